// `npm run build`: writes the snapshot from the database, builds the site and swaps it live.
// Run it while the service is stopped when using PGlite (one process per data folder).
import { openDatabase } from "../../db/client.ts";
import { readEnv } from "../../env.ts";
import { createPublisher } from "../index.ts";

const env = readEnv();
const connection = openDatabase(env.databaseLocation);
try {
  await connection.migrate();
  const result = await createPublisher(connection.db, env).buildNow({ reason: "npm run build", requestedBy: "system" });
  const { astroMs, pagefindMs, swapMs } = result.stages;
  console.log(
    `Built release ${result.releaseId}: ${result.pages} pages in ${(result.durationMs / 1000).toFixed(1)} s ` +
      `(astro ${(astroMs / 1000).toFixed(1)} s, pagefind ${(pagefindMs / 1000).toFixed(1)} s, swap ${swapMs.toFixed(0)} ms)`,
  );
} finally {
  await connection.close();
}
