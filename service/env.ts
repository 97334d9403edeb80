// The service's configuration, read once from the environment and checked, so a typo fails at start.
import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_DATA_DIR } from "../shared/constants.ts";

const EnvSchema = z.object({
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
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** How many trusted proxies append to X-Forwarded-For: the client's address is this many entries from the end. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; publicUrl: string; databaseLocation: string };

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
  };
}
