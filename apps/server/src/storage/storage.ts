import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths such as `shop/products/{_id}/{file}` and are
 * served at `/res/{key}`. Local disk now; an S3-compatible store can implement the same four calls.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(prefixOrKey: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keys under this prefix are private: `/res` answers 404 for them (decision 0044). */
export const PRIVATE_PREFIX = 'private/';
export const isPrivateKey = (key: string) =>
  `${path.posix.normalize(key).replace(/^\/+/, '')}/`.startsWith(PRIVATE_PREFIX);

/** Refuses keys that could leave the storage root. */
export function safeKey(key: string): string {
  const normalized = path.posix.normalize(key).replace(/^\/+/, '');
  if (normalized.startsWith('..') || normalized.includes('/../') || normalized.includes('\0')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return normalized;
}

export function localStorage(root: string): Storage {
  const full = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, body) {
      await mkdir(path.dirname(full(key)), { recursive: true });
      await writeFile(full(key), body);
    },
    async get(key) {
      try {
        return await readFile(full(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(full(key), { recursive: true, force: true });
    },
    async exists(key) {
      try {
        return (await stat(full(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
