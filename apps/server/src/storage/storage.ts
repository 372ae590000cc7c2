import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
  /** Every stored file (the console's file list); an object store lists by prefix the same way. */
  list(): Promise<StoredFile[]>;
}

export type StoredFile = { key: string; size: number; modifiedAt: Date };

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
    async list() {
      const found: StoredFile[] = [];
      const walk = async (dir: string): Promise<void> => {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const at = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(at);
          else if (entry.isFile()) {
            const info = await stat(at);
            const key = path.relative(root, at).split(path.sep).join('/');
            found.push({ key, size: info.size, modifiedAt: info.mtime });
          }
        }
      };
      await walk(root);
      return found;
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
