// The photos' served files, in DATA_DIR/photos/: each written under a temporary name and renamed, so the folder
// never holds a half-written file under a name that is served; missing ones (a database restored on a new
// machine, a folder lost) are made again from the master in the store.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { photoFileNames } from "#domain/site-content/photos.ts";
import type { PhotoProcessor } from "./processor.ts";
import type { PhotoStore, StoredPhoto } from "./store.ts";

/** Temporary files start with a dot: never a served name, and removed by the sweep. */
const temporaryPrefix = ".";

export type PhotoFiles = ReturnType<typeof createPhotoFiles>;

/** Writes a file under a temporary name in `dir`, then renames it: never half-written under its own name. */
export async function writeFileAtomically(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${temporaryPrefix}${name}.${randomBytes(6).toString("hex")}`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function createPhotoFiles(
  dir: string,
  store: PhotoStore,
  processor: Pick<PhotoProcessor, "variants">,
) {
  async function names(): Promise<string[]> {
    // Made again whenever it is read: a folder lost while the server runs is made anew, with its files.
    await mkdir(dir, { recursive: true });
    return readdir(dir);
  }

  return {
    dir,
    pathOf: (name: string) => path.join(dir, name),
    names,

    /**
     * Makes the files of a photo that are missing, from its master: the one given (an upload's, just made), or
     * the store's (megabytes read on the server's thread: only when they are not at hand).
     */
    async ensure(photo: StoredPhoto, present?: ReadonlySet<string>, given?: Buffer): Promise<number> {
      const have = present ?? new Set(await names());
      const missing = photoFileNames(photo.id, photo.width).filter((name) => !have.has(name));
      if (missing.length === 0) return 0;
      const master = given ?? store.master(photo.id);
      if (!master) throw new Error(`photo ${photo.id} is not in the store`);
      await processor.variants(master, missing, dir);
      return missing.length;
    },

    remove: (name: string) => rm(path.join(dir, name), { force: true }),
  };
}
