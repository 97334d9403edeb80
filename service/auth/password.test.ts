import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyAgainstDummy, verifyPassword } from "./password.ts";

const { algorithm, memoryCost, timeCost } = PASSWORD_HASH_OPTIONS;
const HASH_OF_ADMIN_COST = `$${algorithm}$v=19$m=${memoryCost},t=${timeCost},`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("password checks", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash.startsWith(HASH_OF_ADMIN_COST)).toBe(true);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery!", hash)).toBe(false);
  });

  it("spends on an unknown username the one argon2id check a real admin's costs, and no hashing", async () => {
    await verifyAgainstDummy("warm-up"); // the dummy hash is made once, on first use
    const hash = vi.spyOn(Bun.password, "hash");
    const verify = vi.spyOn(Bun.password, "verify");

    expect(await verifyAgainstDummy("a guess")).toBe(false);

    expect(hash).not.toHaveBeenCalled();
    expect(verify).toHaveBeenCalledOnce();
    const [password, dummyHash] = verify.mock.calls[0]!;
    expect(password).toBe("a guess");
    expect(dummyHash).toSatisfy((value) => typeof value === "string" && value.startsWith(HASH_OF_ADMIN_COST));
  });
});
