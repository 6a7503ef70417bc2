import { expect, test } from "vitest";
import { filterCountries, findByPrefix } from "#domain/countries/countries.ts";
import { countries as domainCountries } from "#domain/countries/country-list.ts";
import { phoneCountries as countries, countriesIn } from "./page-countries.ts";

test("the picker offers the countries the server tells from phone numbers, in the same order", () => {
  expect(countries).toEqual(domainCountries);
});

test("in another language, names come from Intl, sorted as that language sorts, and the search takes both", () => {
  const spanish = countriesIn(countries, "es");
  expect(spanish).toHaveLength(countries.length);
  expect(spanish.find((c) => c.iso2 === "de")).toMatchObject({ name: "Germany", localName: "Alemania" });
  expect(spanish[0]?.localName).toBe("Afganistán");
  // Sorted by the Spanish names: Alemania comes long before Germany's English place.
  expect(spanish.findIndex((c) => c.iso2 === "de")).toBeLessThan(5);
  expect(filterCountries(spanish, "alem").map((c) => c.iso2)).toEqual(["de"]);
  expect(filterCountries(spanish, "germ").map((c) => c.iso2)).toEqual(["de"]);
  expect(spanish[findByPrefix(spanish, "reino")]?.iso2).toBe("gb");
  const russian = countriesIn(countries, "ru");
  expect(russian.find((c) => c.iso2 === "in")?.localName).toBe("Индия");
  expect(filterCountries(russian, "инд").map((c) => c.iso2)).toEqual(expect.arrayContaining(["in", "id"]));
  const arabic = countriesIn(countries, "ar");
  expect(arabic.find((c) => c.iso2 === "ae")?.localName).toBe("الإمارات العربية المتحدة");
});
