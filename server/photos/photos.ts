// The photo room (issue 31): the store of masters, their served files, uploads and the sweep, made once by the
// app. Every photo is processed in one lane, one after another: sharp works off the main thread, but two
// large photos at once would take both of this machine's cores from the buyers' requests.
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { photosOf, type SiteContent } from "../../domain/site-content/schema.ts";
import type { SiteContentStore } from "../site-content/store.ts";
import { createPhotoFiles } from "./files.ts";
import { checkDimensions, cleanMaster, uploadKind } from "./processing.ts";
import { createPhotoStore, type StoredPhoto } from "./store.ts";
import { sweepPhotos } from "./sweep.ts";

/** Where the served files are kept, under DATA_DIR. */
export const photoFolder = "photos";

export type Photos = ReturnType<typeof createPhotos>;

export function createPhotos(
  db: DatabaseSync,
  options: { dataDir: string; site: SiteContentStore; now: () => Date },
) {
  const { site, now } = options;
  const store = createPhotoStore(db, now);
  const files = createPhotoFiles(path.join(options.dataDir, photoFolder), store);
  let lane: Promise<unknown> = Promise.resolve();
  const inLane = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lane.then(work);
    lane = run.catch(() => undefined);
    return run;
  };

  return {
    store,
    files,

    /**
     * An upload, checked from its first bytes and header (refusals are HttpErrors with the sentence to show,
     * nothing stored), then cleaned, kept, and every served file written: ready to preview when this resolves.
     */
    async upload(bytes: Buffer, declaredType: string, fileName: string, by: string): Promise<StoredPhoto> {
      uploadKind(bytes, declaredType, fileName);
      await checkDimensions(bytes);
      return inLane(async () => {
        const master = await cleanMaster(bytes);
        // The row first: a sweep running meanwhile sees a fresh upload and keeps its files.
        const photo = store.add(master, by);
        await files.ensure(photo);
        return photo;
      });
    },

    /** A served file's photo made again if it is missing: in the lane, as an upload. */
    ensure: (photo: StoredPhoto) => inLane(() => files.ensure(photo)),

    /**
     * Before a publish: every photo of the content has all its files (made again from its master where one is
     * missing). Rejects, naming the place, for a photo the store lacks. Undefined, at once, without photos: a
     * publish without photos starts on this tick, as it did before there were photos.
     */
    ensureContent(content: SiteContent): Promise<number> | undefined {
      const used = photosOf(content);
      if (used.length === 0) return undefined;
      return (async () => {
        const present = new Set(await files.names());
        let made = 0;
        for (const { path: where, photo } of used) {
          const stored = store.get(photo.id);
          if (!stored)
            throw new Error(`The photo at ${where.join(".")} is missing from the store: upload it again.`);
          made += await inLane(() => files.ensure(stored, present));
        }
        return made;
      })();
    },

    sweep: () => inLane(() => sweepPhotos({ site, store, files, now })),
  };
}
