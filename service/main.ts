// `npm start`: migrate, seed the demo content once, make sure an admin exists, serve the API and the
// public site on one port, and build the site from the current content. `npm run dev` (dev.ts) imports this file
// and uses its publisher to rebuild the site when a page's source changes.
import { createApp, listen } from "./app.ts";
import { prepareAdminAccounts } from "./auth/accounts.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/seed/index.ts";
import { readEnv } from "./env.ts";
import { createMailSender } from "./modules/mail/sender.ts";
import { queueBuildFailed } from "./modules/mail/notifications.ts";
import { mailSettings } from "./modules/mail/settings.ts";
import { sweepUnshownMedia } from "./modules/media/index.ts";
import { photoOriginalsFrom } from "./modules/photos/originals.ts";
import { sweepUnusedPhotos } from "./modules/photos/sweep.ts";
import { createPublisher } from "./publish/index.ts";
import { createSharedReadCache } from "./read-cache.ts";
import { createReleaseDeliveries } from "./publish/deliver/webhooks.ts";

const started = performance.now();
const env = readEnv();
const connection = openDatabase(env.databaseLocation);
await connection.migrate();
const { seeded } = await seedDemoContent(connection.db);
if (seeded) console.log("Seeded the demo content (categories, businesses, reviews, blog posts, testimonials).");
await prepareAdminAccounts(connection.db, env, (line) => console.log(line));

// deploy webhooks and the S3 upload after each release; those a stopped process left pending go on now
const deliveries = createReleaseDeliveries(connection.db, env);
await deliveries.resume();
// after each release: the made files of photos the site no longer shows
// and the uploaded photos no record holds any more, a day after they were uploaded
const photoOriginals = photoOriginalsFrom(env);
const sweepMedia = async () => {
  const removed = await sweepUnshownMedia(connection.db, env);
  if (removed > 0) console.log(`Removed ${removed} made image files the site no longer shows.`);
  const unused = await sweepUnusedPhotos(connection.db, photoOriginals);
  if (unused > 0) console.log(`Removed ${unused} uploaded photos no record holds any more.`);
};
// the outbox's sender: what a stopped process left queued goes now (without SMTP_URL it says so, once, and sends none)
const mailSender = createMailSender(connection.db, env);
mailSender.start();
const mail = await mailSettings(connection.db, env);
export const publisher = createPublisher(connection.db, env, {
  afterRelease: [deliveries.afterRelease, sweepMedia],
  onBuildFailed: async (tx, build, message) => {
    if ((await queueBuildFailed(tx, mail, { id: build.id, message })).length > 0) mailSender.nudge();
  },
});
const readCache = await createSharedReadCache(connection);
const app = createApp({
  db: connection.db,
  env,
  readCache,
  onContentChange: (change) => {
    readCache.contentChanged();
    publisher.requestRebuild(change);
  },
  requestBuild: (change) => publisher.requestBuild(change),
  onRollback: (releaseId) => void deliveries.afterRollback(releaseId),
  onMailQueued: () => mailSender.nudge(),
});
listen(app, env.PORT);

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
  console.log(`Business owners sign in at ${address}/owner with a code sent to their email, or from a business page.`);
});

/**
 * SIGTERM or SIGINT: stop accepting connections and let the requests under way finish, stop a running build (its
 * astro process group; the live release stays, a queued request is built after the next start) and the deliveries,
 * then close the database and exit. A second signal while stopping is ignored.
 */
let stopping: Promise<void> | undefined;
async function shutdown(signal: string) {
  console.log(`${signal}: finishing the requests under way, then stopping.`);
  deliveries.stop();
  await Promise.all([app.stop(), publisher.stop(), mailSender.stop()]);
  await readCache.close();
  // PGlite flushes to disk on close; without it the last writes could be lost on restart.
  await connection.close();
  console.log("Stopped.");
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void (stopping ??= shutdown(signal)));
}
