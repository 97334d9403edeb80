import { describe, expect, it } from "vitest";
import { admins } from "../db/schema.ts";
import { readEnv } from "../env.ts";
import { insertAdmin } from "../test-support/admin.ts";
import { useTestApp } from "../test-support/app.ts";
import { AdminAccountError, createAdmin, prepareAdminAccounts } from "./accounts.ts";
import { PASSWORD_HASH_OPTIONS, verifyPassword } from "./password.ts";

const t = await useTestApp();

const envWith = (overrides: Record<string, string> = {}) => readEnv({ NODE_ENV: "test", ...overrides });

describe("prepareAdminAccounts", () => {
  it("creates `admin` with a random password on a database without admins, prints it once, and never again", async () => {
    const lines: string[] = [];
    await prepareAdminAccounts(t.db, envWith(), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const password = lines[0]!.match(/^Admin login: admin \/ (\S+) \(shown once/)?.[1];
    expect(password).toMatch(/^[a-z2-7]{18}$/);
    const [admin] = await t.db.select().from(admins);
    expect(admin!.username).toBe("admin");
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);

    await prepareAdminAccounts(t.db, envWith(), (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(await t.db.$count(admins)).toBe(1);
  });

  it("creates the admin of ADMIN_USERNAME/ADMIN_PASSWORD, and then no random one", async () => {
    const lines: string[] = [];
    const env = envWith({ ADMIN_USERNAME: "ops", ADMIN_PASSWORD: "deployment-secret-1" });
    await prepareAdminAccounts(t.db, env, (line) => lines.push(line));
    const rows = await t.db.select().from(admins);
    expect(rows.map((row) => row.username)).toEqual(["ops"]);
    expect(await verifyPassword("deployment-secret-1", rows[0]!.passwordHash)).toBe(true);
    expect(lines.join("\n")).not.toContain("deployment-secret-1");
  });

  it("leaves an existing admin of that name as it is", async () => {
    const existing = await insertAdmin(t.db, { username: "ops" });
    await prepareAdminAccounts(
      t.db,
      envWith({ ADMIN_USERNAME: "ops", ADMIN_PASSWORD: "a-different-secret" }),
      () => {},
    );
    const rows = await t.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBe(existing.passwordHash);
  });
});

describe("createAdmin", () => {
  it("hashes with argon2id at OWASP's minimum: 19 MiB of memory, 2 passes", async () => {
    const admin = await createAdmin(t.db, { username: "kavi", password: "a-long-enough-password" });
    expect(admin.passwordHash.startsWith("$argon2id$v=19$m=19456,t=2,")).toBe(true);
    expect(PASSWORD_HASH_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2 });
  });

  it("refuses an existing username, a blank one and a short password", async () => {
    await insertAdmin(t.db, { username: "kavi" });
    await expect(createAdmin(t.db, { username: "kavi", password: "a-long-enough-password" })).rejects.toThrow(
      AdminAccountError,
    );
    await expect(createAdmin(t.db, { username: "  ", password: "a-long-enough-password" })).rejects.toThrow(
      "The username must be",
    );
    await expect(createAdmin(t.db, { username: "new", password: "short" })).rejects.toThrow("at least 12 characters");
  });
});
