import sharp from 'sharp';
import type { TestApp } from './app.ts';

/** A real PNG made on the spot, `width`×`height`, for upload tests. */
export const png = (width = 64, height = 48, background = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const HOUR = 3_600_000;

/** A display period around the app's clock: from `fromHours` to `toHours` hours from now. */
export function periodFromNow(app: TestApp, fromHours: number, toHours: number) {
  const now = app.clock.now.getTime();
  return {
    enabled: true,
    hasPeriod: true,
    startedAt: new Date(now + fromHours * HOUR).toISOString(),
    endedAt: new Date(now + toHours * HOUR).toISOString(),
  };
}

export const always = { enabled: true, hasPeriod: false, startedAt: null, endedAt: null };

/** Creates something through the console and answers its JSON; throws with the body otherwise. */
export async function create<T = Record<string, unknown>>(
  app: TestApp,
  auth: Record<string, string>,
  url: string,
  payload: object,
): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers: auth, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** Whether the app's storage still has the file behind a /res URL. */
export async function hasFile(app: TestApp, url: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url });
  return res.statusCode === 200;
}
