// The functions the shipped migrations call from their SQL, registered on every database opened: 002 fills each
// stored enquiry's country and product, 004 the product again, 007 the references of the enquiries numbered
// before references had a key.
//
// A migration's meaning is its SQL and these functions together, so they are frozen as the migrations shipped
// them, and never follow the app's own rules (server/enquiries/enquiry-facts.ts), which may change: their data
// is a copy of what those rules read on 26 November 2026 (migrations/frozen-facts.json: react-international-phone
// 4.8.0's dial and area codes, the "Enquiry about …:" line of each product in each language). A migration that
// needs a changed rule registers a new function under a new name; these are never edited.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { legacyReferenceOf } from "./legacy-references.ts";

type FrozenCountry = { iso2: string; dialCode: string; areaCodes?: readonly string[] };

const facts = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "migrations/frozen-facts.json"), "utf8"),
) as {
  countries: [string, string, string[]?][];
  productLines: [string, string][];
};
const countries: FrozenCountry[] = facts.countries.map(([iso2, dialCode, areaCodes]) =>
  areaCodes === undefined ? { iso2, dialCode } : { iso2, dialCode, areaCodes },
);
// Longest dial codes first, so "1 268" (Antigua) wins over "1" (United States).
const byDialCode = [...countries].sort((a, b) => b.dialCode.length - a.dialCode.length);

/** The country of a digits-only phone number (dial code first), as migration 002 shipped it. */
function countryOfPhone(phone: string): string | undefined {
  const candidates = byDialCode.filter((c) => phone.startsWith(c.dialCode));
  const longest = candidates[0]?.dialCode;
  const sharing = candidates.filter((c) => c.dialCode === longest);
  const national = phone.slice(longest?.length ?? 0);
  return (
    sharing.find((c) => c.areaCodes?.some((code) => national.startsWith(code))) ??
    sharing.find((c) => !c.areaCodes) ??
    sharing[0]
  )?.iso2;
}

/** The product slug named by a message's "Enquiry about …:" first line, in any of the five languages. */
function productOfMessage(message: string): string | undefined {
  const firstLine = message.trimStart().split("\n", 1)[0]?.trim().toLowerCase() ?? "";
  return facts.productLines.find(([line]) => firstLine.startsWith(line))?.[1];
}

/** Registers the migrations' functions on db, under the names their SQL calls. */
export function registerMigrationFunctions(db: DatabaseSync): void {
  db.function("country_of_phone", { deterministic: true }, (phone) => countryOfPhone(String(phone)) ?? null);
  db.function(
    "product_of_message",
    { deterministic: true },
    (message) => productOfMessage(String(message)) ?? null,
  );
  // Frozen by its own contract: the references of enquiries numbered before the key are computed with it for
  // as long as those enquiries exist (legacy-references.ts), so it can never change either.
  db.function("reference_of", { deterministic: true }, (seq) => legacyReferenceOf(Number(seq)));
}
