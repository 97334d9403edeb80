// The README's Layout tree is how a newcomer finds where a change goes, so it must match the repository: every path
// it names exists, the top level is listed whole, and a folder the tree opens (lists entries under) is listed whole
// too, test files aside. A folder it does not open is one line, whatever it holds.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./import-graph.ts";

/** Where a line's name ends and its description starts; a line starting further in continues a description. */
const DESCRIPTION_COLUMN = 20;
const INDENT = 2;
const TEST_FILE = /\.test(-d)?\.tsx?$/;

interface TreeEntry {
  /** the path, folders ending in "/", a `<placeholder>` standing for any one name */
  path: string;
  parent: string;
}

/** The entries of the README's Layout block. */
export function layoutTree(readme: string): TreeEntry[] {
  const block = /^## Layout\n\n```\n([\s\S]*?)\n```/m.exec(readme)?.[1];
  if (block === undefined) throw new Error("README.md has no Layout block");
  const entries: TreeEntry[] = [];
  const parents: string[] = [];
  for (const line of block.split("\n")) {
    const start = line.search(/\S/);
    if (start < 0 || start >= DESCRIPTION_COLUMN) continue;
    const depth = start / INDENT;
    parents.length = depth;
    const parent = parents.join("");
    const names = line.slice(start).split(/ {2,}/)[0]!.split(", ");
    for (const name of names) entries.push({ path: parent + name, parent });
    parents[depth] = names[0]!;
  }
  return entries;
}

const asPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/<[^/>]+>/g, "[^/]+")}`);

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files"], { cwd: projectRoot, encoding: "utf8" }).split("\n").filter(Boolean);
}

/** The names directly in `folder` ("" for the top), folders ending in "/". */
function childrenOf(folder: string, files: string[]): Set<string> {
  const children = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(folder)) continue;
    const rest = file.slice(folder.length);
    const slash = rest.indexOf("/");
    children.add(slash < 0 ? rest : rest.slice(0, slash + 1));
  }
  return children;
}

describe("the README's Layout tree", () => {
  const entries = layoutTree(readFileSync(join(projectRoot, "README.md"), "utf8"));
  const files = trackedFiles();

  it("names only paths that exist", () => {
    const missing = entries.filter(({ path }) => {
      const pattern = asPattern(path);
      return !files.some((file) => (path.endsWith("/") ? pattern.test(file) : pattern.test(file) && file.length));
    });
    expect(missing.map(({ path }) => path)).toEqual([]);
  });

  it("lists the top level and every folder it opens whole, test files aside", () => {
    const opened = new Set(entries.map(({ parent }) => parent));
    const unlisted: string[] = [];
    for (const folder of opened) {
      if (folder.includes("<")) continue;
      const listed = new Set(entries.filter(({ parent }) => parent === folder).map(({ path }) => path));
      for (const child of childrenOf(folder, files)) {
        if (!TEST_FILE.test(child) && !listed.has(folder + child)) unlisted.push(folder + child);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it("reads nested entries under their folder", () => {
    const tree = layoutTree(
      "## Layout\n\n```\nservice/            the server\n  main.ts           start\n                    more about start\n  db/, auth/        data\n.ci/run             CI\n```\n",
    );
    expect(tree).toEqual([
      { path: "service/", parent: "" },
      { path: "service/main.ts", parent: "service/" },
      { path: "service/db/", parent: "service/" },
      { path: "service/auth/", parent: "service/" },
      { path: ".ci/run", parent: "" },
    ]);
  });
});
