import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS, lockoutDuration } from "./login-throttle.ts";

describe("lockoutDuration", () => {
  it("is zero below five failures, a minute at five, then doubles up to an hour", () => {
    const minutes = [4, 5, 6, 7, 8, 11, 12, 40, 5000].map((failures) => lockoutDuration(failures) / 60_000);
    expect(minutes).toEqual([0, 1, 2, 4, 8, 60, 60, 60, 60]);
    expect(lockoutDuration(5000)).toBe(LOGIN_LIMITS.longestLockoutMs);
  });
});
