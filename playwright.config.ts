import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, systemChromium } from "./tests/support/system-chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The test server's data folder (git-ignored): with no SMTP_URL, its mails land in outbox/ as .eml files. */
export const e2eDataDir = path.join(import.meta.dirname, ".cache", `e2e-data-${port}`);

/** Test files that publish the shared e2e server's site (the others start their own server to publish). */
const publishingOnSharedServer = ["**/desk-site.test.ts", "**/desk-photos.test.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // No retries: a test fails or it doesn't. The waits are generous instead, for a busy CI host where a
  // scrypt sign-in (0.2 s quiet) or an axe scan runs several times slower; a broken feature still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium(),
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: publishingOnSharedServer },
    {
      // These publish on the shared server (a photo, a description): run after every other file, one at a
      // time, so no test reads a page while it shows their changes.
      name: "publishing",
      use: { ...devices["Desktop Chrome"] },
      testMatch: publishingOnSharedServer,
      dependencies: ["chromium"],
      workers: 1,
    },
  ],
  webServer: {
    // Runs the production build exactly as `npm start` serves it.
    command: "node scripts/build/ensure-build.ts && node server/main.ts",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: e2eDataDir,
      SMTP_URL: "",
      // Every browser test comes from 127.0.0.1: the production limit would refuse the sixth enquiry.
      RATE_LIMIT_MAX: "1000",
      // Nor may the buyers' acknowledgements run out at the production limits within one run: all come from
      // 127.0.0.1, most to example.com.
      ACK_MAX_PER_HOUR: "1000",
      // The made-up push service the browser tests subscribe to (push.example.test: no such host answers).
      PUSH_SERVICES: "push.example.test",
      ACK_MAX_PER_DOMAIN: "500",
      ACK_MAX_PER_CLIENT: "500",
    },
  },
});
