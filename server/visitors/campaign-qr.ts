import QRCode from "qrcode";
import sharp from "sharp";

/**
 * Quartile error correction: a code still reads with a quarter of it smudged, folded or covered by a sticker on
 * a stand; four modules of quiet zone, as the standard asks.
 */
const options = { errorCorrectionLevel: "Q", margin: 4 } as const;
/** The PNG's side: sharp at 8 cm on a 300 dpi print. */
export const qrPngWidth = 1024;

/** The QR code of a URL as an SVG document (scales to any print size). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: "svg" });
}

/**
 * The QR code of a URL as a PNG of qrPngWidth pixels a side: each module a whole number of pixels (crisp edges
 * when printed), the few pixels left over added to the white quiet zone around it.
 */
export async function qrPng(url: string): Promise<Buffer> {
  const modules = QRCode.create(url, options).modules.size + 2 * options.margin;
  const scale = Math.floor(qrPngWidth / modules);
  const png = await QRCode.toBuffer(url, { ...options, type: "png", scale });
  const rest = qrPngWidth - modules * scale;
  const before = Math.floor(rest / 2);
  return sharp(png)
    .extend({ top: before, left: before, bottom: rest - before, right: rest - before, background: "#ffffff" })
    .png({ palette: true })
    .toBuffer();
}
