import { defineConfig, devices } from "@playwright/test";
import { E2E_PLACES, PLACES_PORT } from "./e2e/places-server";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium.mjs";
import { E2E_CONTRACT_FACTS, E2E_PHONE } from "./e2e/site";
import { E2E_STRIPE_ENV } from "./e2e/stripe-server";
import { E2E_TWILIO_ENV } from "./e2e/twilio-server";

/**
 * Browser tests against the production build, served exactly as `npm start` serves it
 * (static files, _headers and functions through Netlify's emulation, embedded Postgres).
 * Playwright cannot download browsers here, so Debian's Chromium is used where present.
 */
const port = Number(process.env.E2E_PORT ?? 4399);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4525);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  // Tests wait for states (auto-waiting locators, web-first expects), never for a speed: these
  // limits only end a test that hangs. A busy machine (a build or other tests beside these,
  // axe over a whole page) makes a test slower, never red. Heavier tests call test.slow().
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    // An element that never comes fails its step within a minute, naming what it waited for,
    // rather than holding the test until its own limit (nine minutes for a slow test).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a sixth of its time (pages.spec.ts: 9.8 min
    // with, 8.3 without), so only a retry records one: in CI (one retry) a test that fails
    // leaves the trace of its second run. Locally, `npx playwright test --trace on`.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The owner's settings for a site the tests crowd (e2e/site-limits.setup.ts), before any test.
    { name: "setup", testMatch: /\.setup\.ts$/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "desktop",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    { name: "mobile", dependencies: ["setup"], use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    // It builds the site first, which takes minutes on a busy machine: only a hang should end it.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // Any free port: the served functions find the database by the URL start.mjs hands them,
      // and a fixed one (say E2E_PORT + 1) can collide with E2E_SMTP_PORT or another copy's ports.
      LOCAL_DB_PORT: "0",
      LOCAL_DB_DIR: "memory",
      // Built and served with another phone number than business.ts's default, so the dist
      // check (e2e/business-config.spec.ts) finds any copy of the default typed into content.
      BUSINESS_PHONE: E2E_PHONE.setting,
      // A licence number and a street address, as a deployed site has them (a production deploy
      // stops without the licence): no contract is sent or signed without both. A second site
      // without the licence is started by the test that needs one (e2e/quotes.spec.ts).
      ...E2E_CONTRACT_FACTS,
      // Emails go to the tests' own SMTP server (e2e/mail-server.ts), which answers from the busy
      // test runner: the site's fail-fast SMTP timeouts (5 s for a greeting) are raised through
      // the URL, as any site may, so only a hang trips them.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?connectionTimeout=120000&greetingTimeout=120000&socketTimeout=120000`,
      // Google sign-in against the tests' own OpenID provider (e2e/oidc-server.ts).
      AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
      AUTH_GOOGLE_ID: "e2e-client",
      AUTH_GOOGLE_SECRET: "e2e-client-secret",
      AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? 4526)}`,
      // Google reviews from the tests' own Places API stand-in (e2e/places-server.ts).
      GOOGLE_PLACES_API_KEY: E2E_PLACES.apiKey,
      GOOGLE_PLACE_ID: E2E_PLACES.placeId,
      GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${PLACES_PORT}`,
      // Texts through the real twilio library to the tests' own stand-in (e2e/twilio-server.ts, port E2E_TWILIO_PORT).
      ...E2E_TWILIO_ENV,
      // Deposits through the real stripe library to the tests' own stand-in (e2e/stripe-server.ts, port E2E_STRIPE_PORT).
      ...E2E_STRIPE_ENV,
      // No quiet hours, so a booking at any hour of the test run is texted at once (function tests prove them).
      SMS_QUIET_START_HOUR: "0",
      SMS_QUIET_END_HOUR: "0",
      // Every browser test comes from 127.0.0.1 and fills forms at machine speed: the per-address
      // limits and the fill-time check are proved by the function tests (tests/abuse/) instead.
      BOOKINGS_PER_ADDRESS_PER_HOUR: "1000",
      LEADS_PER_ADDRESS_PER_HOUR: "1000",
      MOVES_PER_ADDRESS_PER_HOUR: "1000",
      CANCELS_PER_ADDRESS_PER_HOUR: "1000",
      FORM_MIN_FILL_SECONDS: "0",
      // The tests run the scheduled jobs by hand when they need one; none runs by itself under them.
      SCHEDULED_JOBS: "off",
    },
  },
});
