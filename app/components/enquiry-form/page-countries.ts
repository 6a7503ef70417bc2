import { defaultCountries, parseCountry } from "react-international-phone";
import { pageLang } from "#app/lib/page-lang.ts";
import type { Country } from "#domain/countries/countries.ts";
import { defaultLang } from "#domain/i18n.ts";

/**
 * The phone input's countries from the package's own list, which the island ships anyway for usePhoneInput:
 * domain's copy of it (domain/countries/country-list.ts) would send the same facts a second time.
 */
export const phoneCountries: readonly Country[] = defaultCountries.map((data) => {
  const { iso2, name, dialCode, format, areaCodes } = parseCountry(data);
  return { iso2, name, localName: name, dialCode, format, areaCodes };
});

/**
 * The countries named in a language by Intl.DisplayNames (no names travel in the page's code) and sorted as
 * that language sorts; a region the runtime cannot name keeps its English name.
 */
export function countriesIn(list: readonly Country[], lang: string): readonly Country[] {
  const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
  const { compare } = new Intl.Collator(lang);
  return list
    .map((country) => ({ ...country, localName: names.of(country.iso2.toUpperCase()) ?? country.name }))
    .sort((a, b) => compare(a.localName, b.localName));
}

/** The country picker's list: English keeps the spec's list as it is. */
export const pageCountries =
  pageLang === defaultLang ? phoneCountries : countriesIn(phoneCountries, pageLang);
