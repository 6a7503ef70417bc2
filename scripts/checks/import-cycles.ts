// Fails when modules of the project import each other, directly or round a longer loop (type-only imports
// included: a loop of types still ties the modules' meanings together), and when the server's rooms (its
// top-level folders) do, though no module loops: a room that imports a room importing it back cannot be read,
// moved or tested without it. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file && existsSync(path.join(root, file)));
const known = new Set(files);

// `from "…"`, `import "…"`, `import("…")`, `export … from "…"`: every specifier written as a literal.
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'\n]+)["']/g;

function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.split("?")[0] ?? "";
  let base: string;
  if (bare.startsWith("./") || bare.startsWith("../")) base = path.posix.join(path.posix.dirname(from), bare);
  else if (bare.startsWith("~/lang/")) base = `domain/words/en/${bare.slice("~/lang/".length)}`;
  else if (bare.startsWith("#")) base = bare.slice(1);
  else return undefined;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ending) => base + ending)
    .find((f) => known.has(f));
}

const graph = new Map(
  files.map((file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const targets = [...text.matchAll(specifiers)].flatMap((match) => resolve(file, match[1] ?? "") ?? []);
    return [file, [...new Set(targets)]] as const;
  }),
);

// Tarjan's strongly connected components: any component of more than one node, or a node importing itself, is
// a cycle.
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * A server module's room: the top-level folder under server/ it sits in. The files at server/'s top put the
 * rooms together (app.ts, main.ts, the desk's plugin) and belong to none; nor do tests, which may build the
 * whole app to drive their own room.
 */
function roomOf(file: string): string | undefined {
  const [top, room, ...rest] = file.split("/");
  if (top !== "server" || room === undefined || rest.length === 0 || /\.test\.tsx?$/.test(file))
    return undefined;
  return room;
}

// Room to room, with one import that makes each edge, to name in the message.
const roomGraph = new Map<string, string[]>();
const witness = new Map<string, string>();
for (const [file, targets] of graph) {
  const from = roomOf(file);
  if (from === undefined) continue;
  for (const target of targets) {
    const to = target.startsWith("server/") ? target.split("/")[1] : undefined;
    if (to === undefined || to === from || target.split("/").length < 3) continue;
    const edges = roomGraph.get(from) ?? [];
    if (!edges.includes(to)) roomGraph.set(from, [...edges, to]);
    if (!witness.has(`${from} ${to}`)) witness.set(`${from} ${to}`, `${file} -> ${target}`);
  }
}

const cycles = cyclesOf(graph);
const roomCycles = cyclesOf(roomGraph);
const rooms = new Set(files.flatMap((file) => roomOf(file) ?? []));
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" <-> ")}`);
for (const rooms of roomCycles) {
  console.error(`server rooms in a cycle: ${rooms.join(", ")}`);
  for (const from of rooms) {
    for (const to of roomGraph.get(from) ?? []) {
      if (rooms.includes(to)) console.error(`  ${from} -> ${to}: ${witness.get(`${from} ${to}`)}`);
    }
  }
}
if (cycles.length + roomCycles.length > 0) process.exit(1);
console.log(
  `import-cycles: ${files.length} modules, no cycle; ${rooms.size} server rooms, no cycle among them`,
);
