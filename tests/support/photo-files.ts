// Photo-like files for the pages' and sheets' tests, made with sharp: noise over colour gradients compresses as a
// camera's photo does (a flat colour would make every file a few hundred bytes and hide a size problem).
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { photoBase, photoUrl, widthsOf } from "#domain/site-content/photos.ts";

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

/**
 * A photo of onions in a crate, as a phone would send it: round bulbs with light and shade on a wooden ground,
 * with a camera's grain (drawn as SVG here, in the test; an upload of SVG is refused). For screenshots that
 * look like the page she will see, and for byte figures near a real photo's.
 */
export async function onionsPhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  let state = seed * 7919;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const hue = [350, 40, 95][seed % 3] ?? 350;
  const r = Math.round(Math.min(width, height) / 7);
  const bulbs: string[] = [];
  for (let y = -r / 2; y < height + r; y += r * 1.45)
    for (let x = -r / 2; x < width + r; x += r * 1.6) {
      const cx = x + (random() - 0.5) * r * 0.8;
      const cy = y + (random() - 0.5) * r * 0.6;
      const size = r * (0.8 + random() * 0.35);
      const light = 30 + random() * 18;
      bulbs.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${size}" ry="${size * 0.9}" fill="url(#bulb${Math.floor(random() * 2)})"/>`,
        `<path d="M${cx} ${cy - size * 0.9} q ${size * 0.1} ${-size * 0.35} ${size * 0.05} ${-size * 0.5}" stroke="hsl(40,40%,${light}%)" stroke-width="${size * 0.06}" fill="none"/>`,
      );
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>${[0, 12]
    .map(
      (shift, i) =>
        `<radialGradient id="bulb${i}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="hsl(${hue + shift},70%,72%)"/><stop offset="0.45" stop-color="hsl(${hue + shift},65%,45%)"/><stop offset="1" stop-color="hsl(${hue + shift},70%,18%)"/></radialGradient>`,
    )
    .join("")}
<linearGradient id="wood" x1="0" x2="1"><stop offset="0" stop-color="#5b3a1e"/><stop offset="1" stop-color="#8a5a2b"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#wood)"/>${bulbs.join("")}</svg>`;
  const drawn = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = drawn.data;
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + (random() - 0.5) * 24));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
