// The public pages' route modules run at build time only: React renders them to HTML (the pre-render), and no
// browser ever runs them (their pages load no router; server/site-content/page-pipeline/page-islands.ts). React Router still
// builds every route of app/routes.ts for the browser, for the owner's app, so in the client build this plugin
// puts a module without content in their place: the site's words never travel as JavaScript, and a content
// change re-renders HTML alone.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Each exported name of a route module (`export default`, `export function meta`, `export const loader`). */
export function exportNames(source: string): string[] {
  const names = [...source.matchAll(/^export\s+(?:async\s+)?(?:function|const|let)\s+(\w+)/gm)].map(
    (match) => match[1] ?? "",
  );
  return /^export\s+default\b/m.test(source) ? ["default", ...names] : names;
}

/** Vite plugin: the route modules whose files `files` lists (relative to app/) become empty in the client build. */
export function buildTimeRoutes(appDirectory: string, files: readonly string[]): Plugin {
  const stubbed = new Set(files.map((file) => path.join(appDirectory, file)));
  return {
    name: "build-time-routes",
    // Not in React Router's child compiler (a dev server), which reads each route's real exports.
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (!stubbed.has(id)) return;
      // The same names, so React Router's client route modules still find what they re-export.
      return exportNames(readFileSync(id, "utf8"))
        .map((name) =>
          name === "default" ? "export default () => null;" : `export const ${name} = undefined;`,
        )
        .join("\n");
    },
  };
}
