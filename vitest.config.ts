import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// The same suite runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI sets it), on PostgreSQL.
const include = ["admin/**/*.test.ts", "service/**/*.test.ts", "shared/**/*.test.ts", "site/**/*.test.ts"];
const projects: TestProjectInlineConfiguration[] = [
  { test: { name: "pglite", include, env: { TEST_DB_DRIVER: "pglite" } } },
  // How the repository hangs together (import circles, the README's layout): no database, so run once.
  { test: { name: "repo", include: ["tests/repo/*.test.ts"] } },
  // Type-level tests (*.test-d.ts), checked by tsc once: they hold no runtime code and need no database.
  {
    test: {
      name: "types",
      include: [],
      typecheck: { enabled: true, only: true, tsconfig: "tsconfig.type-tests.json", include: ["**/*.test-d.ts"] },
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  // The hours' suite in other process time zones reads no database (and starts vitests of its own): once is enough.
  const exclude = [...configDefaults.exclude, "shared/hours/process-time-zone.test.ts"];
  projects.push({ test: { name: "postgres", include, exclude, env: { TEST_DB_DRIVER: "postgres" } } });
}

export default defineConfig({
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
