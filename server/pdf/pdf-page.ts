// The company's A4 documents with pdfkit, shared by the spec sheets (server/site-content/spec-sheets/spec-sheets.ts) and the
// quotations (server/quotations/pdf.ts): the faces, the letterhead and the footer, and paragraphs set left to
// right by pdfkit or right to left by right-to-left.ts, in any of the site's languages.
//
// The fonts: fontkit 2.0.4 (pdfkit's font engine) cannot embed the site's Manrope, a variable WOFF2 (its
// named weights fail to load and its subsetter breaks on the WOFF2's composite glyphs), so the documents use
// Liberation Sans, the metric twin of Arial that the site's own fallback face is tuned to (app/app.css), which
// covers Latin and Cyrillic; Arabic letters take Noto Sans Arabic, the face the site's Arabic pages name first.
// Both in regular and bold, embedded as subsets.
import path from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { type Lang, languages } from "#domain/i18n.ts";
import { logoMark } from "#domain/logo-mark.ts";
import { addressLines } from "#domain/site-content/company-facts.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { textIn } from "#domain/site-content/texts.ts";
import { isolateTradeFigures, joinTradeFigures } from "#domain/trade-text.ts";
import { type ArabicFaces, drawRightToLeft, rightToLeftLines, type Span } from "./right-to-left.ts";

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

export const colors = {
  ink: "#2a241d",
  muted: "#574a3c",
  forest: "#163224",
  saffron: "#8a5a06",
  rule: "#ebe0c8",
};
export const page = { width: 595.28, height: 841.89, margin: 48 };
// Noto Sans Arabic's own ascent and descent (1.374 and 0.738 em) leave room for stacked marks these texts never
// have: a line with Arabic is set 1.5 em high (of the Latin size), its baseline 1.05 em from its top.
const arabicLine = { height: 1.5, ascent: 1.05 };

export const bold = (text: string, color: string): Span => ({ text, face: "bold", color });
export const regular = (text: string, color: string): Span => ({ text, face: "regular", color });

export type TextStyle = { size: number; lineGap?: number; link?: string };
export type Box = { x: number; y: number; width: number };

/**
 * The company as a document's letterhead and footer show it: the owner's published facts (letterheadOf), the
 * description in the document's language.
 */
export type Letterhead = {
  name: string;
  /** One line about the company, under its name. */
  description: string;
  address: readonly string[];
  email: string;
  phone: string;
  whatsapp: string;
};

const digits = (number: string) => number.replace(/\D/g, "");

/**
 * The letterhead of the owner's company content in a language. Her WhatsApp number is read as she wrote her
 * phone number when they are the same number: the WhatsApp field holds it in digits, for the wa.me link.
 */
export function letterheadOf(company: Company, lang: Lang): Letterhead {
  const { address, email, phone, whatsapp } = company.contact;
  return {
    name: company.name,
    description: textIn(company.description, lang),
    address: addressLines(address),
    email,
    phone,
    whatsapp: digits(whatsapp) === digits(phone) ? phone : whatsapp,
  };
}

/** Starts an A4 document in a language; `finish()` ends it and resolves with its bytes. */
export function startPdf(lang: Lang, letterhead: Letterhead, info: PDFKit.DocumentInfo) {
  const rightToLeft = languages[lang].dir === "rtl";
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    bufferPages: true,
    lang: languages[lang].locale.replace("_", "-"),
    displayTitle: true,
    info: { Author: letterhead.name, ...info },
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

  /**
   * Sets a paragraph in a box measured from the left: pdfkit's own layout left to right; in a right-to-left
   * document the box is mirrored and the text set right-aligned in it by right-to-left.ts. Returns the y below it.
   */
  function write(spans: readonly Span[], box: Box, style: TextStyle): number {
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

  return {
    doc,
    letterhead,
    rightToLeft,
    write,
    heightOf,
    /** A fact that stays left to right inside right-to-left text (an address, a number, an e-mail). */
    fact: (text: string) => (rightToLeft ? `\u2066${text}\u2069` : text),
    figures: rightToLeft ? isolateTradeFigures : joinTradeFigures,
    /** A line across the page's text width. */
    rule: (y: number, lineWidth: number, color: string) =>
      doc
        .moveTo(page.margin, y)
        .lineTo(page.width - page.margin, y)
        .lineWidth(lineWidth)
        .strokeColor(color)
        .stroke(),
    pages: () => doc.bufferedPageRange().count,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

export type PdfPage = ReturnType<typeof startPdf>;

/** The text width between the margins. */
export const textWidth = page.width - 2 * page.margin;

/**
 * The letterhead: the mark, the company's name and one line about it (on the right in a right-to-left
 * document), over a rule. Returns the y below the rule.
 */
export function drawLetterhead(pdf: PdfPage): number {
  const left = page.margin;
  drawLogo(pdf.doc, pdf.rightToLeft ? page.width - left - 40 : left, page.margin, 40);
  const besideLogo = { x: left + 52, width: textWidth - 52 };
  const { name, description } = pdf.letterhead;
  pdf.write([bold(name, colors.forest)], { ...besideLogo, y: page.margin + 4 }, { size: 17 });
  pdf.write([regular(description, colors.muted)], { ...besideLogo, y: page.margin + 25 }, { size: 9 });
  const y = page.margin + 58;
  pdf.rule(y, 1.5, colors.forest);
  return y;
}

/** Where the footer starts: what a page holds must end above it. */
export const footerTop = page.height - page.margin - 52;

/** The footer: the company's name, address and contacts, and the page on the site it belongs to. */
export function drawFooter(pdf: PdfPage, url: string): void {
  const full = { x: page.margin, width: textWidth };
  pdf.rule(footerTop, 1.5, colors.forest);
  const small = { size: 9 };
  const { name, address, email, phone, whatsapp } = pdf.letterhead;
  const named = bold(pdf.fact(name), colors.forest);
  const where = regular(`  ·  ${pdf.fact(address.join(", "))}`, colors.ink);
  let y = pdf.write([named, where], { ...full, y: footerTop + 10 }, small);
  const contacts = [email, phone, `WhatsApp ${whatsapp}`];
  y = pdf.write([regular(contacts.map(pdf.fact).join("  ·  "), colors.ink)], { ...full, y: y + 2 }, small);
  pdf.write([regular(url, colors.saffron)], { ...full, y: y + 2 }, { ...small, link: url });
}

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

/** A right-to-left paragraph's line height and ascent: taller lines where it has Arabic letters. */
function lineMetrics(spans: readonly Span[], size: number, lineGap: number, latin: fontkit.Font) {
  if (spans.some((span) => /\p{Script=Arabic}/u.test(span.text)))
    return { lineHeight: arabicLine.height * size + lineGap, ascent: arabicLine.ascent * size };
  return {
    lineHeight: ((latin.ascent - latin.descent + latin.lineGap) / latin.unitsPerEm) * size + lineGap,
    ascent: (latin.ascent / latin.unitsPerEm) * size,
  };
}
