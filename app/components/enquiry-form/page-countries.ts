import { pageLang } from "~/lib/page-lang";
import { type Country, countries } from "../../../domain/content/countries";
import { defaultLang } from "../../../domain/i18n";

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

/**
 * The country picker's list: English keeps the spec's list as it is. Here rather than beside the list, so that
 * the English build drops countriesIn (the list's module is shared with the desk, where it would stay).
 */
export const pageCountries = pageLang === defaultLang ? countries : countriesIn(countries, pageLang);
