// Adds the generated SEO files, then pre-compresses the built site once, so the server sends .br/.gz files
// without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { hintStartModules } from "./compile-hints.ts";
import { deferHydrationOfPages } from "./defer-hydration.ts";
import { inlineStylesheetsOfPages } from "./inline-css.ts";
import { inlineImagesOfPages } from "./inline-images.ts";
import { writeSeoFiles } from "./seo-files.ts";

const root = path.resolve(import.meta.dirname, "../build/client");
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function compressFile(file: string): Promise<void> {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A compressed copy that saves nothing only costs a disk read.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

await writeSeoFiles(root);
await deferHydrationOfPages(root);
await inlineStylesheetsOfPages(root);
await inlineImagesOfPages(root);
const hinted = await hintStartModules(root);
const entries = await readdir(root, { recursive: true, withFileTypes: true });
const files = entries
  .filter((e) => e.isFile() && compressible.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));
await Promise.all(files.map(compressFile));
await writeFile(path.join(root, ".build-stamp"), new Date().toISOString());
console.log(
  `postbuild: compile hint on ${hinted.length} start modules; pre-compressed ${files.length} files (brotli and gzip)`,
);
