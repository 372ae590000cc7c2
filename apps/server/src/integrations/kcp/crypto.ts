import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';

/**
 * KCP v2's envelope (gnuboard5 plugin/kcpcert_v2/lib/Crypto.php): a random 16-byte salt sent as
 * `rv` (base64); key = PBKDF2-HMAC-SHA256(ENC_KEY, salt, 10 000, 32 bytes); IV = the first 16 bytes
 * of PBKDF2-HMAC-SHA256(site code, salt, 10 000, 32 bytes); AES-256-CBC, base64.
 */
const ITERATIONS = 10_000;

function keys(encKey: string, siteCode: string, salt: Buffer) {
  const key = pbkdf2Sync(encKey, salt, ITERATIONS, 32, 'sha256');
  const iv = pbkdf2Sync(siteCode, salt, ITERATIONS, 32, 'sha256').subarray(0, 16);
  return { key, iv };
}

export function kcpEncrypt(
  plain: string,
  encKey: string,
  siteCode: string,
  salt: Buffer = randomBytes(16),
): { data: string; rv: string } {
  const { key, iv } = keys(encKey, siteCode, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  return { data, rv: salt.toString('base64') };
}

/** Throws on a wrong key, salt or a damaged text (bad padding). */
export function kcpDecrypt(data: string, rv: string, encKey: string, siteCode: string): string {
  const { key, iv } = keys(encKey, siteCode, Buffer.from(rv, 'base64'));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
