// The owner's photos as they are kept and served, made with sharp (libvips). An upload is read for
// what it is from its first bytes and its header before any pixel is decoded (a decompression bomb is refused
// by its declared size), then decoded once into the cleaned master: upright by its orientation tag, sRGB, no
// metadata block at all, at most 4096 px on its longest side, JPEG quality 90. Every served file is made from
// that master, never from the camera's bytes.
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import {
  type PhotoCrop,
  type PhotoFormat,
  parsePhotoFileName,
  photoCrops,
  photoUpload,
  photoWidths,
} from "#domain/site-content/photos.ts";
import { HttpError } from "../platform/errors.ts";

// libvips' operation cache holds decoded images for reuse; each master is read a few times, then never again.
sharp.cache(false);

/** The longest side of a kept master: more than the widest served file (1920) and a 4K screen need. */
export const masterMaxSide = 4096;
const masterQuality = 90;

/** The kinds of file a photo may arrive as, told apart by their first bytes, not by their name or label. */
type Sniffed = "jpeg" | "png" | "webp" | "heic" | "avif" | "svg" | "pdf" | "gif" | "tiff" | "unknown";

export function sniff(bytes: Buffer): Sniffed {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return "heic";
  }
  if (ascii(0, 5) === "%PDF-") return "pdf";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return "tiff";
  // SVG is XML text: sharp would render it (and its external references); it is never a photo here.
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (
    /^<(\?xml|svg|!DOCTYPE svg|!--)/i.test(head) &&
    /<svg[\s>]/i.test(bytes.subarray(0, 64 * 1024).toString("utf8"))
  )
    return "svg";
  return "unknown";
}

const asJpeg = "Save the photo as JPEG and try again.";

const typeOfKind: Partial<Record<Sniffed, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const kindOfName: Record<string, Sniffed> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  jfif: "jpeg",
  png: "png",
  webp: "webp",
  heic: "heic",
  heif: "heic",
  avif: "avif",
  svg: "svg",
  pdf: "pdf",
  gif: "gif",
  tif: "tiff",
  tiff: "tiff",
};
const kindOfType: Record<string, Sniffed> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/pjpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heic",
  "image/heic-sequence": "heic",
  "image/heif-sequence": "heic",
  "image/avif": "avif",
  "image/svg+xml": "svg",
  "application/pdf": "pdf",
  "image/gif": "gif",
  "image/tiff": "tiff",
};

/** The refusal of a kind of file that is not a photo we take: why, and what to do. */
function refusalOf(kind: Sniffed): HttpError {
  switch (kind) {
    case "heic":
      return new HttpError(415, `This photo is in HEIC format, which browsers cannot show. ${asJpeg}`);
    case "avif":
      return new HttpError(
        415,
        `This photo is in AVIF format, which the site does not take as an upload. ${asJpeg}`,
      );
    case "svg":
      return new HttpError(
        415,
        "This file is an SVG drawing, not a photo: it can carry scripts and is never taken. Upload a photo as JPEG, PNG or WebP.",
      );
    case "pdf":
      return new HttpError(
        415,
        "This file is a PDF document, not a photo. Save the picture in it as JPEG and upload that.",
      );
    case "gif":
    case "tiff":
      return new HttpError(
        415,
        `This photo is in ${kind.toUpperCase()} format, which the site does not take. ${asJpeg}`,
      );
    default:
      return new HttpError(
        415,
        "This file is not a photo the site can read. Upload a JPEG, PNG or WebP photo.",
      );
  }
}

/** A file name's extension, lower case ("IMG_0042.HEIC" → "heic"); "" without one. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * What an upload is, from its declared type, its name and its first bytes: one of the three types we take, its
 * content matching both what it was labelled and what its name says, or a refusal (415) saying why.
 */
export function uploadKind(bytes: Buffer, declaredType: string, fileName: string): "jpeg" | "png" | "webp" {
  const content = sniff(bytes);
  const declared = kindOfType[declaredType.split(";")[0]?.trim().toLowerCase() ?? ""];
  const named = kindOfName[extensionOf(fileName)];
  // A kind we never take is named by what it is, whatever it was labelled.
  for (const kind of [content, declared, named]) {
    if (kind && kind !== "unknown" && !typeOfKind[kind]) throw refusalOf(kind);
  }
  if (content === "unknown") throw refusalOf("unknown");
  if (declared !== content || (named !== undefined && named !== content)) {
    const said =
      named !== undefined && named !== content
        ? `its name says ${extensionOf(fileName).toUpperCase()}`
        : "it was sent as another type";
    throw new HttpError(
      415,
      `This file's content is a ${content.toUpperCase()} image but ${said}. Save the photo again as JPEG and try again.`,
    );
  }
  return content as "jpeg" | "png" | "webp";
}

