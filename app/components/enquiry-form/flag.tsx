import type { CountryIso2 } from "react-international-phone";

// The system's colour-emoji fonts. Windows has no flag glyphs and shows the two letters (e.g. "IN"), which
// still reads well; a flag font for it alone would cost 78 KB, over the site's whole font budget.
const fontFamily = `"Apple Color Emoji", "Noto Color Emoji", "Twemoji Mozilla", "Segoe UI Emoji", sans-serif`;

/** The flag as two regional-indicator letters: no image per country, no request at all. */
export function flagEmoji(iso2: CountryIso2): string {
  const regionalIndicatorA = 0x1f1e6;
  return String.fromCodePoint(
    ...[...iso2.toUpperCase()].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 65),
  );
}

export function Flag({ iso2 }: { iso2: CountryIso2 }) {
  return (
    <span aria-hidden="true" style={{ fontFamily }}>
      {flagEmoji(iso2)}
    </span>
  );
}
