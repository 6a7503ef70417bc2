import {
  type CountryIso2,
  defaultCountries,
  type ParsedCountry,
  parseCountry,
} from "react-international-phone";

/** A country of the phone input, with the fields the spec names. */
export type Country = Pick<ParsedCountry, "iso2" | "name" | "dialCode" | "format" | "areaCodes"> & {
  /**
   * The name shown to the visitor: `name` on English pages (as in the spec's source component without a
   * localization), the page's language's name from the browser's own Intl data on the others
   * (app/components/enquiry-form/page-countries.ts).
   */
  localName: string;
};

/** Every country of react-international-phone's data: names, dial codes, formats and area codes. */
export const countries: readonly Country[] = defaultCountries.map((data) => {
  const { iso2, name, dialCode, format, areaCodes } = parseCountry(data);
  return { iso2, name, localName: name, dialCode, format, areaCodes };
});

export function findCountry(iso2: CountryIso2): Country | undefined {
  return countries.find((country) => country.iso2 === iso2);
}

/** Countries whose name, local name, ISO code or dial code contains the query (case-insensitive). */
export function filterCountries(list: readonly Country[], query: string): readonly Country[] {
  const needle = query.trim().toLowerCase().replace(/^\+/, "");
  if (!needle) return list;
  return list.filter(
    (c) =>
      c.name.toLowerCase().includes(needle) ||
      c.localName.toLowerCase().includes(needle) ||
      c.iso2 === needle ||
      c.dialCode.startsWith(needle),
  );
}

/** First country whose name starts with the typed letters: the dropdown's type-ahead. */
export function findByPrefix(list: readonly Country[], typed: string): number {
  const prefix = typed.toLowerCase();
  return list.findIndex(
    (c) => c.name.toLowerCase().startsWith(prefix) || c.localName.toLowerCase().startsWith(prefix),
  );
}