/**
 * The upload's size read from its header alone (no pixel decoded): a bomb of 10000 × 10000 in a few KB is
 * refused here, a photo too small to show sharply on a phone, and a sliver (photoUpload.maxAspect).
 */
export async function checkDimensions(bytes: Buffer): Promise<{ width: number; height: number }> {
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new HttpError(
      422,
      "This photo could not be read: the file may be damaged. Save the photo again as JPEG and try again.",
    );
  }
  const megapixels = (width * height) / 1_000_000;
  if (width * height > photoUpload.maxPixels)
    throw new HttpError(
      422,
      `This photo has ${Math.round(megapixels)} megapixels (${width} × ${height}); the most the site takes is ${photoUpload.maxPixels / 1_000_000}. Save a smaller copy of it (e.g. 4000 px wide) and try again.`,
    );
  if (Math.min(width, height) < photoUpload.minSide)
    throw new HttpError(
      422,
      `This photo is ${width} × ${height} px: too small to look sharp. Upload one at least ${photoUpload.minSide} px on each side.`,
    );
  const aspect = Math.max(width, height) / Math.min(width, height);
  if (aspect > photoUpload.maxAspect) {
    const shape = height > width ? "taller than it is wide" : "wider than it is tall";
    throw new HttpError(
      422,
      `This photo is ${width} × ${height} px: ${aspect < 20 ? aspect.toFixed(1) : Math.round(aspect)} times ${shape}; the most the site takes is ${photoUpload.maxAspect} times. Crop it closer to what it shows and try again.`,
    );
  }
  return { width, height };
}

export type Master = { id: string; width: number; height: number; bytes: Buffer };

/** A photo's id: the first 32 hex digits of the SHA-256 of its cleaned bytes. */
export const photoIdOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * The cleaned master of an accepted upload. sharp writes no metadata unless asked (keepMetadata and its kin
 * are never called): no EXIF, GPS, XMP, IPTC, maker notes, nor the ICC profile, whose colours are converted to
 * sRGB first. Transparency is flattened on white (a JPEG has none).
 */
export async function cleanMaster(bytes: Buffer): Promise<Master> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: photoUpload.maxPixels,
      autoOrient: true,
      failOn: "error",
    })
      .resize(masterMaxSide, masterMaxSide, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .jpeg({ quality: masterQuality, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    return { id: photoIdOf(data), width: info.width, height: info.height, bytes: data };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      422,
      "This photo could not be read: the file may be damaged or cut short. Save the photo again as JPEG and try again.",
    );
  }
}

// Each format's settings: the JPEG everyone reads with mozjpeg's smaller files; WebP and AVIF at the quality
// that looks like it. AVIF's effort is lowered from 4: the default takes seconds per large file on one thread.
const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/** Decoded pixels, kept between the files made from them. */
type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * Served files of a photo, by their names (domain/site-content/photos.ts), made from the master. The master is
 * decoded once, at the widest size served (1920), and every file is made from those pixels: a width in each
 * format from one resize, the crops (cover, placed where the picture draws the eye; a narrower photo's are
 * enlarged to the 1200 px link previews ask for) from the same. Calls `write` with each file as it is made.
 */
export async function makeVariants(
  master: Buffer,
  names: readonly string[],
  write: (name: string, bytes: Buffer) => Promise<void>,
): Promise<void> {
  const wanted = names.map((name) => {
    const what = parsePhotoFileName(name);
    if (!what) throw new Error(`not a photo file: ${name}`);
    return { name, what };
  });
  if (wanted.length === 0) return;
  const base: Raw = await sharp(master, { limitInputPixels: photoUpload.maxPixels })
    .resize({ width: Math.max(...photoWidths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const widths = [...new Set(wanted.flatMap(({ what }) => ("width" in what ? [what.width] : [])))];
  for (const width of widths) {
    const sized: Raw =
      width === base.info.width
        ? base
        : await fromRaw(base)
            .resize({ width, withoutEnlargement: true })
            .raw()
            .toBuffer({ resolveWithObject: true });
    for (const { name, what } of wanted) {
      if ("width" in what && what.width === width)
        await write(name, await encoders[what.format](fromRaw(sized)).toBuffer());
    }
  }
  for (const { name, what } of wanted) {
    if (!("crop" in what)) continue;
    const { width, height } = photoCrops[what.crop as PhotoCrop];
    await write(
      name,
      await encoders
        .jpeg(fromRaw(base).resize(width, height, { fit: "cover", position: "attention" }))
        .toBuffer(),
    );
  }
}
