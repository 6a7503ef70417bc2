// What makes a text one a buyer can read as it was meant: stored in one Unicode form (NFC), so "café" typed on
// two keyboards is one word and one address; and free of the characters that show nothing or change how the
// characters around them read (a name of only a zero-width space renders blank; a right-to-left override
// turns "stnemyap" into "payments"). These rules apply to a draft as to a publish: they guard against harm,
// not against work left unfinished.

/**
 * The bidirectional embeddings, overrides and isolates: they reorder the text after them. The plain marks
 * (LRM, RLM, ALM) only settle where a neutral character goes, and stay.
 */
const directionControls = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Format characters that show nothing: zero-width spaces, word joiners, a byte order mark, soft hyphens and the
 * like. Kept: the joiners that shape a word or an emoji (ZWNJ, ZWJ), the direction marks, the Arabic number
 * signs (which show), and the tags of a flag emoji.
 */
const invisible =
  /[\p{Cf}--[\u200C\u200D\u200E\u200F\u061C\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}\u{E0020}-\u{E007F}]]/v;

/** Letters that draw as blank space though they are not spaces (Hangul fillers, the blank Braille pattern). */
const blankLetters = "\u115F\u1160\u3164\uFFA0\u2800";

/**
 * A character a reader sees: not a space, a format character, a lone combining mark or a blank letter. Text
 * of spaces alone is left to its field's own rule (required, or empty).
 */
const visible = new RegExp(`[^\\p{White_Space}\\p{Cf}\\p{M}${blankLetters}]`, "u");

/** The sentence for a text a reader could not read as written; undefined when it reads as it is. */
export function unreadableTextProblem(text: string): string | undefined {
  if (!text.isWellFormed()) return "Paste the text again: part of it is not a whole character.";
  if (directionControls.test(text))
    return "Remove the hidden characters that change the direction of the text.";
  if (invisible.test(text)) return "Remove the invisible characters (such as zero-width spaces).";
  if (text.trim() !== "" && !visible.test(text)) return "Write it with letters a reader can see.";
  return undefined;
}

/**
 * A product's address that a browser, a crawler or the server would take for a file (`index.html`,
 * `robots.txt`, `sheet.pdf`): the end after its last dot has a letter and is short, as file types are.
 * "onions-2.5" stays an address.
 */
export function looksLikeAFile(slug: string): boolean {
  return /\.(?=[\p{L}\p{N}]{0,7}\p{L})[\p{L}\p{N}]{1,8}$/u.test(slug);
}
