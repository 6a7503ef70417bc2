// How a buyer arrived: the first page of the visit, the site that sent them and its campaign tags.
// No cookie and nothing on the server about visitors who send nothing: the first page of a tab writes the record
// into that tab's sessionStorage, and the contact form sends it with the enquiry in one request header.

/** The request header that carries the record: URL-encoded pairs, e.g. `page=%2Fproducts&referrer=google.com`. */
export const arrivalHeader = "Enquiry-Arrival";

/** Where the record waits in sessionStorage, in the header's own form. */
export const arrivalStorageKey = "arrival";

/** The campaign tags kept when the first page's address had them. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** The longest value the page keeps; the server cuts again (server/enquiries/enquiry-arrival.ts), never trusting this. */
const keep = 100;

/**
 * Writes the record once per tab, from the first page's own script (app/boot/page-behaviours.ts): the landing
 * page; a page that follows finds the record there. The referrer is reduced to its host (only another site's:
 * a move within this site is no arrival), the page to its path.
 */
export function recordArrival(): void {
  try {
    if (sessionStorage.getItem(arrivalStorageKey) !== null) return;
    const record = new URLSearchParams({ page: location.pathname });
    let referrer = "";
    try {
      referrer = new URL(document.referrer).hostname;
    } catch {}
    if (referrer && referrer !== location.hostname) record.set("referrer", referrer);
    const query = new URLSearchParams(location.search);
    for (const key of utmKeys) {
      const value = query.get(key);
      if (value) record.set(key, value.slice(0, keep));
    }
    sessionStorage.setItem(arrivalStorageKey, record.toString());
  } catch {}
}

/** The record of this tab, for the enquiry's request header; undefined when there is none (or no storage). */
export function readArrival(): string | undefined {
  try {
    return sessionStorage.getItem(arrivalStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}
