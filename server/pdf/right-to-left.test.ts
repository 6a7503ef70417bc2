import path from "node:path";
import PDFDocument from "pdfkit";
import { expect, test } from "vitest";
import { isolateTradeFigures } from "#domain/trade-text.ts";
import { rightToLeftLines, type Span } from "./right-to-left.ts";

const doc = new PDFDocument();
const fonts = path.join(import.meta.dirname, "fonts");
doc.registerFont("latin", path.join(fonts, "LiberationSans-Regular.ttf"));
doc.registerFont("arabic", path.join(fonts, "NotoSansArabic-Regular.ttf"));
const arabic = { faces: { latin: "arabic" }, scale: 1.15 };
const span = (text: string): Span => ({ text, face: "latin", color: "#000" });
const lines = (text: string, width = 1000) => rightToLeftLines(doc, [span(text)], 10, width, arabic);

/** Each line's pieces from left to right, as "face:text". */
const drawn = (text: string, width?: number) =>
  lines(text, width).map((line) => line.pieces.map((piece) => `${piece.face}:${piece.text}`));

test("an Arabic label with a Latin code: the Arabic on the right, in logical order for fontkit to shape", () => {
  expect(drawn("شروط التسليم HS")).toEqual([["latin:HS", "latin: ", "arabic:شروط التسليم"]]);
});

test("figures stay left to right inside Arabic: a range with its unit, a tariff code", () => {
  expect(drawn(isolateTradeFigures("أثناء النقل 0–4 °C مع"))).toEqual([
    ["arabic:مع", "latin: ", "latin:0–4\u00a0°C", "latin: ", "arabic:أثناء النقل"],
  ]);
  expect(drawn(isolateTradeFigures("0713 20 10 (كابولي)"))).toEqual([
    // The brackets of a right-to-left run are mirrored: the opening one, on the right, drawn as ")".
    ["latin:(", "arabic:كابولي", "latin:) ", "latin:0713\u00a020\u00a010"],
  ]);
});

test("Arabic letters are set 15 % larger than the Latin beside them", () => {
  const [line] = lines("رمز HS");
  expect(line?.pieces.map((piece) => piece.size)).toEqual([10, 10, 11.5]);
});

test("lines break between words, never inside a figure, and each fits its width", () => {
  const text = isolateTradeFigures(
    "حاوية مبردة 40 قدمًا: نحو 28–29 MT في أكياس 25 كغ؛ حاوية مبردة 20 قدمًا: نحو 13–14 MT",
  );
  const set = lines(text, 150);
  expect(set.length).toBeGreaterThan(1);
  for (const line of set) expect(line.width).toBeLessThanOrEqual(150);
  const pieces = set.flatMap((line) => line.pieces.map((piece) => piece.text));
  for (const figure of ["28–29\u00a0MT", "13–14\u00a0MT"]) expect(pieces).toContain(figure);
});
