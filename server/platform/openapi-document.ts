import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "./config.ts";

/** The OpenAPI document as text, from an app over a throwaway data folder (the document needs no data). */
export async function generatedOpenApi(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "openapi-"));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), siteRoot: dataDir });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
