import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Reader, type Response } from "mmdb-lib";

/** The country of an IP address as two lower-case letters, or null when unknown. */
export type CountryLookUp = (ip: string) => string | null;

const databasePackage = "@ip-location-db/geo-whois-asn-country-mmdb";

/**
 * The shipped IP-to-country database (geo-whois-asn-country, updated with its npm package), read into memory at
 * the first look-up rather than at start: a server that never counts a view never holds it.
 */
export function createCountryLookUp(): CountryLookUp {
  let reader: Reader<Response> | undefined;
  return (ip) => {
    reader ??= new Reader(
      readFileSync(createRequire(import.meta.url).resolve(`${databasePackage}/geo-whois-asn-country.mmdb`)),
    );
    try {
      // This database's records hold one field, its country's two letters.
      const record = reader.get(ip) as { country_code?: string } | null;
      const code = record?.country_code?.toLowerCase();
      return code && /^[a-z]{2}$/.test(code) ? code : null;
    } catch {
      // Not an address the database can read (a Unix socket's empty address): no country.
      return null;
    }
  };
}
