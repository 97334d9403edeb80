import type { BuildResult } from "../publish/build/builder.ts";

/** What a build that rendered every page of a release reports, for tests that fake the builder. */
export const fakeBuildResult = (releaseId: string, pages = 4): BuildResult => ({
  releaseId,
  pages,
  pagesRendered: pages,
  pagesReused: 0,
  durationMs: 1,
  stages: { astroMs: 1, pagefindMs: 0, swapMs: 0 },
});
