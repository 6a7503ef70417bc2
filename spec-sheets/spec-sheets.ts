// Writes each product's spec sheet in each of the site's languages, /products/<slug>/spec-sheet.pdf in English
// and /<code>/products/<slug>/spec-sheet.pdf in the others: one A4 page with the logo, the product's
// 'Specifications' table (the same rows as its page, from product-specifications.ts or its twin in
// domain/content/<code>/), the company's contact details and the page's address, every word from that language's
// catalogues. Made once at build time; each product page links to its own language's sheet and never loads it.
// The Arabic sheet is laid out right to left: the letterhead, the table's columns and the footer's facts
// mirrored, its text set by right-to-left.ts.
//
// The fonts: fontkit 2.0.4 (pdfkit's font engine) cannot embed the site's Manrope, a variable WOFF2 (its
// named weights fail to load and its subsetter breaks on the WOFF2's composite glyphs), so the sheets use
// Liberation Sans, the metric twin of Arial that the site's own fallback face is tuned to (app/app.css), which
// covers Latin and Cyrillic; Arabic letters take Noto Sans Arabic, the face the site's Arabic pages name first.
// Both in regular and bold, embedded as subsets.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { absoluteUrl } from "../app/lib/site-url.ts";
import { isolateTradeFigures, joinTradeFigures } from "../app/lib/trade-text.ts";
import { company } from "../domain/content/company.ts";
import { logoMark } from "../domain/content/logo-mark.ts";
import type { ProductSummaries } from "../domain/content/product-catalogue.ts";
import {
  type Product,
  type SpecificationWords,
  specificationRows,
  specSheetPath,
} from "../domain/content/products.ts";
import { type Lang, langCodes, languages, localePath } from "../domain/i18n.ts";
import { catalogues } from "../server/site/catalogues.ts";
import { type ArabicFaces, drawRightToLeft, rightToLeftLines, type Span } from "./right-to-left.ts";

/** A language's words on its sheets, each from its catalogues. */
export type SheetWords = {
  products: readonly Product[];
  summaries: ProductSummaries;
  specifications: SpecificationWords;
  /** The product page's 'Specifications' heading. */
  heading: string;
  /** The company in one line, as the site's footer words it. */
  description: string;
};

// Every language of domain/i18n.ts, from its catalogues (server/site/catalogues.ts): a new language needs no line.
const [products, summaries, specifications, productsPages, siteFrames] = await Promise.all([
  catalogues<{ products: readonly Product[] }>("products"),
  catalogues<{ productSummaries: ProductSummaries }>("product-summaries"),
  catalogues<SpecificationWords>("product-specifications"),
  catalogues<{ productsPageContent: { detail: { specificationsHeading: string } } }>("products-page"),
  catalogues<{ siteFrameContent: { footer: { description: string } } }>("site-frame"),
]);

/** Every language's words for its spec sheets. */
export const sheetWords = Object.fromEntries(
  langCodes.map((lang) => [
    lang,
    {
      products: products[lang].products,
      summaries: summaries[lang].productSummaries,
      specifications: specifications[lang],
      heading: productsPages[lang].productsPageContent.detail.specificationsHeading,
      description: siteFrames[lang].siteFrameContent.footer.description,
    },
  ]),
) as Record<Lang, SheetWords>;

/** Where a product's sheet in a language is published: the English address under the language's prefix. */
export function sheetPath(lang: Lang, slug: string): string {
  return localePath(lang, specSheetPath(slug));
}

const fontDir = path.join(import.meta.dirname, "fonts");

/**
 * A face opened with fontkit, here rather than by pdfkit, to read its metrics. Each ligature glyph the face
 * also maps from one presentation-form character (Noto's lam-alef, ﻻ ﻷ ﻹ ﻵ and their final forms) is looked
 * up by that character first: fontkit keeps a glyph's characters from its first lookup, and pdfkit writes them
 * as the glyph's text. Drawn right to left, a ligature's two letters in logical order are read back swapped by
 * poppler (pdftotext, Evince) and most other extractors, in visual order by pdf.js and PDFBox; its one
 * presentation-form character reads right in both, and is the same text under NFKC (as searches compare).
 */
function openFace(file: string): fontkit.Font {
  const font = fontkit.openSync(path.join(fontDir, file));
  if (!("glyphForCodePoint" in font)) throw new Error(`${file} is a font collection`);
  for (const codePoint of font.characterSet) {
    const letters = String.fromCodePoint(codePoint).normalize("NFKC");
    if (letters.length > 1 && /^\p{Script=Arabic}+$/u.test(letters) && /^\p{L}+$/u.test(letters))
      font.glyphForCodePoint(codePoint);
  }
  return font;
}

