// Runs after `react-router build`: the site's generated files (sitemap, robots, manifest, spec sheets), every
// pre-rendered page through the page pipeline (server/site-content/page-pipeline/), Vite's manifest out of the
// published folder, then the pre-compression of everything.
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { compressSite } from "#server/site-content/page-pipeline/compress.ts";
import {
  builtSite,
  pageScriptsFile,
  pageSteps,
  runPagePipeline,
} from "#server/site-content/page-pipeline/page-pipeline.ts";
import { compilePageScripts } from "#server/site-content/page-pipeline/page-script.ts";
import { moveViteManifest } from "#server/site-content/page-pipeline/vite-manifest.ts";
import { writeSpecSheets } from "#server/site-content/spec-sheets/spec-sheets.ts";
import { writeSeoFiles } from "./seo-files.ts";

/**
 * React Router writes each loader's data beside its page (`.data`) for moves inside its client; no public
 * page runs that client, and the owner's pages have no pre-rendered loader, so nothing would fetch them.
 */
async function removeLoaderData(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith(".data"));
  await Promise.all(files.map((e) => rm(path.join(e.parentPath, e.name))));
}

export async function postbuild(buildDir: string): Promise<string> {
  const root = path.join(buildDir, "client");
  // The content the build is made with: the defaults (a publish draws them again with her content).
  const content = defaultSiteContent();
  await writeSeoFiles(root, content);
  const sheets = await writeSpecSheets(root, content);
  await moveViteManifest(buildDir);
  await writeFile(pageScriptsFile(buildDir), JSON.stringify(await compilePageScripts()));
  const site = builtSite(buildDir);
  const pages = await runPagePipeline(root, site);
  await removeLoaderData(root);
  // After every edit: the compressed copies are of the final files.
  const compressed = await compressSite(root);
  await writeFile(path.join(root, ".build-stamp"), new Date().toISOString());
  return (
    `postbuild: ${pages.length} pages through ${pageSteps.length} steps (${pageSteps.map((s) => s.name).join(", ")}); ` +
    `${sheets.length} spec sheets (${sheets.map((s) => `${s.bytes} B`).join(", ")}); ` +
    `page script ${site.pageScripts.everyPage.length} B (on-use ${site.pageScripts.onUse.length} B); pre-compressed ${compressed} files (brotli and gzip)`
  );
}

if (import.meta.main) console.log(await postbuild(path.resolve(import.meta.dirname, "../../build")));
