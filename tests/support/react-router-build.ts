// React Router's own output and the English islands, for the pipeline's tests: the project built in a
// temporary copy, so the tests see real pages (and the project's build/, which holds the pipeline's output,
// is left alone).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIslands } from "#scripts/build/build-islands.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What `react-router build` reads. */
const sources = [
  "app",
  "domain",
  "public",
  "scripts/build/flag-assets.ts",
  "scripts/build/build-time-routes.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
];

/** Builds the English site with `react-router build` and its islands; returns the build folder (client/ inside). */
export async function buildWithReactRouter(): Promise<string> {
  const copy = mkdtempSync(path.join(os.tmpdir(), "pipeline-"));
  for (const source of sources)
    cpSync(path.join(projectRoot, source), path.join(copy, source), { recursive: true });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(copy, "node_modules"));
  const cli = path.join(projectRoot, "node_modules/@react-router/dev/bin.cjs");
  execFileSync(process.execPath, [cli, "build"], {
    cwd: copy,
    stdio: "pipe",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const manifestFile = path.join(copy, "build/client/.vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  writeFileSync(manifestFile, JSON.stringify({ ...manifest, ...(await buildIslands(copy, "en")) }));
  return path.join(copy, "build");
}
