import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageProvider } from '../../integrations/messaging/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';

/** The delivery-report webhook's secret token never reaches the log, right or wrong. */
const TOKEN = 'webhook-secret-token-7f3a9c';
const provider: MessageProvider = {
  kind: 'solapi',
  label: '솔라피',
  send: async () => ({ result: 'unavailable', message: 'not in this test' }),
  verifyWebhook: (token) => token === TOKEN,
  lookup: async () => null,
};

let app: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp(
    { logLevel: 'trace' },
    { messaging: provider, logStream: { write: (line) => lines.push(line) } },
  );
});
afterAll(() => app.close());

describe('POST /api/plugins/solapi/report/:token and the log', () => {
  it('logs the path with the token hidden', async () => {
    for (const token of [TOKEN, 'wrong-secret-token-guess']) {
      await app.inject({
        method: 'POST',
        url: `/api/plugins/solapi/report/${token}?x=1`,
        payload: [{ messageId: 'M4V1' }],
      });
    }
    const log = lines.join('');
    expect(log).toContain('/api/plugins/solapi/report/***');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('wrong-secret-token-guess');
  });
});
