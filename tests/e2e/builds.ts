// Waiting for the site's builds: a spec that reads many static pages at once waits until no build is queued or
// running, so it reads one release rather than a swap halfway through another spec's change.
import { type APIRequestContext, expect } from "@playwright/test";

/** How long a save may take to go live while other specs' builds run too. */
export const BUILD_TIMEOUT = 60_000;

export async function waitForIdleBuilds(adminApi: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const builds = (await (await adminApi.get("/api/admin/builds?limit=5")).json()) as { status: string }[];
        return builds.some((build) => build.status === "queued" || build.status === "running");
      },
      { message: "no site build queued or running", timeout: 180_000, intervals: [1_000] },
    )
    .toBe(false);
}
