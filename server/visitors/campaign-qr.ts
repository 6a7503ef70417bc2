import QRCode from "qrcode";

/**
 * Quartile error correction: a code still reads with a quarter of it smudged, folded or covered by a sticker on
 * a stand; four modules of quiet zone, as the standard asks; 1024 px a side, sharp at 8 cm on a 300 dpi print.
 */
const options = { errorCorrectionLevel: "Q", margin: 4 } as const;
export const qrPngWidth = 1024;

/** The QR code of a URL as an SVG document (scales to any print size). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: "svg" });
}

/** The QR code of a URL as a PNG of qrPngWidth pixels a side. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: "png", width: qrPngWidth });
}
