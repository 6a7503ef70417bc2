import jsQR from "jsqr";
import sharp from "sharp";
import { expect, test } from "vitest";
import { qrPng, qrPngWidth, qrSvg } from "./campaign-qr.ts";

const url = "https://www.vardhanagro.example/c/gulfood-2027-stand";

test("the PNG is print-sized, with its quiet zone, and reads back as the short link", async () => {
  const png = await qrPng(url);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([qrPngWidth, qrPngWidth]);
  // The quiet zone: the whole first row and column are white.
  for (let x = 0; x < info.width; x++) expect(data[x * 4]).toBe(255);
  for (let y = 0; y < info.height; y++) expect(data[y * info.width * 4]).toBe(255);
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(read?.data).toBe(url);
});

test("the SVG is a well-formed SVG document that draws the same code", async () => {
  const svg = await qrSvg(url);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
  expect(svg.trim()).toMatch(/<\/svg>$/);
  // Rendered by librsvg (through sharp), it reads back as the short link.
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: "#fff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(url);
});
