import { describe, expect, it } from "vitest";
import hebrew from "../../../shared/i18n/catalogues/he/accountMenu.json";
import type { SignedInUser } from "../../../shared/schemas/user.ts";
import { avatarInitial, displayName } from "./account-menu.ts";

const user: SignedInUser = {
  firstName: "priya",
  lastName: "Sharma",
  email: "priya@example.com",
  profileImageUrl: null,
};

describe("avatarInitial", () => {
  it("is the upper-cased first letter of the first name", () => {
    expect(avatarInitial(user)).toBe("P");
  });

  it("is U when the first name is missing or blank", () => {
    expect(avatarInitial({ ...user, firstName: null })).toBe("U");
    expect(avatarInitial({ ...user, firstName: "  " })).toBe("U");
  });
});

describe("displayName", () => {
  it("joins the names that are present", () => {
    expect(displayName(user)).toBe("priya Sharma");
    expect(displayName({ ...user, firstName: null })).toBe("Sharma");
  });

  it("says the visitor is signed in, in the page's language, when there is no name", () => {
    const nameless = { ...user, firstName: null, lastName: null };
    expect(displayName(nameless)).toBe("Signed in");
    expect(displayName(nameless, hebrew)).toBe("אתם מחוברים");
  });
});
