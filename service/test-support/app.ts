// Builds the real app on a test database and calls it without a port (app.handle).
import { afterAll, beforeEach } from "vitest";
import { createApp } from "../app.ts";
import type { ContentChange } from "../context.ts";
import { readEnv } from "../env.ts";
import { createSharedReadCache } from "../read-cache.ts";
import { createTestDatabase, type TestDatabase } from "./database.ts";

export const TEST_ORIGIN = "http://localhost:3000";
/** What Chromium sends as Accept when it asks for an image (it takes AVIF and WebP). */
export const CHROMIUM_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

export interface TestApp {
  db: TestDatabase["db"];
  app: ReturnType<typeof createApp>;
  /** Content changes the app announced since the last reset. */
  contentChanges: ContentChange[];
  request(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

/**
 * Call at the top level of a test file: opens one database for the file, empties it before each test
 * and runs `seed` (if given) so every test starts from the same state.
 */
export async function useTestApp(
  seed?: (db: TestDatabase["db"]) => Promise<void>,
  options: {
    env?: Record<string, string>;
    /** also hands each content change to this (e.g. a real publisher on the test database) */
    onContentChange?: (db: TestDatabase["db"]) => (change: ContentChange) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const contentChanges: ContentChange[] = [];
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, DATA_DIR: "./data/test", ...options.env });
  const forward = options.onContentChange?.(database.db);
  const readCache = await createSharedReadCache(database);
  const app = createApp({
    db: database.db,
    env,
    readCache,
    onContentChange: (change) => {
      contentChanges.push(change);
      readCache.contentChanged();
      forward?.(change);
    },
  });

  beforeEach(async () => {
    await database.reset();
    readCache.clear();
    contentChanges.length = 0;
    if (seed) await seed(database.db);
  });
  afterAll(async () => {
    await readCache.close();
    await database.close();
  });

  return {
    db: database.db,
    app,
    contentChanges,
    request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | FormData | undefined;
      // a multipart body (an upload) goes as it is: the Request writes its own content-type with the boundary
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers["content-type"] ??= "application/json";
        body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      }
      return app.handle(new Request(`${TEST_ORIGIN}${path}`, { method, headers, body }));
    },
  };
}
