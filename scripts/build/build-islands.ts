// Each language's islands (app/islands/) as a Vite build of their own, beside React Router's: their modules
// are the only JavaScript of the public pages (server/site-content/page-pipeline/page-islands.ts), and "~/lang/…" resolves to
// the language's catalogues, as in vite.config.ts.
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build, type Manifest } from "vite";
import type { Lang } from "#domain/i18n.ts";
import { islandEntry, islandKey, islandsOf } from "#server/site-content/page-pipeline/page-islands.ts";
import { flagAssets } from "./flag-assets.ts";

/**
 * Builds a language's islands of the project at `root` into its build/client/assets; returns their entries of
 * Vite's manifest, keyed as islandKey names them, for the build's merged manifest.
 */
export async function buildIslands(root: string, lang: Lang): Promise<Manifest> {
  const catalogues = path.join(root, "domain/words", lang);
  const outDir = path.join(root, `build/islands-${lang}`);
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    plugins: [flagAssets()],
    resolve: { alias: [{ find: /^~\/lang\//, replacement: `${catalogues}/` }], tsconfigPaths: true },
    define: { __SITE_LANG__: JSON.stringify(lang) },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: true,
      // The pages name each island's imports themselves (page-islands.ts): no polyfill, no helper.
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(islandsOf(lang).map((name) => [name, islandEntry(name)])),
      },
    },
  });
  cpSync(path.join(outDir, "assets"), path.join(root, "build/client/assets"), { recursive: true });
  const own = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  rmSync(outDir, { recursive: true, force: true });
  const key = (k: string) => islandKey(lang, k);
  return Object.fromEntries(
    Object.entries(own).map(([k, chunk]) => [key(k), { ...chunk, imports: chunk.imports?.map(key) }]),
  );
}
