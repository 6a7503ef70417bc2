import type { Photo } from "#domain/site-content/schema.ts";
import { moved } from "../content-paths.ts";
import { siteSectionWords } from "../words.ts";

const copy = siteSectionWords.photos;

/** One of a photo's controls: its id (the photo's and the control's) is how the focus finds it again. */
export type PhotoControl = "main" | "earlier" | "later" | "remove";

/** An action on a photo, done and then followed by the focus (its button may move, go or be disabled). */
export type Done = { id: string; control: PhotoControl } | null;

/** A product's photos after an action, whom the focus follows, and what the status region says. */
export type PhotoChange = { photos: Photo[]; done: Done; words: string };

export const makeMain = (photos: Photo[], i: number, photo: Photo): PhotoChange => ({
  photos: moved(photos, i, 0),
  done: { id: photo.id, control: "later" },
  words: copy.madeMain,
});

export const moveEarlier = (photos: Photo[], i: number, photo: Photo): PhotoChange => ({
  photos: moved(photos, i, i - 1),
  done: { id: photo.id, control: "earlier" },
  words: copy.movedTo(i, photos.length),
});

export const moveLater = (photos: Photo[], i: number, photo: Photo): PhotoChange => ({
  photos: moved(photos, i, i + 1),
  done: { id: photo.id, control: "later" },
  words: copy.movedTo(i + 2, photos.length),
});

/** The photo gone; the focus goes to the next one, else the one before (none left: `done` is null). */
export function removePhoto(photos: Photo[], i: number, photo: Photo): PhotoChange {
  const next = photos[i + 1] ?? photos[i - 1];
  return {
    photos: photos.filter((kept) => kept.id !== photo.id),
    done: next ? { id: next.id, control: "remove" } : null,
    words: copy.removed,
  };
}
