// Photos made on the spot for tests and benchmarks: gradients with noise, so they compress like a camera's
// pictures (a flat colour would make every file tiny and every figure meaningless).
import sharp, { type Sharp } from "sharp";

/** Raw RGB pixels: colour gradients across the frame, a soft ring, and per-pixel noise. */
function pixels(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  const noise = () => {
    // xorshift32: fast, repeatable noise
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 41) - 20;
  };
  const cx = width * 0.6;
  const cy = height * 0.45;
  const r = Math.min(width, height) / 3;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const ring = Math.abs(Math.hypot(x - cx, y - cy) - r) < r / 6 ? 60 : 0;
      const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);
      data[i] = clamp((170 * x) / width + 60 + ring + noise());
      data[i + 1] = clamp((140 * y) / height + 40 + noise());
      data[i + 2] = clamp(200 - (120 * (x + y)) / (width + height) + noise());
    }
  }
  return data;
}

/** A photo-like image of this size, as sharp's input (then .jpeg(), .png(), .webp()). */
export function photoLike(width: number, height: number, seed = 42): Sharp {
  return sharp(pixels(width, height, seed), { raw: { width, height, channels: 3 } });
}

/** A photo-like JPEG; a 12-megapixel one is 4000 × 3000. */
export function photoJpeg(width = 4000, height = 3000, seed = 42): Promise<Buffer> {
  return photoLike(width, height, seed).jpeg({ quality: 92 }).toBuffer();
}
