import { describe, expect, it } from "vitest";
import { NOT_SIGNED_IN_MESSAGE } from "../../../shared/messages.ts";
import { useTestApp } from "../../test-support/app.ts";

const t = await useTestApp();

describe("visitor sign-in before providers are configured", () => {
  it("treats every visitor as signed out", async () => {
    const response = await t.request("GET", "/api/auth/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: NOT_SIGNED_IN_MESSAGE });
  });

  it("sends the sign-in buttons back home with a note that sign-in is unavailable", async () => {
    const response = await t.request("GET", "/api/login");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?signin=unavailable");
  });

  it("sends sign-out back to the home page", async () => {
    const response = await t.request("GET", "/api/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});
