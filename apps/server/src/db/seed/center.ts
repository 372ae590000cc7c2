import type { Db } from '../client.ts';

/** The service pages of /center/*: every shop needs them, so they are part of the base data. */
export async function seedCenterPages(_db: Db, _now = new Date()): Promise<void> {}

/** Demo notices, FAQs and inquiries, written only into an empty centre. */
export async function seedDemoCenter(_db: Db, _now = new Date()): Promise<boolean> {
  return false;
}
