// The servers `npm run bench` measures, each in a process of its own so that it has a core to itself:
//   bun tests/bench/servers.ts app <port> <database> <dataDir> [--uncached]
//     the real app (API and public site) as `npm start` composes it, without the publisher (no build runs while
//     it is measured); --uncached leaves out the read cache, to show what the database itself costs
//   bun tests/bench/servers.ts minimal <port>
//     Elysia's own minimal JSON route: the framework's ceiling the search API is set against
// Each prints "listening" once it answers.
import { Elysia } from "elysia";
import { createApp, listen } from "../../service/app.ts";
import { openDatabase } from "../../service/db/client.ts";
import { readEnv } from "../../service/env.ts";
import { createSharedReadCache } from "../../service/read-cache.ts";

const [mode, port, database, dataDir] = process.argv.slice(2);

if (mode === "minimal") {
  new Elysia().get("/", () => ({ hello: "world" })).listen(Number(port));
} else if (mode === "app" && database && dataDir) {
  const connection = openDatabase(database);
  const env = readEnv({ NODE_ENV: "production", PORT: port, DATA_DIR: dataDir });
  const readCache = process.argv.includes("--uncached") ? undefined : await createSharedReadCache(connection);
  listen(
    createApp({ db: connection.db, env, readCache, onContentChange: () => readCache?.contentChanged() }),
    env.PORT,
  );
} else {
  throw new Error("usage: servers.ts app <port> <database> <dataDir> [--uncached] | minimal <port>");
}
console.log("listening");
