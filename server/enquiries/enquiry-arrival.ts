import { arrivalHeader, utmKeys } from "#domain/enquiry/arrival.ts";

/** How the buyer arrived, as stored with the enquiry; each value cut and cleaned, or null. */
export type Arrival = {
  /** The path of the visit's first page, no query or fragment. */
  arrivalPage: string | null;
  /** The host of the site that sent the buyer (without "www."), never its full address. */
  arrivalReferrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The first tag of Accept-Language ("de-CH"). */
  language: string | null;
};

export const noArrival: Arrival = {
  arrivalPage: null,
  arrivalReferrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  language: null,
};

/** Cuts: a path or a tag longer than this is no real one; a host is at most 253 characters by DNS. */
export const arrivalLimits = { page: 200, referrer: 253, utm: 100, language: 35, header: 2048 } as const;

/** Text as it may be stored and shown: no control or invisible formatting characters, trimmed, cut. */
function clean(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  const text = [...value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").trim()].slice(0, max).join("");
  return text || null;
}

/** The host of a referrer, also when a full address was sent (it is reduced to its host, never stored). */
function hostOf(value: string | null): string | null {
  if (!value) return null;
  let host = value;
  try {
    host = new URL(value.includes("//") ? value : `https://${value}`).hostname || value;
  } catch {
    // Not a host at all (a forged value): kept as text, shown as text.
  }
  return clean(host.toLowerCase().replace(/^www\./, ""), arrivalLimits.referrer);
}

function pathOf(value: string | null): string | null {
  const path = value?.split(/[?#]/, 1)[0];
  return path?.startsWith("/") ? clean(path, arrivalLimits.page) : null;
}

/** The first language tag of Accept-Language, when it looks like one (BCP 47 letters, digits and hyphens). */
export function languageOf(acceptLanguage: string | undefined): string | null {
  const first = acceptLanguage?.split(",", 1)[0]?.split(";", 1)[0]?.trim() ?? "";
  return /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(first) ? first.slice(0, arrivalLimits.language) : null;
}

/**
 * The arrival record from the enquiry's headers: the page's `Enquiry-Arrival` pairs (absent without JavaScript)
 * and the browser's Accept-Language. Never refuses: a malformed or forged record is cut, cleaned and kept as text,
 * or dropped, and the enquiry goes through either way.
 */
export function arrivalOf(headers: Record<string, string | string[] | undefined>): Arrival {
  const raw = headers[arrivalHeader.toLowerCase()];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, arrivalLimits.header) ?? "";
  const pairs = new URLSearchParams(header);
  const [utmSource, utmMedium, utmCampaign] = utmKeys.map((key) => clean(pairs.get(key), arrivalLimits.utm));
  const acceptLanguage = headers["accept-language"];
  return {
    arrivalPage: pathOf(pairs.get("page")),
    arrivalReferrer: hostOf(pairs.get("referrer")),
    utmSource: utmSource ?? null,
    utmMedium: utmMedium ?? null,
    utmCampaign: utmCampaign ?? null,
    language: languageOf(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage),
  };
}

/** What the desk filters by as the enquiry's source: its campaign's source, else the referring host. */
export function sourceOf(arrival: Arrival): string | null {
  return arrival.utmSource?.toLowerCase() ?? arrival.arrivalReferrer;
}
