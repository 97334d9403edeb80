// `npm run build`: writes the snapshot from the database, builds the site and swaps it live.
// Run it while the service is stopped when using PGlite (one process per data folder).
import { openDatabase } from "../../db/client.ts";
import { readEnv } from "../../env.ts";
import { createPublisher } from "../index.ts";

const env = readEnv();
const connection = openDatabase(env.databaseLocation);
const publisher = createPublisher(connection.db, env);
try {
  await connection.migrate();
  const result = await publisher.buildNow({ reason: "npm run build", requestedBy: "system" });
  const { astroMs, pagefindMs, swapMs } = result.stages;
  console.log(
    `Built release ${result.releaseId}: ${result.pages} pages in ${(result.durationMs / 1000).toFixed(1)} s ` +
      `(astro ${(astroMs / 1000).toFixed(1)} s, pagefind ${(pagefindMs / 1000).toFixed(1)} s, swap ${swapMs.toFixed(0)} ms)`,
  );
} finally {
  // the warm astro process would otherwise keep the command waiting for its idle exit
  await publisher.stop();
  await connection.close();
}
