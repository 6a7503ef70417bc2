import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { countriesJsonFile, packageCountries } from "./countries-json.ts";

test("domain/countries/countries.json holds react-international-phone's countries as the package has them", () => {
  const committed: unknown = JSON.parse(readFileSync(countriesJsonFile, "utf8"));
  // The form formats numbers with the package's list and the server reads the copy: they must not drift apart.
  expect(
    committed,
    "countries.json differs from the installed react-international-phone: run node scripts/build/countries-json.ts",
  ).toEqual(packageCountries());
});
