// The servers `npm run bench` measures, each in a process of its own so that it has a core to itself:
//   bun tests/bench/servers.ts app <port> <database> <dataDir> [--uncached]
//     the real app (API and public site) as `npm start` composes it, without the publisher (no build runs while
//     it is measured); --uncached leaves out the read cache, to show what the database itself costs
//   bun tests/bench/servers.ts minimal <port>
//     Elysia's own minimal JSON route: the framework's ceiling the search API is set against
//   bun tests/bench/servers.ts ceiling <port> <url>
//     Bun.serve's own ceiling for a page from memory: the answer <url> gives (gzip), copied once and sent again to
//     the requests for that path that take gzip, having read what any server choosing an encoding must (the path,
//     Accept-Encoding)
// Each prints "listening" once it answers.
import { Elysia } from "elysia";
import { createApp, listen } from "../../service/app.ts";
import { openDatabase } from "../../service/db/client.ts";
import { readEnv } from "../../service/env.ts";
import { createSharedReadCache } from "../../service/read-cache.ts";

const [mode, port, ...rest] = process.argv.slice(2);
const [database, dataDir] = rest;

if (mode === "minimal") {
  new Elysia().get("/", () => ({ hello: "world" })).listen(Number(port));
} else if (mode === "ceiling" && rest[0]) {
  await serveHeldCopy(Number(port), rest[0]);
} else if (mode === "app" && database && dataDir) {
  const connection = openDatabase(database);
  const env = readEnv({ NODE_ENV: "production", PORT: port, DATA_DIR: dataDir });
  const readCache = process.argv.includes("--uncached") ? undefined : await createSharedReadCache(connection);
  listen(
    createApp({ db: connection.db, env, readCache, onContentChange: () => readCache?.contentChanged() }),
    env.PORT,
  );
} else {
  throw new Error(
    "usage: servers.ts app <port> <database> <dataDir> [--uncached] | minimal <port> | ceiling <port> <url>",
  );
}
console.log("listening");

async function serveHeldCopy(port: number, source: string) {
  const sample = await fetch(source, { headers: { "accept-encoding": "gzip" }, decompress: false });
  const perAnswer = new Set(["content-length", "date", "connection", "keep-alive"]);
  // a plain record, as the service keeps its headers: a Headers object makes each copy slower to send
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!perAnswer.has(name)) headers[name] = value;
  });
  const held = new Response(await sample.bytes(), { headers });
  const path = new URL(source).pathname;
  Bun.serve({
    port,
    fetch(request) {
      const sendable = request.url.endsWith(path) && request.headers.get("accept-encoding")?.includes("gzip");
      return sendable ? held.clone() : new Response(null, { status: 404 });
    },
  });
}
