// Opens the database: PGlite in-process by default, a PostgreSQL server when a postgres:// URL is given.
// Both expose the same drizzle PgDatabase, so every query module runs unchanged on either.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseConnection {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed SQL migrations (idempotent: drizzle tracks what ran). */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, from any connection to the database, and
   * `onListen` each time listening (re)starts (notifications sent while a connection was down are lost).
   * Resolves, once listening, with the function that stops it.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * @param location a postgres:// URL, a folder for PGlite's files, or "memory://" for a throwaway PGlite.
 */
export function openDatabase(location: string): DatabaseConnection {
  if (/^postgres(ql)?:\/\//.test(location)) {
    // onnotice: silence "relation already exists, skipping" notices from idempotent migrations
    const client = postgres(location, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      async listen(channel, onNotify, onListen) {
        const subscription = await client.listen(channel, onNotify, onListen);
        return () => subscription.unlisten();
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // PGlite does not create parent folders itself.
  if (!location.startsWith("memory://")) mkdirSync(location, { recursive: true });
  const client = new PGlite(location);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, onNotify, onListen) {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