const faceFiles = {
  regular: "LiberationSans-Regular.ttf",
  bold: "LiberationSans-Bold.ttf",
  arabic: "NotoSansArabic-Regular.ttf",
  arabicBold: "NotoSansArabic-Bold.ttf",
} as const;
type Face = keyof typeof faceFiles;
/**
 * The faces, opened anew for each document: a document's subset looks up the parts of its composite glyphs
 * without characters (Noto's final heh is a part of other letters), and a face shared with the next document
 * would keep them so, and write no text for "بأعناقه"'s last letter there.
 */
function openFaces(): Record<Face, fontkit.Font> {
  return {
    regular: openFace(faceFiles.regular),
    bold: openFace(faceFiles.bold),
    arabic: openFace(faceFiles.arabic),
    arabicBold: openFace(faceFiles.arabicBold),
  };
}
/**
 * The face an Arabic letter takes in a span of each Latin face, 15 % larger, as the site sets Arabic beside
 * Latin ("Arabic Fallback" in app/app.css): at one size its letters look a size smaller than the Latin ones.
 */
const arabicFaces: ArabicFaces = { faces: { regular: "arabic", bold: "arabicBold" }, scale: 1.15 };

/** The most a spec sheet may weigh (scripts/checks/budgets.ts holds the built ones to it). */
export const specSheetBudget = 100_000;

const colors = { ink: "#2a241d", muted: "#574a3c", forest: "#163224", saffron: "#8a5a06", rule: "#ebe0c8" };
const page = { width: 595.28, height: 841.89, margin: 48 };
const labelWidth = 150;
const bodySize = 9.5;
// Noto Sans Arabic's own ascent and descent (1.374 and 0.738 em) leave room for stacked marks these texts never
// have: a line with Arabic is set 1.5 em high (of the Latin size), its baseline 1.05 em from its top.
const arabicLine = { height: 1.5, ascent: 1.05 };

function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const { disc, sun, leaves, lines } = logoMark;
  doc
    .save()
    .translate(x, y)
    .scale(size / logoMark.size);
  doc.circle(disc.cx, disc.cy, disc.r).lineWidth(disc.strokeWidth).fillAndStroke(disc.fill, disc.stroke);
  doc.path(sun.d).fill(sun.fill);
  doc.lineCap("round").lineWidth(lines.strokeWidth).strokeColor(lines.stroke);
  doc.path(lines.d[0]).stroke();
  doc.path(leaves.d).fill(leaves.fill);
  doc.path(lines.d[1]).stroke();
  doc.restore();
}

