// Admin accounts. The code carries no default password: a fresh install gets a random one, printed once.
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { count, eq } from "drizzle-orm";
import { ADMIN_PASSWORD_LENGTH, FIELD_LIMITS } from "../../shared/constants.ts";
import type { Database } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { hashPassword } from "./password.ts";

const DEFAULT_ADMIN_USERNAME = "admin";

export class AdminAccountError extends Error {}

/** 18 base32 characters: 90 bits of randomness, easy to type from a terminal. */
function generateAdminPassword(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(12))).slice(0, 18);
}

export async function findAdminByUsername(db: Database, username: string) {
  const [admin] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  return admin;
}

export async function createAdmin(db: Database, account: { username: string; password: string }) {
  const username = account.username.trim();
  if (!username || username.length > FIELD_LIMITS.adminUsername) {
    throw new AdminAccountError(`The username must be 1 to ${FIELD_LIMITS.adminUsername} characters`);
  }
  if (account.password.length < ADMIN_PASSWORD_LENGTH.min) {
    throw new AdminAccountError(`The password must be at least ${ADMIN_PASSWORD_LENGTH.min} characters`);
  }
  if (await findAdminByUsername(db, username))
    throw new AdminAccountError(`An admin named "${username}" already exists`);
  const [admin] = await db
    .insert(admins)
    .values({ username, passwordHash: await hashPassword(account.password) })
    .returning();
  return admin!;
}

/**
 * Runs at start: creates the admin named by ADMIN_USERNAME/ADMIN_PASSWORD when it does not exist yet
 * (an existing one keeps its password), then, if there is still no admin at all, creates `admin` with
 * a random password and prints it once.
 */
export async function prepareAdminAccounts(db: Database, env: Env, log: (line: string) => void): Promise<void> {
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && !(await findAdminByUsername(db, env.ADMIN_USERNAME))) {
    await createAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
    log(`Admin "${env.ADMIN_USERNAME}" created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  }
  const [existing] = await db.select({ total: count() }).from(admins);
  if (existing && existing.total > 0) return;
  const password = generateAdminPassword();
  await createAdmin(db, { username: DEFAULT_ADMIN_USERNAME, password });
  log(
    `Admin login: ${DEFAULT_ADMIN_USERNAME} / ${password} (shown once). Sign in at ${env.publicUrl}/admin; ` +
      `change the password under Settings there, or create your own admin with npm run admin:create.`,
  );
}
