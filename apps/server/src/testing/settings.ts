import type { SettingInput } from '@shop/contracts';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { asOperator } from './members.ts';

/** An operator saves these sections of the shop setting (PUT /api/console/setting), as the console does. */
export async function changeSetting(app: TestApp, sections: SettingInput): Promise<void> {
  const { headers } = await asOperator(app);
  const res = await app.inject({ method: 'PUT', url: '/api/console/setting', headers, payload: sections });
  expect(res.statusCode, res.body).toBe(200);
}
