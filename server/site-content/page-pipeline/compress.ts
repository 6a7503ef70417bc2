// The built site is pre-compressed once, so the server sends .br/.gz files without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const brotliAt = (data: Buffer, quality: number) =>
  brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/**
 * Brotli copies up to this size are made at quality 10 when time counts (a publish): 10 takes a fraction
 * of 11's time for a few more bytes (decision 0007). A larger page, whose first round trip (its budget with
 * the response headers, scripts/checks/byte-budgets.ts) is near, gets 11's bytes.
 */
const quickBrotliUpTo = 13_000;

/**
 * A file's brotli and gzip copies, each only where it saves something (a copy that saves nothing only costs a
 * read). The build takes brotli's best; the site publisher (server/site-content/) asks for `quick` ones.
 */
export async function compressedCopies(data: Buffer, quick = false): Promise<{ br?: Buffer; gzip?: Buffer }> {
  const brotliCopy = async () => {
    const fast = quick ? await brotliAt(data, 10) : undefined;
    return fast && fast.length <= quickBrotliUpTo ? fast : brotliAt(data, constants.BROTLI_MAX_QUALITY);
  };
  const [br, gzipped] = await Promise.all([brotliCopy(), gz(data, { level: constants.Z_BEST_COMPRESSION })]);
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
