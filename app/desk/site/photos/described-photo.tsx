import { photoUrl } from "#domain/site-content/photos.ts";
import type { Photo } from "#domain/site-content/schema.ts";
import type { TextPath } from "#domain/site-content/texts.ts";
import { useEditor } from "../editor-context.tsx";
import { TextField } from "../text-field.tsx";
import { siteSectionWords } from "../words.ts";

const copy = siteSectionWords.photos;

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
export function DescribedPhoto({
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
