// Vite's manifest of the client build (vite.config.ts sets build.manifest): each source module's file and
// static imports, which scripts/checks/budgets.ts reads instead of the minified code. Vite writes it into
// build/client/.vite; build/client may be published as it is on any static host (docs/deployment.md), so the build
// moves it out, next to build/client.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Manifest } from "vite";

/** Where the build keeps the manifest: outside the published folder. */
export const viteManifestFile = (buildDir: string) => path.join(buildDir, "vite-manifest.json");

export async function moveViteManifest(buildDir: string): Promise<void> {
  const written = path.join(buildDir, "client/.vite");
  if (!existsSync(path.join(written, "manifest.json")))
    throw new Error(`no ${path.join(written, "manifest.json")}: vite.config.ts must set build.manifest`);
  await mkdir(buildDir, { recursive: true });
  await rename(path.join(written, "manifest.json"), viteManifestFile(buildDir));
  await rm(written, { recursive: true });
}

export function readViteManifest(buildDir: string): Manifest {
  return JSON.parse(readFileSync(viteManifestFile(buildDir), "utf8")) as Manifest;
}
