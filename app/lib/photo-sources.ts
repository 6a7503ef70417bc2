// The files a <picture> of one of her photos offers, shared by the pages (app/components/photo.tsx) and the
// gallery's script (app/islands/gallery.ts), which builds its larger view's <picture> from the same names.
import { type PhotoFormat, photoUrl, widthsOf } from "#domain/site-content/photos.ts";

type PhotoFile = { id: string; width: number };

/** The width of the JPEG a browser without `srcset` loads: a phone's screenful. */
export const fallbackWidth = 640;

/** A `srcset` of the photo's served widths (up to `maxWidth`) in one format: "/photos/<id>-320.avif 320w, …". */
export function photoSrcSet(
  photo: PhotoFile,
  format: PhotoFormat,
  maxWidth = Number.POSITIVE_INFINITY,
): string {
  const widths = widthsOf(photo.width);
  const offered = widths.filter((w) => w <= maxWidth);
  return (offered.length > 0 ? offered : widths.slice(0, 1))
    .map((width) => `${photoUrl(photo.id, width, format)} ${width}w`)
    .join(", ");
}

/** The photo's largest JPEG up to `width`: what a plain link or an old browser gets. */
export function photoJpeg(photo: PhotoFile, width = fallbackWidth): string {
  const widths = widthsOf(photo.width);
  const fit = widths.filter((w) => w <= width).at(-1) ?? (widths[0] as number);
  return photoUrl(photo.id, fit, "jpeg");
}
