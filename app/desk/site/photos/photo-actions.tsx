import type { Photo } from "#domain/site-content/schema.ts";
import { deskButton } from "../../shared/ui.ts";
import { siteSectionWords } from "../words.ts";
import { makeMain, moveEarlier, moveLater, type PhotoChange, removePhoto } from "./photo-order.ts";

const copy = siteSectionWords.photos;
/** Narrow on a phone, two to a row ('Move earlier' fits in half of its width); as wide as the others from sm. */
const compact = (button: string) => button.replace("px-5", "whitespace-nowrap px-2 sm:px-5");
const compactButton = { outline: compact(deskButton.outline), danger: compact(deskButton.danger) };

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

/** A photo's 'Main photo' (but the first's), 'Move earlier', 'Move later' and 'Remove'. */
export function PhotoActions({
  photos,
  i,
  photo,
  base,
  onChange,
}: {
  photos: Photo[];
  i: number;
  photo: Photo;
  /** The photo's element id, which its controls' ids extend. */
  base: string;
  onChange: (change: PhotoChange) => void;
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-0 sm:flex sm:w-44 sm:flex-col">
      {i > 0 && (
        <PhotoAction
          id={`${base}-main`}
          label={copy.main}
          onClick={() => onChange(makeMain(photos, i, photo))}
        />
      )}
      <PhotoAction
        id={`${base}-earlier`}
        label={copy.moveEarlier}
        disabled={i === 0}
        onClick={() => onChange(moveEarlier(photos, i, photo))}
      />
      <PhotoAction
        id={`${base}-later`}
        label={copy.moveLater}
        disabled={i === photos.length - 1}
        onClick={() => onChange(moveLater(photos, i, photo))}
      />
      <PhotoAction
        id={`${base}-remove`}
        label={copy.remove}
        danger
        onClick={() => onChange(removePhoto(photos, i, photo))}
      />
    </div>
  );
}
