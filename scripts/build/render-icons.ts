// Renders the PNG icons, favicon.ico and the Open Graph image from public/favicon.svg with the system
// Chromium. Run by hand when the logo or the company name changes (`node scripts/build/render-icons.ts`);
// the small outputs are committed, so builds need no browser. With pngquant installed (Debian's package), the
// PNGs are reduced to palette images: a third of the bytes, the same look.
import { execFileSync } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { themeColor } from "#app/lib/web-manifest.ts";
import { company } from "#domain/company.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const logo = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}`;

/** A square icon: the logo scaled to `size`, inset by `padding` (a fraction) on a solid background. */
function iconHtml(size: number, padding: number): string {
  const inner = Math.round(size * (1 - 2 * padding));
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${themeColor}">
    <img src="${logoUrl}" width="${inner}" height="${inner}"></body>`;
}

const shareCardHtml = `<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;
  justify-content:center;gap:32px;padding:0 96px;box-sizing:border-box;background:${themeColor};color:#fff;
  font-family:'DejaVu Sans',sans-serif">
  <img src="${logoUrl}" width="140" height="140">
  <div style="font-size:76px;font-weight:700;line-height:1.1">${company.name}</div>
  <div style="font-size:36px;line-height:1.3;color:#f6cf76">${company.description}</div></body>`;

const targets = [
  { file: "favicon-32.png", size: 32, padding: 0 },
  { file: "apple-touch-icon.png", size: 180, padding: 0.12 },
  { file: "icon-192.png", size: 192, padding: 0.08 },
  { file: "icon-512.png", size: 512, padding: 0.08 },
  // Maskable icons are cropped to a circle of 80 % diameter: keep the logo inside the safe zone.
  { file: "icon-maskable-512.png", size: 512, padding: 0.2 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
for (const target of targets) {
  await page.setViewportSize({ width: target.size, height: target.size });
  // The 32 px favicon is the bare logo with its own rounded corners and transparency.
  await page.setContent(
    target.padding === 0
      ? `<body style="margin:0"><img src="${logoUrl}" width="${target.size}" height="${target.size}"></body>`
      : iconHtml(target.size, target.padding),
  );
  await page.screenshot({ path: path.join(publicDir, target.file), omitBackground: target.padding === 0 });
}
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(shareCardHtml);
await page.screenshot({ path: path.join(publicDir, "og-image.png") });
await browser.close();

/** Rewrites a PNG as a palette image; keeps it as it is when pngquant is missing or cannot keep the quality. */
function quantize(file: string): void {
  try {
    execFileSync("pngquant", ["--quality=80-95", "--speed=1", "--strip", "--force", "--ext=.png", file]);
  } catch (error) {
    const code =
      (error as NodeJS.ErrnoException & { status?: number }).code ?? (error as { status?: number }).status;
    console.warn(`render-icons: ${path.basename(file)} kept as rendered (pngquant: ${code})`);
  }
}
for (const target of targets) if (target.padding > 0) quantize(path.join(publicDir, target.file));
quantize(path.join(publicDir, "og-image.png"));

// favicon.ico holding one PNG image: every browser since IE 11 reads PNG-in-ICO.
const png = await readFile(path.join(publicDir, "favicon-32.png"));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // image data offset
await writeFile(path.join(publicDir, "favicon.ico"), Buffer.concat([header, png]));
await rm(path.join(publicDir, "favicon-32.png"));
console.log("render-icons: wrote icons, favicon.ico and og-image.png to public/");
