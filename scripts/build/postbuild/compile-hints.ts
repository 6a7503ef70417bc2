// V8 compiles a function when it first runs, on the main thread, unless told otherwise. Hydration runs almost
// all of React's and the router's start-up code at once, so those lazy compiles pile up into the long tasks
// that block a phone's first tap (Lighthouse's TBT). A file that begins with V8's explicit compile hint is
// compiled whole on a background thread while it downloads (Chromium 136+; other engines read a comment).
// Only the modules a page preloads for its start carry it: code fetched later stays lazily compiled.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isModulePreload } from "./defer-hydration.ts";
import type { HtmlPage } from "./html-page.ts";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** The module URLs the page preloads for its start, as React Router wrote them (before they are parked). */
export function startModules(page: HtmlPage): string[] {
  const urls = page
    .all("link", isModulePreload)
    .map((link) => link.attributes.href ?? "")
    .filter((url) => url.startsWith("/assets/"));
  if (urls.length === 0) throw new Error("no module preloads (/assets/*.js) to hint");
  return urls;
}

export function withCompileHint(code: string): string {
  return code.startsWith(compileHint) ? code : compileHint + code;
}

/** Adds the hint to each of the modules (URLs under the build root); returns them sorted. */
export async function hintModules(root: string, urls: Iterable<string>): Promise<string[]> {
  const modules = [...new Set(urls)].sort();
  await Promise.all(
    modules.map(async (url) => {
      const file = path.join(root, url);
      await writeFile(file, withCompileHint(await readFile(file, "utf8")));
    }),
  );
  return modules;
}
