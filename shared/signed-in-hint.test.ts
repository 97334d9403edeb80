import { describe, expect, it } from "vitest";
import { cookiePattern } from "./signed-in-hint.ts";

describe("cookiePattern", () => {
  it("finds a cookie among the page's cookies, first or later", () => {
    expect(cookiePattern("sor_signed_in").test("theme=dark; sor_signed_in=1")).toBe(true);
    expect(cookiePattern("sor_signed_in").test("sor_signed_in=1")).toBe(true);
  });

  it("does not take a cookie whose name only ends with it", () => {
    expect(cookiePattern("sor_signed_in").test("")).toBe(false);
    expect(cookiePattern("sor_signed_in").test("theme=dark; not_sor_signed_in=1")).toBe(false);
    expect(cookiePattern("sor_signed_in").test("sor_admin_signed_in=1")).toBe(false);
  });
});
