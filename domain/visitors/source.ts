// Where a visit came from, named the same way for a page view the server counts and for an enquiry's arrival
// record: its campaign's source, else the ad network of its click id, else the search engine or the referring
// site's host, else "Direct".

/** The source of a visit that names none: typed in, a bookmark, an app that sends no referrer. */
export const directSource = "Direct";

/** The click ids the big ad networks add to their links, read as their network. */
const clickIds: readonly (readonly [string, string])[] = [
  ["gclid", "Google Ads"],
  ["gbraid", "Google Ads"],
  ["wbraid", "Google Ads"],
  ["dclid", "Google Ads"],
  ["fbclid", "Facebook"],
  ["msclkid", "Microsoft Ads"],
  ["ttclid", "TikTok"],
  ["li_fat_id", "LinkedIn"],
  ["yclid", "Yandex Direct"],
  ["twclid", "X"],
  ["epik", "Pinterest"],
  ["sccid", "Snapchat"],
];

/** Search engines by the labels of their hosts (google.co.in, www.bing.com, yandex.ru, search.yahoo.co.jp). */
const searchEngines: readonly (readonly [RegExp, string])[] = [
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)(yandex(\.[a-z]{2,3}){1,2}|ya\.ru)$/, "Yandex"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)baidu\.com$/, "Baidu"],
  [/(^|\.)naver\.com$/, "Naver"],
  [/(^|\.)yahoo(\.[a-z]{2,3}){1,2}$/, "Yahoo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)qwant\.com$/, "Qwant"],
  [/(^|\.)seznam\.cz$/, "Seznam"],
  [/(^|\.)search\.brave\.com$/, "Brave Search"],
  [/(^|\.)startpage\.com$/, "Startpage"],
  [/(^|\.)so\.com$/, "360 Search"],
  [/(^|\.)sogou\.com$/, "Sogou"],
];

/** Longest campaign value kept: a longer one is no tag a person chose. */
const keep = 100;

/** What a visit's address and referrer say of where it came from. */
export type VisitSource = { source: string; medium: string | null; campaign: string | null };

/** A referring host as kept: lower case, without "www."; null for none. */
export function referringHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  const host = URL.parse(referrer.includes("//") ? referrer : `https://${referrer}`)?.hostname;
  return host ? host.toLowerCase().replace(/^www\./, "") : null;
}

/** The search engine a referring host belongs to, or null. */
export function searchEngineOf(host: string): string | null {
  return searchEngines.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

function tag(value: string | null | undefined): string | null {
  const text = value
    ?.replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, keep);
  return text || null;
}

/**
 * The source of a visit from the query of its first page (utm_* and click ids) and the host that referred it
 * (already known to be another site's).
 */
export function sourceOf(query: URLSearchParams, referrerHost: string | null): VisitSource {
  const medium = tag(query.get("utm_medium"));
  const campaign = tag(query.get("utm_campaign"));
  const utmSource = tag(query.get("utm_source"));
  if (utmSource) return { source: utmSource, medium, campaign };
  const network = clickIds.find(([key]) => query.has(key))?.[1];
  if (network) return { source: network, medium: medium ?? "cpc", campaign };
  if (referrerHost) {
    const engine = searchEngineOf(referrerHost);
    return { source: engine ?? referrerHost, medium: medium ?? (engine ? "organic" : "referral"), campaign };
  }
  return { source: directSource, medium, campaign };
}
