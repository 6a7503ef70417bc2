import { expect, test } from "vitest";
import { countries, countriesIn, filterCountries, findByPrefix, findCountry } from "./countries";

test("every country carries iso2, name, localName, dial code, format and area codes", () => {
  expect(countries.length).toBeGreaterThan(200);
  for (const country of countries) {
    expect(country.iso2).toMatch(/^[a-z]{2}$/);
    expect(country.dialCode).toMatch(/^\d{1,4}$/);
    expect(country.localName).toBe(country.name);
  }
  expect(findCountry("in")).toMatchObject({ name: "India", dialCode: "91", format: ".....-....." });
  expect(findCountry("ca")?.areaCodes).toContain("416");
  expect(findCountry("bd")?.format).toBeUndefined();
});

test("the search matches names, ISO codes and dial codes", () => {
  const names = (query: string) => filterCountries(countries, query).map((c) => c.name);
  expect(names("GERM")).toEqual(["Germany"]);
  expect(names("+880")).toEqual(["Bangladesh"]);
  expect(names("jp")).toEqual(["Japan"]);
  expect(names("")).toHaveLength(countries.length);
  expect(names("zzz")).toEqual([]);
});

test("the type-ahead finds the first country starting with the typed letters", () => {
  expect(countries[findByPrefix(countries, "united k")]?.name).toBe("United Kingdom");
  expect(countries[findByPrefix(countries, "i")]?.name).toBe("Iceland");
  expect(findByPrefix(countries, "xq")).toBe(-1);
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
