import { afterEach, describe, expect, it, vi } from "vitest";
import { insertAdmin, TEST_ADMIN } from "../test-support/admin.ts";
import { useTestApp } from "../test-support/app.ts";
import { logIn } from "./login.ts";

const t = await useTestApp(async (db) => {
  await insertAdmin(db);
});
const ip = "203.0.113.7";

/** "$argon2id$v=19$m=…,t=…,p=…": what an argon2 hash says about its own cost. */
const costOf = (hash: unknown) => (typeof hash === "string" ? hash.split("$").slice(1, 4).join("$") : "no hash");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("logIn", () => {
  it("opens a session for the right password", async () => {
    const signedIn = await logIn(t.db, { ...TEST_ADMIN, ip });
    expect(signedIn?.admin.username).toBe(TEST_ADMIN.username);
    expect(signedIn?.session.token).toMatch(/^[a-z2-7]{32}$/);
  });

  it("costs an unknown username the same one password check, at the same cost, as a known one", async () => {
    await logIn(t.db, { username: "warm-up", password: "x", ip }); // the dummy hash is made on first use
    const hash = vi.spyOn(Bun.password, "hash");
    const verify = vi.spyOn(Bun.password, "verify");

    expect(await logIn(t.db, { username: TEST_ADMIN.username, password: "a guess", ip })).toBeUndefined();
    expect(await logIn(t.db, { username: "nobody", password: "a guess", ip })).toBeUndefined();

    expect(hash).not.toHaveBeenCalled();
    expect(verify).toHaveBeenCalledTimes(2);
    const [knownCost, unknownCost] = verify.mock.calls.map(([, hash]) => costOf(hash));
    expect(unknownCost).toBe(knownCost);
    expect(knownCost).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });
});
