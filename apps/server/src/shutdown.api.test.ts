import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openScratchPostgres } from './db/client.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A free port: bind 0, read it, let it go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Outcome = ({ status: number } | { refused: true } | { lost: string }) & { afterSignal: boolean };
type Sent = { status: number } | { refused: true } | { lost: string };
let signalled = false;

/**
 * One request on a keep-alive agent, as a load balancer sends them. A connection refused was never
 * accepted; a reused keep-alive socket that the server closed before reading the request is retried
 * on a new one, as Node's documentation tells clients to. Anything else without an answer is a
 * request the server accepted and lost.
 */
function send(agent: http.Agent, port: number, method: string, url: string, headers = {}): Promise<Outcome> {
  const afterSignal = signalled;
  return attempt(agent, port, method, url, headers).then((sent) => ({ ...sent, afterSignal }));
}

function attempt(agent: http.Agent, port: number, method: string, url: string, headers = {}): Promise<Sent> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error) => resolve({ lost: `${method} ${url}: ${error.message}` }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve({ refused: true });
      else if (req.reusedSocket && error.code === 'ECONNRESET') {
        void attempt(agent, port, method, url, headers).then(resolve);
      } else resolve({ lost: `${method} ${url}: ${error.code ?? error.message}` });
    });
    req.end();
  });
}

let scratch: { drop: () => Promise<void> } | null = null;
let dataDir: string | null = null;
let server: ChildProcess | null = null;
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('answers every request accepted before it, then closes the database and exits 0', async () => {
    const port = await freePort();
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-shutdown-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      REDIS_URL: '',
      DATABASE_URL: '',
    };
    if (testDatabaseUrl) {
      const made = await openScratchPostgres(testDatabaseUrl, 'shop_shutdown', { max: 1 });
      await made.database.close();
      scratch = made;
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${made.name}`;
      env.DATABASE_URL = url.toString();
    }
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));

    const agent = new http.Agent({ keepAlive: true, maxSockets: 24 });
    for (let started = Date.now(); ; ) {
      const outcome = await send(agent, port, 'GET', '/api/health');
      if ('status' in outcome && outcome.status === 200) break;
      if (Date.now() - started > 60_000) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Load: reads that go to the database (search terms never repeated, so no cache answers them),
    // and logins that hash a password for a while (no member exists: 401, and then 429).
    const outcomes: Outcome[] = [];
    let stopping = false;
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        sent += 1;
        const outcome =
          i % 4 === 0
            ? await send(agent, port, 'GET', '/api/auth/refreshToken', {
                authorization: `Basic ${Buffer.from(`user${w}x${i}:Password1!`).toString('base64')}`,
              })
            : i % 4 === 1
              ? await send(agent, port, 'GET', '/api/health')
              : await send(agent, port, 'GET', `/api/v1/shop/products?searchValue=${w}q${i}`);
        outcomes.push(outcome);
        if ('refused' in outcome || (stopping && 'lost' in outcome)) return;
      }
    };
    const workers = Array.from({ length: 16 }, (_, w) => worker(w));
    // Signal once the load is running: at least 1.5 s and 32 answers (a busy machine answers slower,
    // and the test is about requests in flight, not about a rate).
    for (const started = Date.now(); Date.now() - started < 1500 || outcomes.length < 32; ) {
      if (Date.now() - started > 30_000) throw new Error(`the server answered too few requests:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stopping = true;
    signalled = true;
    const sentBeforeSignal = sent;
    server.kill('SIGTERM');
    await Promise.all(workers);
    const code = await exited;
    agent.destroy();

    const before = outcomes.filter((o) => !o.afterSignal);
    const after = outcomes.filter((o) => o.afterSignal);
    const describe = (o: Outcome) => ('lost' in o ? o.lost : 'refused' in o ? 'refused' : o.status);
    expect(sentBeforeSignal).toBeGreaterThan(20);
    // Every request sent before the signal, in flight or queued, is answered, and not with a 5xx.
    expect(before.filter((o) => !('status' in o) || o.status >= 500).map(describe), output).toEqual([]);
    // After it, a request is answered (not with a 5xx) or its connection is refused or reset
    // before the server took it: never answered 5xx, never taken and dropped.
    expect(after.filter((o) => 'status' in o && o.status >= 500).map(describe), output).toEqual([]);
    expect(after.some((o) => 'refused' in o)).toBe(true);
    expect(output).not.toMatch(/Cannot use a pool|after calling end/);
    expect(code, output).toBe(0);
  }, 120_000);
});
