// What is kept, and for how long (decision 0008): the newest 30 published versions and every
// version of the last 180 days; a photo while the draft, a kept version or an upload of the last day uses it.
// Run after each publish and at start; anything else in the photo folder is removed.
import { stat } from "node:fs/promises";
import { parsePhotoFileName } from "#domain/site-content/photos.ts";
import { photosOf } from "#domain/site-content/schema.ts";
import type { SiteContentStore } from "../site-content/store.ts";
import type { PhotoFiles } from "./files.ts";
import type { PhotoStore } from "./store.ts";

export const versionsKept = { newest: 30, days: 180 };
/** An upload not yet saved into the draft: the owner may still be writing its alt text. */
export const uploadGraceMs = 24 * 3_600_000;
/** A temporary file younger than this may be an upload being written now. */
const temporaryGraceMs = 3_600_000;

export type SweepResult = { versions: number; photos: number; files: number };

export async function sweepPhotos(parts: {
  site: SiteContentStore;
  store: PhotoStore;
  files: PhotoFiles;
  now: () => Date;
}): Promise<SweepResult> {
  const { site, store, files, now } = parts;
  const versions = site.pruneVersions(versionsKept);
  const used = new Set<string>();
  for (const content of site.keptContents()) for (const { photo } of photosOf(content)) used.add(photo.id);
  const since = now().getTime() - uploadGraceMs;
  const kept = new Set<string>();
  let photos = 0;
  for (const photo of store.all()) {
    if (used.has(photo.id) || Date.parse(photo.uploadedAt) > since) kept.add(photo.id);
    else {
      store.delete(photo.id);
      photos++;
    }
  }
  let removed = 0;
  for (const name of await files.names()) {
    const id = parsePhotoFileName(name)?.id;
    if (id && kept.has(id)) continue;
    if (!id) {
      const modified = await stat(files.pathOf(name)).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      if (modified > now().getTime() - temporaryGraceMs) continue;
    }
    await files.remove(name);
    removed++;
  }
  return { versions, photos, files: removed };
}
