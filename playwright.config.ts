import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./tests/chromium.ts";
import { E2E_ADMIN } from "./tests/e2e/admin-session.ts";
import { E2E_SIGN_IN_ENV } from "./tests/e2e/local-google.ts";
import { E2E_SMTP_URL } from "./tests/e2e/local-smtp.ts";

// End-to-end tests drive Debian's Chromium (browser downloads do not work here) against the real
// service: a fresh data folder per run, so each run starts from the demo seed. E2E_PORT lets two runs on one machine
// (two working copies, or a run beside a bench) keep out of each other's way: each gets its own port and data folder.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const dataDir = port === 4173 ? "data/e2e" : `data/e2e-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npm run build:admin && rm -rf ${dataDir} && node_modules/.bin/bun service/main.ts`,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: "test",
          // each test is a visitor of its own (X-Forwarded-For, tests/e2e/fixtures.ts), so the spam brakes' per-address
          // limits and moderation see one person per test, as in real use, not the whole run as one flooding address
          TRUST_PROXY: "true",
          PUBLIC_URL: baseURL,
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ...E2E_SIGN_IN_ENV,
          // the specs' photos come from loopback: from a server at a port the system picks (photo-preview.spec.ts),
          // and from the site itself (business.spec.ts)
          OUTBOUND_ALLOW_HOSTS: `127.0.0.1, localhost:${port}`,
          // the results' map asks the site itself for tiles, which the specs answer (whereabouts.spec.ts): a test run
          // asks nothing of OpenStreetMap's tile servers
          MAP_TILES_URL: `${baseURL}/e2e-tiles/{z}/{x}/{y}.png`,
          MAP_ATTRIBUTION: "© E2E tiles",
          // mail goes out over SMTP to loopback, where owner-claim.spec.ts listens and reads its codes as a person would
          // (tests/e2e/local-smtp.ts); while nobody listens, emails wait in the Outbox, queued, as the other specs read them
          SMTP_URL: E2E_SMTP_URL,
        },
        // The service answers the API at once but serves pages (503 before) only after its first
        // site build, so wait for the home page itself.
        url: `${baseURL}/`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
      },
});
