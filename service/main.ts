// `npm start`: migrate, seed the demo content once, make sure an admin exists, serve the API and the
// public site on one port, and build the site from the current content. `npm run dev` (dev.ts) imports this file
// and uses its publisher to rebuild the site when a page's source changes.
import { createApp } from "./app.ts";
import { prepareAdminAccounts } from "./auth/accounts.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/seed/index.ts";
import { readEnv } from "./env.ts";
import { createPublisher } from "./publish/index.ts";

const started = performance.now();
const env = readEnv();
const connection = openDatabase(env.databaseLocation);
await connection.migrate();
const { seeded } = await seedDemoContent(connection.db);
if (seeded) console.log("Seeded the demo content (categories, businesses, reviews, blog posts, testimonials).");
await prepareAdminAccounts(connection.db, env, (line) => console.log(line));

export const publisher = createPublisher(connection.db, env);
const app = createApp({ db: connection.db, env, onContentChange: (change) => publisher.requestRebuild(change) });
app.listen(env.PORT);

const address = `http://localhost:${env.PORT}`;
const database = connection.driver === "pglite" ? `PGlite in ${env.databaseLocation}` : "PostgreSQL (DATABASE_URL)";
console.log(
  `Soul of Rishikesh is listening on ${address} (${database}), ready in ${Math.round(performance.now() - started)} ms.`,
);
console.log(`The admin app is ready at ${address}/admin. Building the public site from the current content…`);

/** The build at start, with any request a stopped process left queued; settles (never rejects) once it is done. */
export const firstBuild = publisher.start({ reason: "Service started", requestedBy: "system" }).then((build) => {
  if (build?.status !== "succeeded") return console.error("The first site build failed; the API still runs.");
  console.log(`Public site built: ${build.message}.`);
  console.log(`Open ${address} for the site and ${address}/admin for the admin app (sign in as the admin above).`);
});

async function shutdown() {
  await app.stop();
  // PGlite flushes to disk on close; without it the last writes could be lost on restart.
  await connection.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
