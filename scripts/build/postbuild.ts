// Runs after `react-router build`: the site's generated files (sitemap, robots, manifest, spec sheets), every pre-rendered page through the page
// pipeline (scripts/build/postbuild/page-pipeline.ts), V8's compile hint on the modules the pages start with, Vite's
// manifest out of the published folder, then the pre-compression of everything.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { writeSpecSheets } from "../../spec-sheets/spec-sheets.ts";
import { compileBootScript } from "./postbuild/boot-script.ts";
import { hintModules } from "./postbuild/compile-hints.ts";
import { compressSite } from "./postbuild/compress.ts";
import { pageSteps, runPagePipeline, siteAssets } from "./postbuild/page-pipeline.ts";
import { writeSeoFiles } from "./postbuild/seo-files.ts";
import { moveViteManifest } from "./postbuild/vite-manifest.ts";

export async function postbuild(buildDir: string): Promise<string> {
  const root = path.join(buildDir, "client");
  await writeSeoFiles(root);
  const sheets = await writeSpecSheets(root);
  const site = siteAssets(root, await compileBootScript());
  const pages = await runPagePipeline(root, site);
  const hinted = await hintModules(root, site.startModules);
  await moveViteManifest(buildDir);
  // After every edit: the compressed copies are of the final files.
  const compressed = await compressSite(root);
  await writeFile(path.join(root, ".build-stamp"), new Date().toISOString());
  return (
    `postbuild: ${pages.length} pages through ${pageSteps.length} steps (${pageSteps.map((s) => s.name).join(", ")}); ` +
    `${sheets.length} spec sheets (${sheets.map((s) => `${s.bytes} B`).join(", ")}); ` +
    `compile hint on ${hinted.length} start modules; pre-compressed ${compressed} files (brotli and gzip)`
  );
}

if (import.meta.main) console.log(await postbuild(path.resolve(import.meta.dirname, "../../build")));
