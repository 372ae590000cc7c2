import type { Storage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';

/**
 * Demo shop content: banners with drawn slides, band banners, popups, displays, exhibitions and
 * showrooms. Written only when there are no banners yet; answers whether it wrote anything.
 */
export async function seedDemoContent(_db: Db, _storage: Storage, _now = new Date()): Promise<boolean> {
  return false;
}
