// The renderer's process (renderer.ts starts it): the owner's content rendered with each language's server build
// (kept by the build in build/server/<code>/, loaded by path), put through the build's page pipeline, and her
// spec sheets drawn on threads of their own (spec-sheets/sheet-workers.ts) while the pages render.
import { rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Lang } from "#domain/i18n.ts";
import type { PageRenderer, RenderEntry } from "#domain/site-content/page-renderer.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import type { FileBytes } from "../site/site-files.ts";
import { etagOf } from "../site/site-files.ts";
import { compressedCopies } from "./page-pipeline/compress.ts";
import { builtSite, type Site, transformPage } from "./page-pipeline/page-pipeline.ts";
import {
  type RendererAnswer,
  type RendererArgument,
  type RendererRequest,
  type RendererWork,
  writtenAt,
} from "./renderer.ts";
import { createSheetWorkers } from "./spec-sheets/sheet-workers.ts";

const { buildDir, sheets: drawer, outDir } = JSON.parse(process.argv[2] ?? "{}") as RendererArgument;
const sheets = createSheetWorkers(drawer);
let assets: Site | undefined;
const builds = new Map<Lang, Promise<{ build: unknown; entry: RenderEntry }>>();
/** Each content being rendered, with its renderer per language (a renderer depends on the list of pages). */
const contents = new Map<
  number,
  { content: SiteContent; paths: string[]; renderers: Map<Lang, Promise<PageRenderer>> }
>();

function serverBuild(lang: Lang) {
  let loaded = builds.get(lang);
  if (!loaded) {
    const file = path.join(buildDir, "server", lang, "index.js");
    loaded = import(pathToFileURL(file).href).then((build: { entry: { module: RenderEntry } }) => ({
      build,
      entry: build.entry.module,
    }));
    builds.set(lang, loaded);
  }
  return loaded;
}

function rendererOf(key: number, lang: Lang): { content: SiteContent; renderer: Promise<PageRenderer> } {
  const held = contents.get(key);
  if (!held) throw new Error("The content to render was not sent first.");
  let renderer = held.renderers.get(lang);
  if (!renderer) {
    renderer = serverBuild(lang).then(({ build, entry }) => entry.pageRenderer(build, held.paths));
    held.renderers.set(lang, renderer);
  }
  return { content: held.content, renderer };
}

async function made(request: RendererWork): Promise<Buffer> {
  if (request.kind === "page") {
    const { content, renderer } = rendererOf(request.key, request.lang);
    const rendered = await (await renderer)(request.path, content);
    if (rendered.status !== 200) {
      throw new Error(`The page ${request.path} could not be rendered (status ${rendered.status}).`);
    }
    assets ??= builtSite(buildDir);
    return Buffer.from(transformPage(request.file, rendered.html, assets));
  }
  const held = contents.get(request.key);
  if (!held) throw new Error("The content to render was not sent first.");
  return sheets.specSheetPdf(held.content, request.productId, request.lang);
}

/** The file written where the server reads it (writtenAt); the answer names what was written. */
async function written(id: number, file: FileBytes): Promise<RendererAnswer> {
  const at = writtenAt(outDir, id);
  await Promise.all([
    writeFile(at.body, file.body),
    file.br && writeFile(at.br, file.br),
    file.gzip && writeFile(at.gzip, file.gzip),
  ]);
  return { id, file: { written: true, br: file.br !== undefined, gzip: file.gzip !== undefined } };
}

/**
 * For a publish, a file made again the same as the served one is not sent back (the server keeps it, with its
 * date); a page is sent with its compressed copies, made here too.
 */
async function answerOf(request: RendererWork): Promise<RendererAnswer> {
  const { id, publish } = request;
  const body = await made(request);
  if (!publish) return written(id, { body });
  if (publish.served === etagOf(body)) return { id, file: { unchanged: true } };
  return written(id, request.kind === "page" ? { body, ...(await compressedCopies(body, true)) } : { body });
}

process.on("message", (request: RendererRequest) => {
  if (request.kind === "content") {
    contents.set(request.key, { content: request.content, paths: request.paths, renderers: new Map() });
  } else if (request.kind === "forget") {
    contents.delete(request.key);
  } else {
    answerOf(request).then(
      (answer) => process.send?.(answer),
      (error: unknown) =>
        process.send?.({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RendererAnswer),
    );
  }
});
// The server gone, its renderer goes too, with the files the server did not read.
process.on("disconnect", () => {
  rmSync(outDir, { recursive: true, force: true });
  process.exit(0);
});
