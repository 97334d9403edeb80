// `npm run dev`: the service as `npm start` runs it, plus a rebuild of the public site whenever a file under
// site/ or shared/ changes, for someone working on pages. Changes to service/ code still need a restart.
import { watch } from "node:fs";
import { basename, join } from "node:path";
import { firstBuild, publisher } from "./main.ts";
import { projectRoot } from "./publish/paths.ts";

// Tests do not change the pages. Editors and tools write temporary files (`.x.swp`, `x~`, `4913`, `sedAb12`)
// beside the ones they save: a page's source has a name with an extension.
const isPageSource = (file: string) => /^[^.].*\.\w+$/.test(basename(file)) && !/\.test(-d)?\.tsx?$/.test(file);

// Watching from the start would let a save race the first build (two builds writing one snapshot).
await firstBuild;
for (const folder of ["site", "shared"]) {
  watch(join(projectRoot, folder), { recursive: true }, (_event, file) => {
    if (!file || !isPageSource(file)) return;
    publisher.requestRebuild({ reason: `${folder}/${file} changed`, requestedBy: "dev" });
  });
}
console.log("Watching site/ and shared/: the public site rebuilds when one of their files changes.");
