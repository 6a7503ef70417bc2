import { useEffect, useId, useRef, useState } from "react";
import type { PhotoUploaded } from "../../../../domain/desk/site-contract";
import { maxProductPhotos, photoUpload, photoUrl } from "../../../../domain/site-content/photos";
import type { Home, Photo, ProductContent } from "../../../../domain/site-content/schema";
import type { TextPath } from "../../../../domain/site-content/texts";
import { deskButton } from "../../shared/ui";
import { moved } from "../content-paths";
import { useEditor } from "../editor-context";
import { FieldGroup } from "../section-card";
import { TextField } from "../text-field";
import { siteSectionContent } from "../words";
import { type Upload, usePhotoUploads } from "./use-photo-uploads";

const copy = siteSectionContent.photos;
/** Narrow on a phone, two to a row ('Move earlier' fits in half of its width); as wide as the others from sm. */
const compact = (button: string) => button.replace("px-5", "whitespace-nowrap px-2 sm:px-5");
const compactButton = { outline: compact(deskButton.outline), danger: compact(deskButton.danger) };
/** What a phone offers for this input: its camera or its files, for the kinds the server takes. */
const accept = photoUpload.types.join(",");

/** A new photo in the draft: described by her afterwards, in English first. */
const described = (photo: PhotoUploaded): Photo => ({ ...photo, alt: { en: "" } });

/**
 * 'Add photos': the file input itself, kept in the page for keyboards and screen readers but drawn as its
 * label, a button-like control with her words on it.
 */
function PhotoInput({
  label,
  multiple,
  disabled = false,
  describedBy,
  onFiles,
}: {
  label: string;
  multiple: boolean;
  disabled?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied, so choosing the same file again (after a refusal) is a change again.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${deskButton.primary} inline-flex cursor-pointer items-center peer-focus-visible:outline-3 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        {label}
      </label>
    </div>
  );
}

