// The publisher's own line in the service's log after each release: what asked for the build in the words the
// Publishing screen uses (shared/change-labels.ts), not the code's reason.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { createTestDatabase } from "../test-support/database.ts";
import { fakeBuildResult } from "../test-support/build-result.ts";
import { createPublisher } from "./index.ts";

const env = readEnv({ NODE_ENV: "test", DATA_DIR: "./data/test" });
const database = await createTestDatabase();
afterAll(() => database.close());
beforeEach(() => database.reset());

describe("the publisher's log", () => {
  it("names what asked for a release as the Publishing screen does, and who asked", async () => {
    const lines: string[] = [];
    const publisher = createPublisher(database.db, env, {
      build: () => Promise.resolve(fakeBuildResult("release-1", 12)),
      log: (line) => lines.push(line),
    });
    await publisher.buildNow({
      reason: "business 3: update",
      label: "Ganga Prana Yoga Shala updated",
      requestedBy: "admin:ganga",
    });
    // a request recorded without a label is named from its reason
    await publisher.buildNow({ reason: "category 4: delete", requestedBy: "admin:yamuna" });

    expect(lines).toEqual([
      "Site rebuilt in 0.0 s, 12 pages, for: Ganga Prana Yoga Shala updated (admin:ganga)",
      "Site rebuilt in 0.0 s, 12 pages, for: Category #4 deleted (admin:yamuna)",
    ]);
  });
});
