// One builder at a time, even with several service instances on one PostgreSQL: whoever builds, or changes
// which release is live (a rollback), holds a PostgreSQL advisory lock on a connection reserved for the whole
// of it, so a crashed instance's lock ends with its connection. PGlite allows one process per data folder, so
// there a lock in memory (one per database handle) is the same guarantee.
import type { Sql } from "postgres";
import type { Database } from "../db/client.ts";

/** Gives the lock back. */
export type ReleaseLock = () => Promise<void>;

export interface BuilderLock {
  /** The lock when no builder holds it now, else null (another instance or a build of this one holds it). */
  tryAcquire(): Promise<ReleaseLock | null>;
}

/** An arbitrary key no other part of the application uses; advisory locks are per database. */
const BUILDER_LOCK_KEY = 1_082_023_001;

const locks = new WeakMap<Database, BuilderLock>();

/** The builder lock of this database: the same object for every caller given the same handle. */
export function builderLock(db: Database): BuilderLock {
  let lock = locks.get(db);
  if (!lock) {
    // drizzle exposes the driver's client as $client: postgres.js can reserve a connection, PGlite cannot
    const client = (db as { $client?: Partial<Sql> }).$client;
    lock = client?.reserve ? advisoryLock(client as Sql) : inProcessLock();
    locks.set(db, lock);
  }
  return lock;
}

function advisoryLock(sql: Sql): BuilderLock {
  return {
    async tryAcquire() {
      // a session-level lock belongs to one connection: keep that connection out of the pool while it is held
      const connection = await sql.reserve();
      try {
        const [row] = await connection<
          { locked: boolean }[]
        >`SELECT pg_try_advisory_lock(${BUILDER_LOCK_KEY}) AS locked`;
        if (row?.locked) {
          return async () => {
            try {
              await connection`SELECT pg_advisory_unlock(${BUILDER_LOCK_KEY})`;
            } finally {
              connection.release();
            }
          };
        }
      } catch (error) {
        connection.release();
        throw error;
      }
      connection.release();
      return null;
    },
  };
}

function inProcessLock(): BuilderLock {
  let held = false;
  return {
    tryAcquire() {
      if (held) return Promise.resolve(null);
      held = true;
      return Promise.resolve(() => {
        held = false;
        return Promise.resolve();
      });
    },
  };
}
