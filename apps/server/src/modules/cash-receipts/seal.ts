import { hkdfSync } from 'node:crypto';
import { decryptRrn, encryptRrn } from '../member-requests/rrn.ts';

/**
 * A 현금영수증's phone or business number is kept sealed (AES-256-GCM) from checkout until NICE took
 * the request, then dropped (docs/decisions/0056). The key is derived from RRN_KEY for this one use,
 * so no new secret must be managed and a leak of one kind of sealed value does not open the other.
 */
const keyOf = (rrnKey: string) =>
  Buffer.from(
    hkdfSync('sha256', Buffer.from(rrnKey, 'hex'), Buffer.alloc(0), 'cash-receipt-number', 32),
  ).toString('hex');

export const sealNumber = (rrnKey: string, digits: string) => encryptRrn(keyOf(rrnKey), digits);
export const unsealNumber = (rrnKey: string, sealed: string) => decryptRrn(keyOf(rrnKey), sealed);
