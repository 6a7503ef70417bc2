// The photos' served files, in DATA_DIR/photos/: each written under a temporary name and renamed, so the folder
// never holds a half-written file under a name that is served; missing ones (a database restored on a new
// machine, a folder lost) are made again from the master in the store.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { photoFileNames } from "../../domain/site-content/photos.ts";
import { makeVariants } from "./processing.ts";
import type { PhotoStore, StoredPhoto } from "./store.ts";

/** Temporary files start with a dot: never a served name, and removed by the sweep. */
const temporaryPrefix = ".";

export type PhotoFiles = ReturnType<typeof createPhotoFiles>;

export function createPhotoFiles(dir: string, store: PhotoStore) {
  // Made again whenever it is used: a folder lost while the server runs is made anew, with its files.
  const ready = () => mkdir(dir, { recursive: true });

  async function writeAtomically(name: string, bytes: Buffer): Promise<void> {
    await ready();
    const temporary = path.join(dir, `${temporaryPrefix}${name}.${randomBytes(6).toString("hex")}`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(dir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function names(): Promise<string[]> {
    await ready();
    return readdir(dir);
  }

  return {
    dir,
    pathOf: (name: string) => path.join(dir, name),
    names,
    writeAtomically,

    /** Makes the files of a photo that are missing; its master must be in the store. */
    async ensure(photo: StoredPhoto, present?: ReadonlySet<string>): Promise<number> {
      const have = present ?? new Set(await names());
      const missing = photoFileNames(photo.id, photo.width).filter((name) => !have.has(name));
      if (missing.length === 0) return 0;
      const master = store.master(photo.id);
      if (!master) throw new Error(`photo ${photo.id} is not in the store`);
      await makeVariants(master, missing, writeAtomically);
      return missing.length;
    },

    remove: (name: string) => rm(path.join(dir, name), { force: true }),
  };
}
