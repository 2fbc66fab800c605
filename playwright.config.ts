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
    // An English-reading visitor who chose yuan on an earlier visit: links without `cur` show
    // yuan, the links' default. A first visit outside the mainland opens in dollars (specs that
    // test a first visit start with no stored choice: visitor-defaults.spec, personas.spec).
    locale: 'en-IE',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'gpu-guide.choice', value: '{"cur":"CNY"}' }],
        },
      ],
    },
  },
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
