// Right-to-left paragraphs for pdfkit, which lays text out left to right only. fontkit shapes an Arabic run
// (joining forms, lam-alef) and reverses it itself, but pdfkit's own wrapping sets the words of a line in
// left-to-right order, and figures, codes and Latin words inside Arabic must stay left to right. So the line
// breaks and the order of the runs are ours: bidi-js (the Unicode Bidirectional Algorithm) gives each
// character's level and each line's visual order, and every run of one level and one face is drawn on its own.
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** A stretch of a paragraph in one face (a font name registered with the document) and one colour. */
export type Span = { text: string; face: string; color: string };

/** Where and how a paragraph is set: its box, right-aligned in it, and its lines' metrics. */
export type RightToLeftBox = {
  x: number;
  y: number;
  width: number;
  /** The distance between two lines' baselines. */
  lineHeight: number;
  /** From a line's top to its baseline. */
  ascent: number;
  /** The page the text links to (the whole paragraph). */
  link?: string;
};

/** One run as drawn: its face and size, its text as fontkit must receive it, its colour and width. */
type Piece = { face: string; size: number; text: string; color: string; width: number };
type Line = { pieces: Piece[]; width: number };

/** The faces Arabic letters take, by the face of their span, and their size against the span's. */
export type ArabicFaces = { faces: Readonly<Record<string, string>>; scale: number };

// The marks that steer the algorithm but draw nothing: isolates, embeddings, the direction marks, word joiner.
const invisible = /[\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069]/;
const arabicLetter = /\p{Script_Extensions=Arabic}/u;
// fontkit reverses a run itself when the run's script is a right-to-left one (it reads the first letter's).
const reversedByFontkit = /\p{Script=Arabic}/u;

/**
 * A paragraph's lines, each as the pieces to draw from left to right. Arabic letters take the Arabic companion
 * of their span's face, scaled (`arabic`), everything else the span's own. Lines break at spaces only, so a figure
 * held together with no-break spaces (isolateTradeFigures) never breaks.
 */
export function rightToLeftLines(
  doc: PDFKit.PDFDocument,
  spans: readonly Span[],
  size: number,
  width: number,
  arabic: ArabicFaces,
): Line[] {
  const text = spans.map((span) => span.text).join("");
  // By UTF-16 index, as bidi-js counts.
  const spanOf = spans.flatMap((span) => Array.from({ length: span.text.length }, () => span));
  const embedding = bidi.getEmbeddingLevels(text, "rtl");
  // Brackets in right-to-left runs take their twin's glyph ("(" drawn as ")"), as the algorithm's rule L4 says.
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const chars = text.split("").map((char, i) => mirrored.get(i) ?? char);

  function lineOf(start: number, end: number): Line {
    const pieces: Piece[] = [];
    let run: { face: string; size: number; color: string; level: number; indices: number[] } | undefined;
    const close = () => {
      if (!run) return;
      const { face, size, color, level, indices } = run;
      const visual = indices.map((i) => chars[i]).join("");
      const logical = [...indices]
        .sort((a, b) => a - b)
        .map((i) => chars[i])
        .join("");
      const draw = level % 2 === 1 && reversedByFontkit.test(logical) ? logical : visual;
      doc.font(face).fontSize(size);
      pieces.push({ face, size, color, text: draw, width: doc.widthOfString(draw, { features: [] }) });
    };
    if (end > start) {
      // The whole text's indices, with this line's reordered in place.
      const order = bidi.getReorderedIndices(text, embedding, start, end - 1).slice(start, end);
      for (const i of order) {
        const char = text.charAt(i);
        if (invisible.test(char)) continue;
        const span = spanOf[i] as Span;
        // A space between two Arabic letters is set in the Arabic face too, at its size: one piece a phrase.
        const inArabic =
          arabicLetter.test(char) ||
          (char === " " && arabicLetter.test(text.charAt(i - 1)) && arabicLetter.test(text.charAt(i + 1)));
        const arabicFace = inArabic ? arabic.faces[span.face] : undefined;
        const face = arabicFace ?? span.face;
        const level = embedding.levels[i] ?? 0;
        if (run && run.face === face && run.color === span.color && run.level === level) {
          run.indices.push(i);
        } else {
          close();
          run = {
            face,
            size: arabicFace ? size * arabic.scale : size,
            color: span.color,
            level,
            indices: [i],
          };
        }
      }
      close();
    }
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
  }

  // Greedy, word by word in logical order: the longest run of words that fits, else one word alone.
  const lines: Line[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf(" ", start + 1);
    if (end < 0) end = text.length;
    let line = lineOf(start, end);
    while (end < text.length) {
      const next = text.indexOf(" ", end + 1);
      const longer = lineOf(start, next < 0 ? text.length : next);
      if (longer.width > width) break;
      line = longer;
      end = next < 0 ? text.length : next;
    }
    lines.push(line);
    start = end;
    while (text.charAt(start) === " ") start++;
  }
  return lines;
}

/** Draws a paragraph's lines right-aligned in its box; returns the y below the last line. */
export function drawRightToLeft(
  doc: PDFKit.PDFDocument,
  lines: readonly Line[],
  box: RightToLeftBox,
): number {
  let top = box.y;
  for (const line of lines) {
    let x = box.x + box.width - line.width;
    for (const piece of line.pieces) {
      doc
        .font(piece.face)
        .fontSize(piece.size)
        .fillColor(piece.color)
        .text(piece.text, x, top + box.ascent, { lineBreak: false, features: [], baseline: "alphabetic" });
      x += piece.width;
    }
    if (box.link) doc.link(box.x + box.width - line.width, top, line.width, box.lineHeight, box.link);
    top += box.lineHeight;
  }
  return top;
}
