/**
 * A country's phone facts, as react-international-phone's list gives them. The server and the desk read them
 * from countries.json (country-list.ts); the enquiry form from the package itself, whose list it ships anyway.
 */
export type CountryFacts = {
  /** ISO 3166-1 alpha-2, lower case ("in"). */
  iso2: string;
  /** The English name. */
  name: string;
  /** Digits only ("91"). */
  dialCode: string;
  /** The national number's mask ("." a digit): one for all, or one per prefix (regex keys) and a default. */
  format?: string | ({ default: string } & Record<string, string>);
  /** What tells this country from the others sharing its dial code (+1, +7, +44 …). */
  areaCodes?: readonly string[];
};

/** A country of the phone input, with the fields the spec names. */
export type Country = CountryFacts & {
  /**
   * The name shown to the visitor: `name` on English pages (as in the spec's source component without a
   * localization), the page's language's name from the browser's own Intl data on the others
   * (app/components/enquiry-form/page-countries.ts).
   */
  localName: string;
};

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
