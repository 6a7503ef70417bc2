// The photo room: the store of masters, their served files, uploads and the sweep, made once by the
// app. Every photo is processed in one lane, one after another, by the processor's process (processor.ts): a
// batch of eight waits its turn rather than taking the machine from the buyers' requests.
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { photosOf, type SiteContent } from "#domain/site-content/schema.ts";
import type { SiteContentStore } from "../site-content/store.ts";
import { createPhotoFiles } from "./files.ts";
import { checkDimensions, type Master, uploadKind } from "./processing.ts";
import { createPhotoProcessor } from "./processor.ts";
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
  const processor = createPhotoProcessor();
  const files = createPhotoFiles(path.join(options.dataDir, photoFolder), store, processor);
  let lane: Promise<unknown> = Promise.resolve();
  const inLane = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lane.then(work);
    lane = run.catch(() => undefined);
    return run;
  };

  async function checkUpload(bytes: Buffer, declaredType: string, fileName: string) {
    uploadKind(bytes, declaredType, fileName);
    await checkDimensions(bytes);
  }

  return {
    store,
    files,

    /**
     * An upload, checked from its first bytes and header (refusals are HttpErrors with the sentence to show,
     * nothing stored), then cleaned, kept, and every served file written: ready to preview when this resolves.
     */
    async upload(bytes: Buffer, declaredType: string, fileName: string, by: string): Promise<StoredPhoto> {
      await checkUpload(bytes, declaredType, fileName);
      return inLane(async () => {
        const master = await processor.clean(bytes);
        // The row first: a sweep running meanwhile sees a fresh upload and keeps its files.
        const photo = store.add(master, by);
        await files.ensure(photo, undefined, master.bytes);
        return photo;
      });
    },

    /**
     * A photo checked and cleaned as an upload is (the same refusals, no metadata left), for a room that keeps
     * it itself (an order's documents): nothing goes in the photo store.
     */
    async clean(bytes: Buffer, declaredType: string, fileName: string): Promise<Master> {
      await checkUpload(bytes, declaredType, fileName);
      return inLane(() => processor.clean(bytes));
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

    /** An upload is arriving: the processor is started while its bytes come (a phone's take seconds). */
    expectUpload: () => processor.warm(),

    /** Stops the processor's process (the app closing); waits for the work in the lane first. */
    close: () => inLane(() => processor.close()),
  };
}
