// `node scripts/build/countries-json.ts`: writes domain/countries/countries.json, the phone facts of
// react-international-phone's country list as plain data. domain/ cannot import the package (its only entry
// imports React, which the server must not load), so it reads this copy; the enquiry form's island keeps the
// package's own list, which it ships anyway for usePhoneInput. Run it after upgrading the package:
// countries-json.test.ts fails while the copy differs from the package's list.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { defaultCountries, parseCountry } from "react-international-phone";
import type { CountryFacts } from "#domain/countries/countries.ts";

export const countriesJsonFile = path.resolve(import.meta.dirname, "../../domain/countries/countries.json");

/** The package's countries in its order, with the fields domain/ reads; a field the package leaves out stays out. */
export function packageCountries(): CountryFacts[] {
  return defaultCountries.map((data) => {
    const { iso2, name, dialCode, format, areaCodes } = parseCountry(data);
    return {
      iso2,
      name,
      dialCode,
      ...(format === undefined ? {} : { format }),
      ...(areaCodes === undefined ? {} : { areaCodes }),
    };
  });
}

if (import.meta.main) {
  await writeFile(countriesJsonFile, JSON.stringify(packageCountries()));
  // Laid out as `npm run lint` wants it, so that a regenerated file passes the check unedited.
  execFileSync("npx", ["biome", "format", "--write", countriesJsonFile], { stdio: "inherit" });
  console.log(`countries-json: wrote ${path.relative(process.cwd(), countriesJsonFile)}`);
}
