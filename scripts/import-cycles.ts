/**
 * Import cycles among the app's modules (`src`, `cli`), part of `npm run lint`: a module that
 * imports itself through others is loaded half-initialised by one of them. Prints each cycle as
 * the chain of files and exits 1 when there is one.
 *
 * Read as the lint rule it replaces (`import-x/no-cycle`) read them: an import or re-export of
 * values, static or dynamic (`import('…')`), counts; an import of types only (`import type`, or
 * every name marked `type`) does not, as it is gone from the built code. Only relative imports
 * are followed: packages cannot import the app. The rule parsed every module a second time to
 * follow its imports; this reads each module's imports once, with oxc's parser.
 *
 * Usage: tsx scripts/import-cycles.ts [folders…] (default: src cli).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'oxc-parser';

const EXTENSIONS = ['.ts', '.tsx'];

/** Every .ts and .tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers of the imports of values in a module's text (static, re-exports, dynamic). */
export function valueImports(file: string, text: string): string[] {
  const { module } = parseSync(file, text);
  const values = (entries: { isType: boolean }[]) =>
    entries.length === 0 || entries.some((e) => !e.isType);
  return [
    ...module.staticImports.filter((i) => values(i.entries)).map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) =>
      e.entries.flatMap((x) => (x.moduleRequest && !x.isType ? [x.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.flatMap((d) => {
      const quoted = /^(['"`])([^'"`$]*)\1$/.exec(
        text.slice(d.moduleRequest.start, d.moduleRequest.end),
      );
      return quoted ? [quoted[2]!] : [];
    }),
  ];
}

/** The file a relative specifier names, as the bundler resolves it; null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((x) => base + x),
    ...EXTENSIONS.map((x) => join(base, `index${x}`)),
  ];
  return (
    candidates.find((c) => {
      try {
        return statSync(c).isFile();
      } catch {
        return false;
      }
    }) ?? null
  );
}

/**
 * The import cycles among `files` (absolute paths): each a strongly connected group of modules,
 * as one chain from a module back to it. Empty when there is none.
 */
export function importCycles(files: readonly string[]): string[][] {
  const edges = new Map<string, string[]>();
  const known = new Set(files);
  for (const file of files) {
    const targets = valueImports(file, readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null && known.has(t));
    edges.set(file, [...new Set(targets)]);
  }
  // Tarjan's strongly connected components, iterative.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  for (const root of files) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [v, i] = top;
      const out = edges.get(v) ?? [];
      if (i < out.length) {
        top[1] = i + 1;
        const w = out[i]!;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(v)!));
      if (low.get(v) === index.get(v)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== v);
        if (group.length > 1 || (edges.get(v) ?? []).includes(v)) groups.push(group);
      }
    }
  }
  return groups.map((group) => chain(group, edges));
}

/** A path through `group` from its first module back to it (breadth first, so the shortest). */
function chain(group: string[], edges: Map<string, string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of edges.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'cli'];
  const cycles = importCycles(folders.flatMap((f) => sourceFiles(resolve(root, f))));
  for (const c of cycles) {
    console.error(`import cycle: ${c.map((f) => relative(root, f)).join(' → ')}`);
  }
  if (cycles.length > 0) process.exitCode = 1;
}
