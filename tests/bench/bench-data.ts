// Generated data for the benchmarks, never committed: a fresh database (a throwaway one on the PostgreSQL server
// of TEST_DATABASE_URL, or PGlite in a temporary folder) holding the demo content, grown to any number of active
// businesses by copying the demo's active ones under numbered names, with their opening hours, so pages and search
// documents weigh what the demo's do. `bun tests/bench/bench-data.ts 10000 [postgres://server]` makes one and prints where it is.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, getTableColumns, sql } from "drizzle-orm";
import postgres from "postgres";
import { type DatabaseConnection, openDatabase } from "../../service/db/client.ts";
import { businesses, businessHours, businessHoursExceptions } from "../../service/db/schema.ts";
import { seedDemoContent } from "../../service/db/seed/index.ts";

export interface BenchDatabase {
  connection: DatabaseConnection;
  /** a postgres:// URL, or PGlite's folder (which one process at a time may open) */
  location: string;
  label: "PostgreSQL" | "PGlite";
  /** closes the connection and drops the database or removes the folder */
  drop(): Promise<void>;
}

/** A fresh, migrated, demo-seeded database: on `serverUrl`'s PostgreSQL server, or PGlite without one. */
export async function createBenchDatabase(serverUrl?: string): Promise<BenchDatabase> {
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), "sor-bench-pglite-"));
    const connection = openDatabase(folder);
    await connection.migrate();
    await seedDemoContent(connection.db);
    return {
      connection,
      location: folder,
      label: "PGlite",
      drop: async () => {
        await connection.close().catch(() => {});
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const name = `sor_bench_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = openDatabase(url.toString());
  await connection.migrate();
  await seedDemoContent(connection.db);
  return {
    connection,
    location: url.toString(),
    label: "PostgreSQL",
    drop: async () => {
      await connection.close().catch(() => {});
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs one statement on the server's default database (creating or dropping another). */
async function onServer(serverUrl: string, statement: string) {
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await server.unsafe(statement);
  } finally {
    await server.end();
  }
}

/**
 * Adds copies of the demo's active businesses, numbered ("Ganga Yoga Shala 7"), until `target` are active:
 * one INSERT … SELECT over generate_series, so 10,000 rows take a second. Then ANALYZE, as a live database
 * would have its statistics. Answers how many are active.
 */
export async function growToActiveBusinesses(connection: DatabaseConnection, target: number): Promise<number> {
  const { db } = connection;
  const active = eq(businesses.isActive, true);
  const current = await db.$count(businesses, active);
  const missing = target - current;
  if (missing > 0) {
    const [{ lastId } = { lastId: 0 }] = await db
      .select({ lastId: sql<number>`max(${businesses.id})`.mapWith(Number) })
      .from(businesses);
    const { id, name, createdAt, updatedAt, ...copied } = getTableColumns(businesses);
    const columns = sql.join(
      Object.values(copied).map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    await db.execute(sql`
      INSERT INTO ${businesses} (${sql.identifier(name.name)}, ${columns})
      SELECT demo.${sql.identifier(name.name)} || ' ' || copy, ${sql.join(
        Object.values(copied).map((column) => sql`demo.${sql.identifier(column.name)}`),
        sql`, `,
      )}
      FROM (SELECT * FROM ${businesses} WHERE ${active}) AS demo
      CROSS JOIN generate_series(1, ${Math.ceil(missing / current)}) AS copy
      ORDER BY copy, demo.${sql.identifier(id.name)}
      LIMIT ${missing}`);
    await copyDemoHours(connection, lastId);
  }
  await db.execute(sql`ANALYZE`);
  return db.$count(businesses, active);
}

/**
 * Gives each copy made after `lastId` the opening hours of the demo business it copies ("Ganga Yoga Shala 7" those of
 * "Ganga Yoga Shala"): its week's rows and its exceptions.
 */
async function copyDemoHours({ db }: DatabaseConnection, lastId: number) {
  const pairs = sql`SELECT copy.id AS copy_id, demo.id AS demo_id
    FROM ${businesses} AS copy JOIN ${businesses} AS demo
      ON demo.id <= ${lastId} AND copy.name = demo.name || ' ' || substr(copy.name, length(demo.name) + 2)
      AND substr(copy.name, length(demo.name) + 2) ~ '^[0-9]+$'
    WHERE copy.id > ${lastId}`;
  await db.execute(sql`
    INSERT INTO ${businessHours} (business_id, weekday, opens_minute, closes_minute)
    SELECT pairs.copy_id, hours.weekday, hours.opens_minute, hours.closes_minute
    FROM (${pairs}) AS pairs JOIN ${businessHours} AS hours ON hours.business_id = pairs.demo_id`);
  await db.execute(sql`
    INSERT INTO ${businessHoursExceptions} (business_id, kind, label, starts_on, ends_on, intervals)
    SELECT pairs.copy_id, exceptions.kind, exceptions.label, exceptions.starts_on, exceptions.ends_on, exceptions.intervals
    FROM (${pairs}) AS pairs JOIN ${businessHoursExceptions} AS exceptions ON exceptions.business_id = pairs.demo_id`);
}

if (import.meta.main) {
  const [target = "10000", serverUrl = process.env.TEST_DATABASE_URL] = process.argv.slice(2);
  const database = await createBenchDatabase(serverUrl);
  const active = await growToActiveBusinesses(database.connection, Number(target));
  await database.connection.close();
  console.log(`${active} active businesses in ${database.label}: ${database.location} (drop it when done)`);
}
