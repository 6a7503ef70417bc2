// The pre-rendered HTML already shows the whole page; React's code only makes it interactive. React Router
// preloads that code at high priority, so on a slow link it competes with the HTML and CSS for the first
// paint. Marking the preloads `fetchpriority="low"` lets the browser fetch CSS (and the LCP image) first.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export function deprioritiseModulePreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

export async function deprioritiseScripts(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    pages.map(async (file) => writeFile(file, deprioritiseModulePreloads(await readFile(file, "utf8")))),
  );
}
