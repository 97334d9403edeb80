// Writes the content snapshot only (to SNAPSHOT_PATH, else SNAPSHOT_FILE in the data folder), for working on
// the site with `bun --bun astro dev/build` without the service.
import { openDatabase } from "../../db/client.ts";
import { readEnv } from "../../env.ts";
import { madePhotoPreviews } from "../../modules/media/index.ts";
import { releasePaths } from "../paths.ts";
import { readSnapshot, writeSnapshot } from "./snapshot.ts";

const env = readEnv();
const connection = openDatabase(env.databaseLocation);
try {
  await connection.migrate();
  const path = process.env.SNAPSHOT_PATH ?? releasePaths(env.dataDir).snapshot;
  const snapshot = {
    ...(await readSnapshot(connection.db, env.publicUrl, console.warn, (sources) => madePhotoPreviews(env, sources))),
    mapTiles: env.mapTiles,
  };
  await writeSnapshot(path, snapshot);
  console.log(`Wrote ${path}: ${snapshot.businesses.length} businesses, ${snapshot.blogPosts.length} posts`);
} finally {
  await connection.close();
}
