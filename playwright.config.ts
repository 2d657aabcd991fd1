import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.ts';

// Not the preview's 4173, so a `npm run preview` left running does not stand in for the build under test.
const port = Number(process.env.E2E_PORT ?? 4317);

// A name that reaches the preview server but is not loopback to the browser: how a demo build
// deployed on a public host behaves (tests/e2e/launch-readiness.spec.ts).
const publicHostRule = '--host-resolver-rules=MAP demo.kreditsmart.test 127.0.0.1';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, publicHostRule],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The preview serves dist/, or the variant named by BUILD_OUT_DIR (scripts/lib/paths.ts), which it inherits.
  webServer: {
    command: `npx tsx scripts/preview.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
