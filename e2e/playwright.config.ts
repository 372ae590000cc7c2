import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// `npm test` migrates and seeds this database beside the web build (E2E_DATA_DIR); alone, the
// server does it at its start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
// Debian's chromium-headless-shell is Chromium's own headless build (Blink and V8 of the same
// version, without the desktop browser's window, WebUI and extensions): what Playwright itself runs
// headless. It takes about a third less CPU than the full browser in headless mode; the full one
// stays the fallback and the Lighthouse bench's browser (decision 0046).
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const shopWide = [
  'home-page.spec.ts',
  'operator-edits-company-details.spec.ts',
  'operator-manages-content.spec.ts',
  'pages-fit-phone-and-desktop.spec.ts',
  'server-rendered-pages.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  // Two browsers at once: a journey spends much of its time waiting on the server and on idle
  // network, so the second one uses what the first leaves of a 2-core machine.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records every action's DOM and a screencast: a third of the run's CPU when kept for
    // every test. CI records it for the retry of a failed test only, which is the one to read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    // What every visitor sees (home banners, popups, MD PICK), changed by the operator in one of
    // them and read by the others: one at a time, in file order.
    { name: 'shop-wide', testMatch: shopWide, workers: 1, use: desktop },
    // Journeys on their own members, orders and inquiries, or on pages no journey changes.
    { name: 'journeys', testIgnore: shopWide, use: desktop },
  ],
  webServer: {
    // A fresh embedded database with demo data for every run.
    command: 'node --import tsx ../apps/server/src/main.ts',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Every browser and API helper of the run comes from 127.0.0.1, so the per-address ceiling
      // (600 a minute, tested in rate-limit.api.test.ts) would refuse a fast run partway through.
      API_MAX_REQUESTS_PER_MINUTE: '100000',
    },
  },
});
