import { describe, expect, it } from "vitest";
import { moderationActions, reviewBadge } from "./moderation.ts";

describe("moderationActions", () => {
  it("offers Approve and Hide for a held review, Hide for a published one, Approve for a hidden one", () => {
    expect(moderationActions("held").map((action) => action.label)).toEqual(["Approve", "Hide"]);
    expect(moderationActions("published")).toEqual([{ to: "hidden", label: "Hide" }]);
    expect(moderationActions("hidden")).toEqual([{ to: "published", label: "Approve" }]);
  });

  it("labels every status", () => {
    expect(reviewBadge("held").label).toBe("Held");
  });
});
