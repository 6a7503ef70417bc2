import { polyfillCountryFlagEmojis } from "country-flag-emoji-polyfill";
import flagFontUrl from "country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2?url";
import { useEffect } from "react";
import type { CountryIso2 } from "react-international-phone";

const flagFont = "Twemoji Country Flags";
// The self-hosted font first: it is only declared (and so only downloaded) where the system lacks flags.
const fontFamily = `"${flagFont}", "Apple Color Emoji", "Noto Color Emoji", "Twemoji Mozilla", "Segoe UI Emoji", sans-serif`;

/** The flag as two regional-indicator letters: no image per country, no request on most systems. */
export function flagEmoji(iso2: CountryIso2): string {
  const regionalIndicatorA = 0x1f1e6;
  return String.fromCodePoint(
    ...[...iso2.toUpperCase()].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 65),
  );
}

let fontChecked = false;

/**
 * Windows has no flag emoji (it shows the two letters). There, and only there, the polyfill declares the
 * Twemoji flag font (78 KB woff2, CC-BY 4.0, served from our own origin); elsewhere nothing loads.
 */
export function useFlagFont() {
  useEffect(() => {
    if (fontChecked) return;
    fontChecked = true;
    try {
      polyfillCountryFlagEmojis(flagFont, flagFontUrl);
    } catch {
      // No 2D canvas to test the system's emoji (disabled, or jsdom): keep the system's own rendering.
    }
  }, []);
}

export function Flag({ iso2 }: { iso2: CountryIso2 }) {
  return (
    <span aria-hidden="true" style={{ fontFamily }}>
      {flagEmoji(iso2)}
    </span>
  );
}
