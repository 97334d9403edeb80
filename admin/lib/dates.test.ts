import { describe, expect, it } from "vitest";
import { formatTimeAgo } from "./dates.ts";

const now = new Date("2026-03-10T12:00:00Z");
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("how long ago a moment was", () => {
  it("reads the last few seconds, and a clock slightly ahead, as just now", () => {
    expect(formatTimeAgo(before(10), now)).toBe("just now");
    expect(formatTimeAgo(before(-5), now)).toBe("just now");
  });

  it("picks the largest whole unit", () => {
    expect(formatTimeAgo(before(50), now)).toBe("50 seconds ago");
    expect(formatTimeAgo(before(60), now)).toBe("1 minute ago");
    expect(formatTimeAgo(before(5 * 60 + 59), now)).toBe("5 minutes ago");
    expect(formatTimeAgo(before(3 * 3600), now)).toBe("3 hours ago");
    expect(formatTimeAgo(before(26 * 3600), now)).toBe("yesterday");
    expect(formatTimeAgo(before(15 * 86400), now)).toBe("2 weeks ago");
    expect(formatTimeAgo(before(70 * 86400), now)).toBe("2 months ago");
    expect(formatTimeAgo(before(800 * 86400), now)).toBe("2 years ago");
  });
});
