import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * 주민등록번호 (DOMAIN.md Members): kept only for promoters, for the withholding tax report; AES-256-GCM
 * under `RRN_KEY`, masked in every response (`900101-1******`), decrypted only for the tax report.
 * The number never reaches a log: callers pass it straight here and keep only what this answers.
 */

/** 13 digits, hyphen dropped: 9001011234567. */
export const rrnDigits = (rrn: string) => rrn.replace(/-/g, '');

/** `900101-1******`: the birth date and the gender digit, nothing that identifies the person. */
export function maskRrn(rrn: string): string {
  const digits = rrnDigits(rrn);
  return `${digits.slice(0, 6)}-${digits.slice(6, 7)}******`;
}

/** base64 of iv (12) ‖ tag (16) ‖ ciphertext. */
export function encryptRrn(keyHex: string, rrn: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([cipher.update(rrnDigits(rrn), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptRrn(keyHex: string, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
