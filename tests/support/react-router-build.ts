// React Router's own output, for the pipeline's tests: the project built in a temporary copy, so the tests
// see real pages (and the project's build/, which holds the pipeline's output, is left alone).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What `react-router build` reads. */
const sources = [
  "app",
  "domain",
  "public",
  "scripts/build/flag-assets.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
];

/** Builds the site with `react-router build` alone; returns the build folder (client/ inside). */
export function buildWithReactRouter(): string {
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
  return path.join(copy, "build");
}
