import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const base = process.env.BASE_PATH ?? '/';

/** Debian's Chromium (never a downloaded browser); flags that work as root without a network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  // A flaky test is a failing test: no retries, in CI or here.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}${base}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    // An English-reading visitor outside the mainland: links without `cur` open in dollars (only a
    // browser set first to mainland Chinese keeps the links' default, yuan: visitor-defaults.spec).
    locale: 'en-IE',
  },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
