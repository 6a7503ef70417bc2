import { useId, useRef } from "react";
import { maxProductPhotos } from "#domain/site-content/photos.ts";
import type { Photo, ProductContent } from "#domain/site-content/schema.ts";
import { useEditor } from "../editor-context.tsx";
import { FieldGroup } from "../section-card.tsx";
import { siteSectionWords } from "../words.ts";
import { DescribedPhoto } from "./described-photo.tsx";
import { PhotoActions } from "./photo-actions.tsx";
import { useAddBox, useFocusAfterAction } from "./photo-focus.ts";
import { PhotoInput, UploadList } from "./photo-input.tsx";
import { Note, useNote } from "./photo-note.tsx";
import type { Done, PhotoChange } from "./photo-order.ts";
import { described, productPhotoRefusal, productPhotoRoom } from "./upload-rules.ts";
import { usePhotoUploads } from "./use-photo-uploads.ts";

const copy = siteSectionWords.photos;

/**
 * A product's 'Photos': up to eight, the first the main one, each with its 'Alt text', 'Main photo',
 * 'Move earlier', 'Move later' and 'Remove'; 'Add photos' takes several files at once. In another language,
 * only the photos' alt texts are edited (the photos are the same in every language).
 */
export function ProductPhotos({ product, at }: { product: ProductContent; at: number }) {
  const { lang, set, change } = useEditor();
  const photos = product.photos ?? [];
  const path = ["products", at, "photos"];
  const [note, setNote] = useNote();
  const done = useRef<Done>(null);
  const add = useAddBox();
  const fullId = useId();
  // The photos as last drawn: an upload ends after other edits, and is checked against them.
  const shown = useRef(photos);
  shown.current = photos;
  const uploads = usePhotoUploads((photo, name) => {
    const refusal = productPhotoRefusal(shown.current, photo);
    if (refusal) return refusal;
    change((content) => ({
      ...content,
      products: content.products.map((p) =>
        p.id === product.id ? { ...p, photos: [...(p.photos ?? []), described(photo)] } : p,
      ),
    }));
    setNote(copy.added(name));
    return null;
  });
  const { room, full } = productPhotoRoom(photos, uploads.pending);

  useFocusAfterAction(product.id, done, add);

  const setPhotos = (next: Photo[], target: Done, words: string) => {
    done.current = target;
    set(path, next.length > 0 ? next : undefined);
    setNote(words);
  };
  const apply = (action: PhotoChange) => {
    setPhotos(action.photos, action.done, action.words);
    if (!action.done) add.focusSoon();
  };

  if (lang !== "en" && photos.length === 0) return null;
  return (
    <FieldGroup legend={siteSectionWords.products.photos}>
      {lang === "en" && (
        <p className="text-earth-700 text-sm">
          {photos.length === 0 ? `${copy.none} ` : ""}
          {copy.intro(maxProductPhotos)}
        </p>
      )}
      {photos.length > 0 && (
        // On a phone each photo takes the full width, between rules: a box in a box would narrow its field.
        <ol className="divide-y divide-earth-900/10 sm:space-y-3 sm:divide-y-0">
          {photos.map((photo, i) => {
            const base = `photo-${product.id}-${photo.id}`;
            return (
              <li key={photo.id} className="py-3 first:pt-0 sm:py-0">
                <fieldset
                  id={base}
                  className="min-w-0 sm:flex sm:items-start sm:gap-4 sm:rounded-lg sm:border sm:border-earth-900/10 sm:p-3"
                >
                  <legend className="flex items-center gap-2 px-1 font-bold text-forest-900 text-sm">
                    {copy.photo(i + 1)}
                    {i === 0 && (
                      <span className="rounded-full bg-forest-100 px-2 py-0.5 text-forest-900 text-xs">
                        {copy.main}
                      </span>
                    )}
                  </legend>
                  <DescribedPhoto
                    photo={photo}
                    altPath={[...path, i, "alt"]}
                    className="flex min-w-0 flex-1 gap-3"
                  />
                  {lang === "en" && (
                    <PhotoActions photos={photos} i={i} photo={photo} base={base} onChange={apply} />
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {lang === "en" && (
        <div ref={add.ref} className="space-y-2">
          <PhotoInput
            label={copy.add}
            multiple
            disabled={full}
            describedBy={full ? fullId : undefined}
            onFiles={(files) => uploads.start(files, room, copy.tooMany(maxProductPhotos))}
          />
          {full && (
            <p id={fullId} className="text-earth-700 text-sm">
              {copy.full(maxProductPhotos)}
            </p>
          )}
          <UploadList uploads={uploads.uploads} />
        </div>
      )}
      <Note text={note} />
    </FieldGroup>
  );
}
