import { describe, expect, it } from "vitest";
import { DASHBOARD_PATH, loginPathReturningTo, safeNextPath, withoutBase } from "./paths.ts";

describe("the login's return path", () => {
  it("returns to the admin screen that was asked for, with its query", () => {
    expect(safeNextPath("/businesses?q=yoga")).toBe("/businesses?q=yoga");
    expect(safeNextPath(new URLSearchParams(loginPathReturningTo("/blog/3/edit").split("?")[1]).get("next"))).toBe(
      "/blog/3/edit",
    );
  });

  it("never leaves the admin app", () => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(safeNextPath(next)).toBe(DASHBOARD_PATH);
    }
  });

  it("goes to the dashboard when nothing was asked for or the login itself was", () => {
    expect(safeNextPath(null)).toBe(DASHBOARD_PATH);
    expect(safeNextPath("/")).toBe(DASHBOARD_PATH);
    expect(safeNextPath("/login?next=/x")).toBe(DASHBOARD_PATH);
  });
});

describe("paths inside the admin app", () => {
  it("drops the /admin base the router reports", () => {
    expect(withoutBase("/admin/blog/3/edit")).toBe("/blog/3/edit");
    expect(withoutBase("/admin")).toBe("/");
    expect(withoutBase("/administrators")).toBe("/administrators");
  });
});
