// V8 compiles a function when it first runs, on the main thread, unless told otherwise. Hydration runs almost
// all of React's and the router's start-up code at once, so those lazy compiles pile up into the long tasks
// that block a phone's first tap (Lighthouse's TBT). A file that begins with V8's explicit compile hint is
// compiled whole on a background thread while it downloads (Chromium 136+; other engines read a comment).
// Only the modules a page preloads for its start carry it: code fetched later stays lazily compiled.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { modulePreload } from "./defer-hydration.ts";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** The module URLs the pages preload for their start: parked by defer-hydration.ts, or plain links. */
export function startModules(html: string): string[] {
  const parked = [...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((m) => (m[1] ?? "").split(" "));
  const linked = [...html.matchAll(modulePreload)].map((m) => m[1] ?? "");
  return [...new Set([...parked, ...linked])].filter((url) => url.startsWith("/assets/"));
}

export function withCompileHint(code: string): string {
  return code.startsWith(compileHint) ? code : compileHint + code;
}

/** Adds the hint to every start module of the built pages; returns their URLs. */
export async function hintStartModules(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith(".html"));
  const htmls = await Promise.all(pages.map((e) => readFile(path.join(e.parentPath, e.name), "utf8")));
  const modules = [...new Set(htmls.flatMap(startModules))].sort();
  await Promise.all(
    modules.map(async (url) => {
      const file = path.join(root, url);
      await writeFile(file, withCompileHint(await readFile(file, "utf8")));
    }),
  );
  return modules;
}
