// The project's own import graph, read the way TypeScript reads a file's imports (type-only ones included: a type
// imported both ways still ties two modules together), for the checks on how the code hangs together.
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

export const projectRoot = join(import.meta.dirname, "..", "..");

/** Every source file under `folders`, relative to the project, with the project files it imports. */
export function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of new Bun.Glob(`${folder}/**/*.{ts,tsx}`).scanSync({ cwd: projectRoot })) {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(projectRoot, file), "utf8"), true, true);
      const imported = importedFiles
        .map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => relative(projectRoot, join(projectRoot, dirname(file), specifier)));
      graph.set(file, imported);
    }
  }
  return graph;
}

/** The groups of modules that import each other, directly or round a circle (Tarjan's strongly connected parts). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}
