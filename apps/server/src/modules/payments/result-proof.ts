import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment result page's proof (docs/decisions/0026): an HMAC of the order id under the server's
 * token secret, handed to the member who generated the payment and carried by the payment window
 * back to /plugins/nice/pay/result (NICE echoes it as `mallReserved`; the sandbox window keeps it in
 * its links). With it the page may approve and show the order's outcome without a session; a
 * guessed order id without it shows nothing. It proves the right to one order's outcome only: the
 * payment itself is still proven by NICE's signature and approval.
 */

const PURPOSE = 'nicepay-result';

export function resultProof(secret: string, _order: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${_order}`).digest('base64url');
}

export function isResultProof(secret: string, _order: string, proof: string | undefined): boolean {
  if (!proof) return false;
  const expected = Buffer.from(resultProof(secret, _order));
  const given = Buffer.from(proof);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
