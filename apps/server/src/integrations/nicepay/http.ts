import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentError, PROVIDER_DOWN_MESSAGE } from './types.ts';

/** What every call to NICE Pay's Start API needs (INTEGRATIONS.md a.1). */
export type NiceKeys = { apiBase: string; clientId: string; secretKey: string; timeoutMs: number };

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Constant-time comparison of two hex signatures (a timing leak would let one forge them). */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * One call to NICE with Basic auth (clientId:secretKey): network failure, timeout and 5xx are
 * PROVIDER_DOWN; 401/403 our keys (MISCONFIGURED). The business outcome is in the answer's
 * `resultCode`, which the caller reads.
 */
export async function callNice<T>(
  keys: NiceKeys,
  method: 'GET' | 'POST',
  pathname: string,
  body?: object,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${keys.apiBase}${pathname}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.clientId}:${keys.secretKey}`).toString('base64')}`,
        ...(body ? { 'content-type': 'application/json;charset=utf-8' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(keys.timeoutMs),
    });
  } catch {
    throw new PaymentError('PROVIDER_DOWN', PROVIDER_DOWN_MESSAGE);
  }
  if (res.status >= 500) throw new PaymentError('PROVIDER_DOWN', PROVIDER_DOWN_MESSAGE, String(res.status));
  if (res.status === 401 || res.status === 403) {
    throw new PaymentError(
      'MISCONFIGURED',
      '결제 설정에 문제가 있어 결제할 수 없습니다. 고객센터로 문의해주세요',
      String(res.status),
    );
  }
  try {
    return (await res.json()) as T;
  } catch {
    // A body cut short by the timeout, or not JSON at all: the outcome is unknown.
    throw new PaymentError('PROVIDER_DOWN', PROVIDER_DOWN_MESSAGE, String(res.status));
  }
}
