// The built site is pre-compressed once, so the server sends .br/.gz files without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A file's brotli and gzip copies, each only where it saves something (a copy that saves nothing only costs a
 * read). The site publisher (server/site-content/) compresses the pages it publishes with it too.
 */
export async function compressedCopies(data: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < data.length ? { br } : {}),
    ...(gzipped.length < data.length ? { gzip: gzipped } : {}),
  };
}

async function compressFile(file: string): Promise<void> {
  const { br, gzip } = await compressedCopies(await readFile(file));
  if (br) await writeFile(`${file}.br`, br);
  if (gzip) await writeFile(`${file}.gz`, gzip);
}

/** Writes the .br and .gz siblings of every compressible file under root; returns how many files. */
export async function compressSite(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && compressible.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(files.map(compressFile));
  return files.length;
}
