import { expect, test } from "vitest";
import { filterCountries, findByPrefix } from "./countries.ts";
import { countries, findCountry } from "./country-list.ts";

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