/** The files on their way: each one's progress, then the server's refusal in its words. */
function UploadList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2">
      {uploads.map((upload) => (
        <li key={upload.key} className="min-w-0 text-sm">
          {upload.state === "refused" ? (
            <div
              role="alert"
              className="rounded-lg bg-onion-700/10 px-3 py-2 text-onion-700 ring-1 ring-onion-700/30"
            >
              <p className="break-words font-bold">{copy.refused(upload.name)}</p>
              <p className="font-semibold">{upload.message}</p>
            </div>
          ) : (
            <>
              <span id={`upload-${upload.key}`} className="block break-words text-earth-900">
                {upload.state === "preparing" ? copy.preparing(upload.name) : copy.sending(upload.name)}
              </span>
              <progress
                aria-labelledby={`upload-${upload.key}`}
                value={upload.state === "preparing" ? undefined : upload.sent}
                max={upload.total || 1}
                className="mt-1 h-2 w-full accent-forest-800"
              />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The photo as the desk shows it: the smallest JPEG the site serves, square-cropped beside its fields. */
function Thumbnail({ photo }: { photo: Photo }) {
  return (
    <img
      src={photoUrl(photo.id, 320, "jpeg")}
      width={320}
      height={Math.round((320 * photo.height) / photo.width)}
      // The 'Alt text' beside it says what it shows; read twice, it would only be noise.
      alt=""
      decoding="async"
      className="aspect-square w-20 shrink-0 self-start rounded-lg bg-earth-900/5 object-cover ring-1 ring-earth-900/10 sm:w-32"
    />
  );
}

/** The photo beside its 'Alt text', whose hint is for English, where she describes it first. */
function DescribedPhoto({
  photo,
  altPath,
  className,
}: {
  photo: Photo;
  altPath: TextPath;
  className: string;
}) {
  const { lang } = useEditor();
  return (
    <div className={className}>
      <Thumbnail photo={photo} />
      <div className="min-w-0 flex-1">
        <TextField
          path={altPath}
          field={photo.alt}
          label={copy.alt}
          kind="line"
          hint={lang === "en" ? copy.altHint : undefined}
        />
      </div>
    </div>
  );
}

/** What the last action did, for the status region; said in the language it was done in only. */
function useNote() {
  const { lang } = useEditor();
  const [note, setNote] = useState({ text: "", lang });
  return [note.lang === lang ? note.text : "", (text: string) => setNote({ text, lang })] as const;
}

function Note({ text }: { text: string }) {
  return (
    <p role="status" className="text-earth-700 text-sm empty:hidden">
      {text}
    </p>
  );
}

/**
 * The box around 'Add photo(s)': where the focus goes when no photo is left to take it, on the next frame
 * after a removal (once the removed photo's controls are gone).
 */
function useAddBox() {
  const ref = useRef<HTMLDivElement>(null);
  const input = () => ref.current?.querySelector("input");
  const focusSoon = () => requestAnimationFrame(() => input()?.focus());
  return { ref, input, focusSoon };
}

/** An action on a photo, done and then followed by the focus (its button may move, go or be disabled). */
type Done = { id: string; control: "main" | "earlier" | "later" | "remove" } | null;

/** One of a photo's actions; its id (the photo's and the control's) is how the focus finds it again. */
function PhotoAction({
  id,
  label,
  disabled,
  danger = false,
  onClick,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      id={id}
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={danger ? compactButton.danger : compactButton.outline}
    >
      {label}
    </button>
  );
}

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
    if (shown.current.some((kept) => kept.id === photo.id)) return copy.duplicate;
    if (shown.current.length >= maxProductPhotos) return copy.tooMany(maxProductPhotos);
    change((content) => ({
      ...content,
      products: content.products.map((p) =>
        p.id === product.id ? { ...p, photos: [...(p.photos ?? []), described(photo)] } : p,
      ),
    }));
    setNote(copy.added(name));
    return null;
  });
  const room = maxProductPhotos - photos.length - uploads.pending;
  const full = photos.length >= maxProductPhotos;

  // After a move or a removal, the focus stays with the photo she acted on (or goes to the next one).
  useEffect(() => {
    const target = done.current;
    if (!target) return;
    done.current = null;
    // A photo moved to an end: its move that way is disabled, the way back is the next press.
    const opposite = { earlier: "later", later: "earlier" } as Record<string, string>;
    for (const control of [target.control, opposite[target.control]]) {
      const button = document.getElementById(`photo-${product.id}-${target.id}-${control}`);
      if (button instanceof HTMLButtonElement && !button.disabled) return button.focus();
    }
    const group = document.getElementById(`photo-${product.id}-${target.id}`);
    const next = group?.querySelector<HTMLElement>("button:not(:disabled)") ?? add.input();
    next?.focus();
  });

  const setPhotos = (next: Photo[], target: Done, words: string) => {
    done.current = target;
    set(path, next.length > 0 ? next : undefined);
    setNote(words);
  };

  if (lang !== "en" && photos.length === 0) return null;
  return (
    <FieldGroup legend={siteSectionContent.products.photos}>
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
                    <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-0 sm:flex sm:w-44 sm:flex-col">
                      {i > 0 && (
                        <PhotoAction
                          id={`${base}-main`}
                          label={copy.main}
                          onClick={() =>
                            setPhotos(moved(photos, i, 0), { id: photo.id, control: "later" }, copy.madeMain)
                          }
                        />
                      )}
                      <PhotoAction
                        id={`${base}-earlier`}
                        label={copy.moveEarlier}
                        disabled={i === 0}
                        onClick={() =>
                          setPhotos(
                            moved(photos, i, i - 1),
                            { id: photo.id, control: "earlier" },
                            copy.movedTo(i, photos.length),
                          )
                        }
                      />
                      <PhotoAction
                        id={`${base}-later`}
                        label={copy.moveLater}
                        disabled={i === photos.length - 1}
                        onClick={() =>
                          setPhotos(
                            moved(photos, i, i + 1),
                            { id: photo.id, control: "later" },
                            copy.movedTo(i + 2, photos.length),
                          )
                        }
                      />
                      <PhotoAction
                        id={`${base}-remove`}
                        label={copy.remove}
                        danger
                        onClick={() => {
                          const next = photos[i + 1] ?? photos[i - 1];
                          setPhotos(
                            photos.filter((kept) => kept.id !== photo.id),
                            next ? { id: next.id, control: "remove" } : null,
                            copy.removed,
                          );
                          if (!next) add.focusSoon();
                        }}
                      />
                    </div>
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

/**
 * The home page's 'Hero photo' or 'About photo': one photo in the drawing's place, 'Add photo' or
 * 'Replace photo', 'Remove', and its 'Alt text'.
 */
export function HomePhoto({
  place,
  photo,
  legend,
  hint,
}: {
  place: keyof Pick<Home, "heroPhoto" | "aboutPhoto">;
  photo: Photo | undefined;
  legend: string;
  hint: string;
}) {
  const { lang, set, change } = useEditor();
  const path: TextPath = ["home", place];
  const [note, setNote] = useNote();
  const add = useAddBox();
  const uploads = usePhotoUploads((uploaded, name) => {
    change((content) => ({ ...content, home: { ...content.home, [place]: described(uploaded) } }));
    setNote(copy.added(name));
    return null;
  });
  if (lang !== "en" && !photo) return null;
  return (
    <FieldGroup legend={legend}>
      {lang === "en" && <p className="text-earth-700 text-sm">{photo ? hint : `${copy.none} ${hint}`}</p>}
      {photo && <DescribedPhoto photo={photo} altPath={[...path, "alt"]} className="flex min-w-0 gap-3" />}
      {lang === "en" && (
        <div ref={add.ref} className="flex flex-wrap items-start gap-2">
          <PhotoInput
            label={photo ? copy.replace : copy.addOne}
            multiple={false}
            onFiles={(files) => uploads.start(files, 1, "")}
          />
          {photo && (
            <button
              type="button"
              onClick={() => {
                set(path, undefined);
                setNote(copy.removed);
                add.focusSoon();
              }}
              className={deskButton.danger}
            >
              {copy.remove}
            </button>
          )}
          <div className="basis-full">
            <UploadList uploads={uploads.uploads} />
          </div>
        </div>
      )}
      <Note text={note} />
    </FieldGroup>
  );
}
