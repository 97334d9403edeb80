import { defineConfig } from "vitest/config";

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI sets it), on PostgreSQL.
const include = ["admin/**/*.test.ts", "service/**/*.test.ts", "shared/**/*.test.ts", "site/**/*.test.ts"];
const projects = [{ test: { name: "pglite", include, env: { TEST_DB_DRIVER: "pglite" } } }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: "postgres", include, env: { TEST_DB_DRIVER: "postgres" } } });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