/** One product's spec sheet in one language, as PDF bytes. */
export async function specSheetPdf(lang: Lang, product: Product): Promise<Buffer> {
  const words = sheetWords[lang];
  const rows = specificationRows(product.key, words.specifications);
  const rightToLeft = languages[lang].dir === "rtl";
  const url = absoluteUrl(localePath(lang, `/products/${product.slug}`));
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    bufferPages: true,
    lang: languages[lang].locale.replace("_", "-"),
    displayTitle: true,
    info: {
      Title: `${product.title}: ${words.heading} | ${company.name}`,
      Author: company.name,
      Subject: words.summaries[product.key],
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // pdfkit 0.20 takes an opened fontkit font as well as a file (PDFFontFactory.open); its types list files only.
  const faces = openFaces();
  for (const [name, font] of Object.entries(faces)) doc.registerFont(name, font as unknown as Buffer);

  const left = page.margin;
  const width = page.width - 2 * page.margin;

  /**
   * Sets a paragraph in a box measured from the left: pdfkit's own layout left to right; on a right-to-left
   * sheet the box is mirrored and the text set right-aligned in it by right-to-left.ts. Returns the y below it.
   */
  function write(
    spans: readonly Span[],
    box: { x: number; y: number; width: number },
    style: { size: number; lineGap?: number; link?: string },
  ): number {
    if (!rightToLeft) {
      spans.forEach((span, i) => {
        const continued = i < spans.length - 1;
        doc.font(span.face).fontSize(style.size).fillColor(span.color);
        if (i > 0) doc.text(span.text, { continued });
        else
          doc.text(span.text, box.x, box.y, {
            width: box.width,
            continued,
            ...(style.lineGap === undefined ? {} : { lineGap: style.lineGap }),
            ...(style.link === undefined ? {} : { link: style.link, underline: false }),
          });
      });
      return doc.y;
    }
    const lines = rightToLeftLines(doc, spans, style.size, box.width, arabicFaces);
    return drawRightToLeft(doc, lines, {
      x: page.width - box.x - box.width,
      y: box.y,
      width: box.width,
      ...lineMetrics(spans, style.size, style.lineGap ?? 0, faces.regular),
      ...(style.link === undefined ? {} : { link: style.link }),
    });
  }

  /** A paragraph's height in a box of that width, as write() sets it. */
  function heightOf(span: Span, boxWidth: number, style: { size: number; lineGap: number }): number {
    if (!rightToLeft) {
      doc.font(span.face).fontSize(style.size);
      return doc.heightOfString(span.text, { width: boxWidth, lineGap: style.lineGap });
    }
    const lines = rightToLeftLines(doc, [span], style.size, boxWidth, arabicFaces);
    return lines.length * lineMetrics([span], style.size, style.lineGap, faces.regular).lineHeight;
  }

  /** A fact that stays left to right inside right-to-left text (an address, a number, an e-mail). */
  const fact = (text: string) => (rightToLeft ? `\u2066${text}\u2069` : text);
  const figures = rightToLeft ? isolateTradeFigures : joinTradeFigures;

  // Letterhead: the mark, the name, and what the company does; on the right in a right-to-left sheet.
  drawLogo(doc, rightToLeft ? page.width - left - 40 : left, page.margin, 40);
  const besideLogo = { x: left + 52, width: width - 52 };
  write([bold(company.name, colors.forest)], { ...besideLogo, y: page.margin + 4 }, { size: 17 });
  write([regular(words.description, colors.muted)], { ...besideLogo, y: page.margin + 25 }, { size: 9 });
  let y = page.margin + 58;
  rule(doc, left, width, y, 1.5, colors.forest);

  // The product.
  const full = { x: left, width };
  y = write([bold(product.title, colors.forest)], { ...full, y: y + 16 }, { size: 22 });
  const summary = regular(words.summaries[product.key], colors.muted);
  y = write([summary], { ...full, y: y + 4 }, { size: 9.5, lineGap: 1.5 });
  y = write([bold(words.heading, colors.forest)], { ...full, y: y + 16 }, { size: 13 }) + 6;

  // The table: the label column bold, the value beside it (the label on the right in a right-to-left sheet); a
  // rule between rows.
  const valueX = left + labelWidth;
  const valueWidth = width - labelWidth;
  const cell = { size: bodySize, lineGap: 1.5 };
  rule(doc, left, width, y, 0.75, colors.rule);
  for (const row of rows) {
    const label = bold(row.label, colors.forest);
    const value = regular(figures(row.value), colors.ink);
    const labelHeight = heightOf(label, labelWidth - 12, cell);
    const valueHeight = heightOf(value, valueWidth, cell);
    const top = y + 6;
    write([label], { x: left, y: top, width: labelWidth - 12 }, cell);
    write([value], { x: valueX, y: top, width: valueWidth }, cell);
    y = top + Math.max(labelHeight, valueHeight) + 5;
    rule(doc, left, width, y, 0.75, colors.rule);
  }

  // Footer: contact details and this sheet's page on the site.
  const footerTop = page.height - page.margin - 52;
  if (y > footerTop - 8)
    throw new Error(`${lang} ${product.slug}: the spec sheet's table runs into its footer`);
  rule(doc, left, width, footerTop, 1.5, colors.forest);
  const small = { size: 9 };
  const name = bold(fact(company.name), colors.forest);
  const address = regular(`  ·  ${fact(company.address.lines.join(", "))}`, colors.ink);
  y = write([name, address], { ...full, y: footerTop + 10 }, small);
  const contacts = [company.email, company.phone.display, `WhatsApp ${company.phone.display}`];
  y = write([regular(contacts.map(fact).join("  ·  "), colors.ink)], { ...full, y: y + 2 }, small);
  write([regular(url, colors.saffron)], { ...full, y: y + 2 }, { ...small, link: url });

  const pages = doc.bufferedPageRange().count;
  if (pages !== 1) throw new Error(`${lang} ${product.slug}: the spec sheet has ${pages} pages, not one`);
  doc.end();
  return done;
}

const bold = (text: string, color: string): Span => ({ text, face: "bold", color });
const regular = (text: string, color: string): Span => ({ text, face: "regular", color });

/** A line across the page's text width. */
function rule(
  doc: PDFKit.PDFDocument,
  left: number,
  width: number,
  y: number,
  lineWidth: number,
  color: string,
) {
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/** A right-to-left paragraph's line height and ascent: taller lines where it has Arabic letters. */
function lineMetrics(spans: readonly Span[], size: number, lineGap: number, latin: fontkit.Font) {
  if (spans.some((span) => /\p{Script=Arabic}/u.test(span.text)))
    return { lineHeight: arabicLine.height * size + lineGap, ascent: arabicLine.ascent * size };
  return {
    lineHeight: ((latin.ascent - latin.descent + latin.lineGap) / latin.unitsPerEm) * size + lineGap,
    ascent: (latin.ascent / latin.unitsPerEm) * size,
  };
}

/** Writes every product's spec sheet in every language under root (build/client); each file's path and bytes. */
export async function writeSpecSheets(root: string): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    langCodes.flatMap((lang) =>
      sheetWords[lang].products.map(async (product) => {
        const urlPath = sheetPath(lang, product.slug);
        const pdf = await specSheetPdf(lang, product);
        if (pdf.length > specSheetBudget)
          throw new Error(`${urlPath}: ${pdf.length} B > ${specSheetBudget} B`);
        const file = path.join(root, urlPath);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, pdf);
        return { path: urlPath, bytes: pdf.length };
      }),
    ),
  );
}
