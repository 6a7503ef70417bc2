// Photo-like files for the pages' and sheets' tests, made with sharp: noise over colour gradients compresses as a
// camera's photo does (a flat colour would make every file a few hundred bytes and hide a size problem).
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { photoBase, photoUrl, widthsOf } from "../../domain/site-content/photos.ts";

/** A JPEG of this size that looks like produce in a field to an encoder: gradients, blotches and grain. */
export async function photoLikeJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const blotch = Math.sin(x / (37 + seed)) * Math.cos(y / 29) * 60;
      const grain = (random() - 0.5) * 50;
      pixels[i] = Math.max(0, Math.min(255, 140 + (x / width) * 90 + blotch + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 60 + (y / height) * 80 - blotch / 2 + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 70 + blotch / 3 + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Writes a photo's JPEG variants into `dir` as the store names them (only what the sheets read), from a
 * photo-like master; returns the photo's reference.
 */
export async function writePhotoJpegs(dir: string, width: number, height: number, seed = 1) {
  const master = await photoLikeJpeg(width, height, seed);
  const id = createHash("sha256").update(master).digest("hex").slice(0, 32);
  await mkdir(dir, { recursive: true });
  for (const w of widthsOf(width)) {
    const file = await sharp(master).resize(w).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await writeFile(path.join(dir, photoUrl(id, w, "jpeg").slice(photoBase.length)), file);
  }
  return { id, width, height };
}
