import { describe, expect, it } from "vitest";
import { fullName } from "./current-user.ts";

describe("fullName", () => {
  it("joins the names the provider gave, and is empty without any", () => {
    const user = { firstName: " Priya ", lastName: "Sharma", email: "p@example.com", profileImageUrl: null };
    expect(fullName(user)).toBe("Priya Sharma");
    expect(fullName({ ...user, firstName: null, lastName: "  " })).toBe("");
  });
});
