// The owner's photographs: what an upload may be, and the files every photo is served as. A photo in
// the content is a reference ({id, width, height, alt}); its bytes live in the photo store (server/photos/),
// cleaned (upright, sRGB, no metadata), and are served only as the variants named here, never as uploaded.

/** What an upload may be: its declared type, its size and its pixels (a decompression bomb is refused by pixels). */
export const photoUpload = {
  types: ["image/jpeg", "image/png", "image/webp"],
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  /** Both sides at least this many pixels: smaller shows blurred on a phone's screen. */
  minSide: 320,
  /**
   * The long side at most this many times the short one. A phone's panorama fits; a sliver does not: its master,
   * cut to 4096 px long, would keep less than minSide across (4096 / 10 is still above it), each crop of it would
   * be a few pixels blown up, and making them would take a minute while every other photo waits.
   */
  maxAspect: 10,
} as const;
export type PhotoType = (typeof photoUpload.types)[number];

/** The most photos a product shows; the first is its main photo. */
export const maxProductPhotos = 8;

/** The widths a photo is served at (only those up to its own width; a narrower photo is served at its own). */
export const photoWidths = [320, 480, 640, 960, 1280, 1920] as const;

/** The formats, best first: a `<picture>` offers AVIF, then WebP, and the JPEG is the `<img>` everyone reads. */
export const photoFormats = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof photoFormats)[number];
const extensionOf: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const mimeOf: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * Fixed-size JPEG crops of a photo: Google's recommended 1:1, 4:3 and 16:9 for a product's structured data, and
 * the 1200 × 630 a link preview (Open Graph) shows.
 */
export const photoCrops = {
  "1x1": { width: 1200, height: 1200 },
  "4x3": { width: 1200, height: 900 },
  "16x9": { width: 1200, height: 675 },
  og: { width: 1200, height: 630 },
} as const;
export type PhotoCrop = keyof typeof photoCrops;

/** A photo's id: the first 32 hex digits of the SHA-256 of its cleaned bytes, so its files' names change with it. */
export const photoIdPattern = /^[0-9a-f]{32}$/;

/** Where the photos' files are served from (cached for a year: their names change when their bytes do). */
export const photoBase = "/photos/";

/** "/photos/<id>-640.avif" */
export function photoUrl(id: string, width: number, format: PhotoFormat): string {
  return `${photoBase}${id}-${width}.${extensionOf[format]}`;
}

/** "/photos/<id>-og.jpg" */
export function photoCropUrl(id: string, crop: PhotoCrop): string {
  return `${photoBase}${id}-${crop}.jpg`;
}

/** The widths a photo of this width is served at. */
export function widthsOf(photoWidth: number): number[] {
  const widths: number[] = photoWidths.filter((w) => w <= photoWidth);
  return widths.length > 0 ? widths : [photoWidth];
}

/** Every file name a photo is served as (its widths in every format, its crops): what the store must hold. */
export function photoFileNames(id: string, photoWidth: number): string[] {
  const name = (url: string) => url.slice(photoBase.length);
  return [
    ...widthsOf(photoWidth).flatMap((w) => photoFormats.map((f) => name(photoUrl(id, w, f)))),
    ...(Object.keys(photoCrops) as PhotoCrop[]).map((crop) => name(photoCropUrl(id, crop))),
  ];
}

/** A served photo file's name, read back: its id and what it is (a width and format, or a crop). */
export function parsePhotoFileName(
  name: string,
): { id: string; width: number; format: PhotoFormat } | { id: string; crop: PhotoCrop } | undefined {
  const match = /^([0-9a-f]{32})-([0-9]+|1x1|4x3|16x9|og)\.(avif|webp|jpg)$/.exec(name);
  if (!match) return undefined;
  const [, id = "", what = "", ext] = match;
  if (what in photoCrops) return ext === "jpg" ? { id, crop: what as PhotoCrop } : undefined;
  const format = (Object.keys(extensionOf) as PhotoFormat[]).find((f) => extensionOf[f] === ext);
  const width = Number(what);
  return format && String(width) === what ? { id, width, format } : undefined;
}
