// How a buyer arrived (issue 21): the first page of the visit, the site that sent them and its campaign tags.
// No cookie and nothing on the server about visitors who send nothing: the first page of a tab writes the record
// into that tab's sessionStorage, and the contact form sends it with the enquiry in one request header.

/** The request header that carries the record: URL-encoded pairs, e.g. `page=%2Fproducts&referrer=google.com`. */
export const arrivalHeader = "Enquiry-Arrival";

/** Where the record waits in sessionStorage, in the header's own form. */
export const arrivalStorageKey = "arrival";

/** The campaign tags kept when the first page's address had them. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** The longest value the page keeps; the server cuts again (server/enquiry-arrival.ts), never trusting this. */
const keep = 100;

/**
 * Inline in every page's <head> (in the web font's <script>, so no tag or CSP hash of its own), before anything
 * paints; about 330 bytes and no request. Only the first page of the tab writes: a later page, or a reload, finds
 * the record there. The referrer is reduced to its host here already (only another site's: a move within this
 * site is no arrival), and the page to its path.
 */
export const arrivalScript = [
  `(()=>{try{const s=sessionStorage,l=location,q=new URLSearchParams(l.search),a=new URLSearchParams({page:l.pathname});`,
  `if("${arrivalStorageKey}"in s)return;let r;try{r=new URL(document.referrer).hostname}catch{}`,
  'r&&r!=l.hostname&&a.set("referrer",r);',
  `for(const u of ${JSON.stringify(utmKeys)})q.get(u)&&a.set(u,q.get(u).slice(0,${keep}));`,
  `s.${arrivalStorageKey}=a}catch{}})();`,
].join("");

/** The record of this tab, for the enquiry's request header; undefined when there is none (or no storage). */
export function readArrival(): string | undefined {
  try {
    return sessionStorage.getItem(arrivalStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}
