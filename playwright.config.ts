import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8181);
/** The e2e server's DATA_DIR: its database and the outbox the tests read codes from. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh database and outbox for every run, serving the production build from dist/.
    command: `rm -rf ${e2eDataDir} && tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR || 'dist',
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      PUBLISHER_NAME: 'Northwind Press',
      // The tests check what a person does, not overload: on a shared CI machine a slow turn of the
      // event loop would refuse a call a person makes (load shedding is measured in npm run bench).
      LOAD_MAX_WAIT_MS: '0',
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
      RATE_LIMIT_CODE_PER_IP: '1000',
    },
  },
});
