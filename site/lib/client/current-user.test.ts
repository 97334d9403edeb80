import { describe, expect, it } from "vitest";
import { fullName, hasSignedInHint } from "./current-user.ts";

describe("hasSignedInHint", () => {
  it("finds the signed-in hint among the page's cookies", () => {
    expect(hasSignedInHint("theme=dark; sor_signed_in=1")).toBe(true);
    expect(hasSignedInHint("sor_signed_in=1")).toBe(true);
  });

  it("is false without it, so an anonymous visitor's page asks nothing", () => {
    expect(hasSignedInHint("")).toBe(false);
    expect(hasSignedInHint("theme=dark; not_sor_signed_in=1")).toBe(false);
  });
});

describe("fullName", () => {
  it("joins the names the provider gave, and is empty without any", () => {
    const user = { firstName: " Priya ", lastName: "Sharma", email: "p@example.com", profileImageUrl: null };
    expect(fullName(user)).toBe("Priya Sharma");
    expect(fullName({ ...user, firstName: null, lastName: "  " })).toBe("");
  });
});
