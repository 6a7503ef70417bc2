import type { CountryIso2 } from "react-international-phone";

/** The flags' URL folder on our own server (scripts/build/flag-assets.ts). */
declare const __FLAG_BASE__: string;

type FlagProps = {
  iso2: CountryIso2;
  /** False keeps the image empty (an empty box of the same size) and fetches nothing yet. */
  load?: boolean;
};

/**
 * A country's flag as an SVG image: the same on every system, with or without an emoji font. Decorative
 * (empty alt): the country's name and dial code beside it, or in the button's label, say which country.
 * Width and height are fixed, so nothing moves when the image arrives.
 */
export function Flag({ iso2, load = true }: FlagProps) {
  return (
    <img
      src={load ? `${__FLAG_BASE__}${iso2}.svg` : undefined}
      alt=""
      width={24}
      height={16}
      decoding="async"
      className="h-4 w-6 shrink-0 rounded-xs bg-cream-200 object-cover ring-1 ring-earth-900/10"
    />
  );
}
