// A worker thread drawing spec sheets for the publisher (sheet-workers.ts): drawing a PDF takes the CPU for a
// few hundred milliseconds, which the main thread spends answering requests and rendering pages instead.
import { parentPort, workerData } from "node:worker_threads";
import type { Lang } from "#domain/i18n.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";

/**
 * Which function draws the sheets: a module's URL and the name of its export (sheet-workers.ts), and the
 * folder of the photos' files it reads a product's main photo from.
 */
export type SheetDrawer = { module: string; name: string; photoDir?: string };

/** A function that draws a sheet, given where the photos' files are (spec-sheets.ts specSheetPdf). */
export type SheetDraw = (
  content: SiteContent,
  productId: string,
  lang: Lang,
  options: { photoDir?: string },
) => Promise<Buffer>;

const { module, name, photoDir } = workerData as SheetDrawer;
const draw = (await import(module))[name] as SheetDraw;

export type SheetRequest = { id: number; content: SiteContent; productId: string; lang: Lang };
export type SheetAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on("message", async ({ id, content, productId, lang }: SheetRequest) => {
  try {
    const pdf = await draw(content, productId, lang, photoDir === undefined ? {} : { photoDir });
    parentPort?.postMessage({ id, pdf } satisfies SheetAnswer);
  } catch (error) {
    parentPort?.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies SheetAnswer);
  }
});
