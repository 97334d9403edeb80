// The service's configuration, read once from the environment and checked, so a typo fails at start.
import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_DATA_DIR } from "../shared/constants.ts";
import { DEFAULT_MAP_TILES, isTileUrl, MAP_TILES_URL_MESSAGE, type MapTiles } from "../shared/map-tiles.ts";
import { isHostEntry } from "./outbound/guarded-fetch.ts";

/** An optional setting that an empty value (`GOOGLE_CLIENT_ID=`) leaves unset. */
const unsetWhenEmpty = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** A comma-separated list, each entry trimmed, empty ones left out. */
const commaSeparated = z
  .string()
  .default("")
  .transform((list) =>
    list
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** A value that ends up in a header: one line. */
// eslint-disable-next-line no-control-regex
const oneLine = (name: string) => z.string().regex(/^[^\u0000-\u001f\u007f]+$/, `${name} must be one line`);

/** A shared secret: long enough that guessing it is hopeless. */
const secret = (name: string) => z.string().min(16, `${name} must be at least 16 characters`);

const EnvFields = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** postgres://… to use a PostgreSQL server; unset means embedded PGlite under DATA_DIR/db */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** The public address of the site, for canonical URLs, the sitemap and the Origin check. */
  PUBLIC_URL: z.url().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  ADMIN_USERNAME: z.string().trim().min(1).max(50).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** How long the site rebuild waits for more saves before it starts, so a burst of saves makes one build. */
  BUILD_SETTLE_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * A site build that runs longer than this is stopped and fails; the live release stays as it was. It catches a
   * build that hangs: a full build of 10,000 businesses took up to 2 minutes on a busy 2-CPU machine, and one cut
   * off would leave the next build without a cache, as long again.
   */
  BUILD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** How many trusted proxies append to X-Forwarded-For: the client's address is this many entries from the end. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  // Visitor sign-in (service/modules/visitor-auth): a provider is offered once its client id and secret are
  // set; the endpoints default to the real providers' and are changed only to test against local ones.
  GOOGLE_CLIENT_ID: unsetWhenEmpty,
  GOOGLE_CLIENT_SECRET: unsetWhenEmpty,
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_CLIENT_ID: unsetWhenEmpty,
  FACEBOOK_CLIENT_SECRET: unsetWhenEmpty,
  FACEBOOK_AUTHORIZATION_URL: z.url().default("https://www.facebook.com/v23.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/v23.0/oauth/access_token"),
  /** the Graph API's /me, asked for id, first_name, last_name, email and picture */
  FACEBOOK_USERINFO_URL: z.url().default("https://graph.facebook.com/v23.0/me"),
  /** The token POST /api/hooks/rebuild asks for; unset turns the hook off. */
  REBUILD_HOOK_SECRET: secret("REBUILD_HOOK_SECRET").optional(),
  /** Comma-separated http(s) URLs that get a signed POST after each release. */
  DEPLOY_WEBHOOK_URLS: commaSeparated.pipe(
    z.array(z.url({ protocol: /^https?$/, error: "DEPLOY_WEBHOOK_URLS must list http(s) URLs" })),
  ),
  /** The HMAC-SHA256 key that signs each deploy webhook. */
  DEPLOY_WEBHOOK_SECRET: secret("DEPLOY_WEBHOOK_SECRET").optional(),
  /** The S3-compatible bucket each release is uploaded to (unset: no upload), and how to reach it. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A folder inside the bucket for the site's files, kept as "path/" ("" is the bucket's root). */
  S3_PREFIX: z
    .string()
    .default("")
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ""))
    .transform((prefix) => (prefix ? `${prefix}/` : "")),
  /**
   * Mail (service/modules/mail): smtp:// or smtps://, with user and password in the URL when the server asks for them
   * (`smtps://user:pass@smtp.example.com:465`). Unset: no email is sent; each one waits in the admin's Outbox.
   */
  SMTP_URL: unsetWhenEmpty.pipe(
    z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  ),
  /** The From of every email: an address, or `Name <address>`; by default no-reply at PUBLIC_URL's host. */
  MAIL_FROM: unsetWhenEmpty.pipe(oneLine("MAIL_FROM").optional()),
  /** Where replies go when the email names no one else (an inquiry's replies go to the traveller). */
  MAIL_REPLY_TO: unsetWhenEmpty.pipe(z.email("MAIL_REPLY_TO must be an email address").optional()),
  /** Comma-separated addresses of the editors told of new listings, held reviews and failed builds. */
  ADMIN_NOTIFY_EMAIL: commaSeparated.pipe(z.array(z.email("ADMIN_NOTIFY_EMAIL must list email addresses"))),
  /** Emails to one business in any hour; the inquiries past it go in one summary when the hour allows. */
  MAIL_BUSINESS_HOURLY_CAP: z.coerce.number().int().min(1).max(1000).default(10),
  /** The key that signs the links that stop emails; unset: one the service makes and keeps in the database. */
  MAIL_LINK_SECRET: secret("MAIL_LINK_SECRET").optional(),
  /** The interactive map's tile address ({z}/{x}/{y}), for the search and category pages: OpenStreetMap's by default. */
  MAP_TILES_URL: unsetWhenEmpty.pipe(
    z.string().refine(isTileUrl, MAP_TILES_URL_MESSAGE).default(DEFAULT_MAP_TILES.url),
  ),
  /** What the map credits for its tiles, as HTML (the tiles' terms ask for it). */
  MAP_ATTRIBUTION: unsetWhenEmpty.pipe(z.string().default(DEFAULT_MAP_TILES.attribution)),
  /**
   * Comma-separated `host` or `host:port` entries the service fetches typed addresses from (the content's photos)
   * even though they are not on the public internet: for tests and private setups (service/outbound/).
   */
  OUTBOUND_ALLOW_HOSTS: commaSeparated.pipe(
    z.array(z.string().refine(isHostEntry, "OUTBOUND_ALLOW_HOSTS must list host or host:port entries")),
  ),
});

const EnvSchema = EnvFields.refine((env) => env.DEPLOY_WEBHOOK_URLS.length === 0 || env.DEPLOY_WEBHOOK_SECRET, {
  path: ["DEPLOY_WEBHOOK_SECRET"],
  message: "DEPLOY_WEBHOOK_URLS needs DEPLOY_WEBHOOK_SECRET to sign the webhooks",
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  publicUrl: string;
  databaseLocation: string;
  /** MAP_TILES_URL and MAP_ATTRIBUTION, as the content snapshot carries them to the pages */
  mapTiles: MapTiles;
};

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    databaseLocation: env.DATABASE_URL ?? resolve(dataDir, "db"),
    mapTiles: { url: env.MAP_TILES_URL, attribution: env.MAP_ATTRIBUTION },
  };
}
