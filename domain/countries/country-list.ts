import json from "./countries.json" with { type: "json" };
import type { Country, CountryFacts } from "./countries.ts";

/**
 * Every country of the phone input, for the server and the desk: a copy of react-international-phone's list
 * (scripts/build/countries-json.ts), as the package's only entry imports React. The enquiry form does not
 * import this: it builds the same list from the package, which it ships anyway, rather than ship it twice.
 */
export const countries: readonly Country[] =
  // TypeScript types a JSON file by its values, each mask's keys apart; scripts/build/countries-json.test.ts
  // holds the file equal to the package's list, typed as these facts.
  (json as readonly CountryFacts[]).map((facts) => ({ ...facts, localName: facts.name }));

export function findCountry(iso2: string): Country | undefined {
  return countries.find((country) => country.iso2 === iso2);
}
