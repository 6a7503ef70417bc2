// A campaign link's short address, /c/<slug>, made from the campaign's name: ASCII only, so it can be typed from
// a printed card and read aloud. Accents are dropped ("Salón" → "salon"); letters with no ASCII form (Arabic,
// Cyrillic…) are left out, and a name made only of them gets the slug "campaign". Taken slugs get -2, -3…

/** The prefix of every campaign link's address. */
export const campaignPrefix = "/c/";

const maxSlugLength = 60;
const fallbackSlug = "campaign";

/** The slug a campaign name gives, before any suffix that keeps it unique. */
export function slugOfCampaign(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, "");
  return slug === "" ? fallbackSlug : slug;
}

/** The name's slug, or the first of slug-2, slug-3… that `taken` does not hold. */
export function uniqueCampaignSlug(name: string, taken: (slug: string) => boolean): string {
  const base = slugOfCampaign(name);
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Whether a path segment could be a campaign slug at all (anything else is answered 404 without a look-up). */
export function isCampaignSlug(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,70})$/.test(value);
}

/** A page of the site with a campaign's tags: where a campaign link sends its visitor. */
export function campaignTarget(link: { page: string; source: string; medium: string; name: string }): string {
  const tags = new URLSearchParams({
    utm_source: link.source,
    utm_medium: link.medium,
    utm_campaign: link.name,
  });
  return `${encodeURI(link.page)}?${tags}`;
}
