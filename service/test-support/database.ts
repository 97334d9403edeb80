// A fresh, migrated database per test file: PGlite in memory by default, or a throwaway database on
// the PostgreSQL server of TEST_DATABASE_URL when the "postgres" vitest project runs the same suite.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type DatabaseConnection, openDatabase } from "../db/client.ts";

export interface TestDatabase extends DatabaseConnection {
  /** Empties every table and restarts ids, so each test starts from a known state. */
  reset(): Promise<void>;
  /**
   * Another connection to the same database, as a second service instance would open: its own pool on
   * PostgreSQL; on PGlite, which is one process's, the same handle (closing it leaves this one open).
   */
  connectAgain(): DatabaseConnection;
}

export const testDriver = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver === "postgres") return createPostgresDatabase();
  const connection = openDatabase("memory://");
  await connection.migrate();
  return withReset(
    connection,
    () => connection.close(),
    () => ({ ...connection, close: () => Promise.resolve() }),
  );
}

/**
 * An empty database on the PostgreSQL server of TEST_DATABASE_URL, with its URL (for a test that starts the service
 * as a process of its own), and a way to drop it.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set for the postgres test project");
  const name = `sor_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const database = await createEmptyPostgresDatabase();
  const connection = openDatabase(database.url);
  await connection.migrate();
  return withReset(
    connection,
    async () => {
      await connection.close();
      await database.drop();
    },
    () => openDatabase(database.url),
  );
}

function withReset(
  connection: DatabaseConnection,
  close: () => Promise<void>,
  connectAgain: () => DatabaseConnection,
): TestDatabase {
  return {
    ...connection,
    close,
    connectAgain,
    async reset() {
      type Table = { tablename: string };
      const result = await connection.db.execute<Table>(
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
      );
      // postgres.js answers the rows as an array, PGlite as `{ rows }`.
      const rows: Table[] = Array.isArray(result) ? (result as Table[]) : (result as { rows: Table[] }).rows;
      const tables = rows.map((row) => `"${row.tablename}"`).join(", ");
      if (tables) await connection.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
    },
  };
}
