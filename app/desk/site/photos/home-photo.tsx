import type { Home, Photo } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { deskButton } from "../../shared/ui.ts";
import { useEditor } from "../editor-context.tsx";
import { FieldGroup } from "../section-card.tsx";
import { siteSectionWords } from "../words.ts";
import { DescribedPhoto } from "./described-photo.tsx";
import { useAddBox } from "./photo-focus.ts";
import { PhotoInput, UploadList } from "./photo-input.tsx";
import { Note, useNote } from "./photo-note.tsx";
import { described } from "./upload-rules.ts";
import { usePhotoUploads } from "./use-photo-uploads.ts";

const copy = siteSectionWords.photos;

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
