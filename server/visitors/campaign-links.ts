import type { DatabaseSync } from "node:sqlite";
import type {
  CampaignLink,
  CampaignLinks as CampaignLinksAnswer,
  VisitorsReport,
} from "#domain/desk/types.ts";
import { langCodes, languages, localePath } from "#domain/i18n.ts";
import { staticPaths } from "#domain/page-paths.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import {
  campaignPrefix,
  campaignTarget,
  isCampaignSlug,
  uniqueCampaignSlug,
} from "#domain/visitors/campaign-slug.ts";
import { acceptedValueByCampaign } from "../quotations/store.ts";
import { dayInZone } from "../quotations/validity.ts";
import { createCampaignLinkStore, type StoredCampaignLink } from "./campaign-store.ts";
import type { VisitorsReportOf } from "./report.ts";

export type CampaignLinks = ReturnType<typeof createCampaignLinks>;

/** Media a campaign of an exporter commonly has; she may type any other. */
const suggestedMedia = ["trade fair", "print", "email", "social", "marketplace", "messaging", "advert"];
const suggestedSources = [
  "stand",
  "visiting card",
  "brochure",
  "catalogue",
  "newsletter",
  "linkedin",
  "whatsapp",
  "alibaba",
  "indiamart",
  "tradeindia",
];

const fixedPageLabels: Record<(typeof staticPaths)[number], string> = {
  "/": "Home",
  "/about": "About",
  "/products": "Products",
  "/contact": "Contact",
  "/privacyPolicy": "Privacy policy",
};

/** The pages a campaign may lead to: every published page but the privacy policy, in every language. */
function campaignPages(products: readonly { slug: string; title: string }[]) {
  const english = [
    ...staticPaths
      .filter((path) => path !== "/privacyPolicy")
      .map((path) => ({ path, title: fixedPageLabels[path] })),
    ...products.map((product) => ({ path: `/products/${product.slug}`, title: product.title })),
  ];
  return langCodes.flatMap((lang) =>
    english.map((page) => ({
      path: localePath(lang, page.path),
      label: `${page.title} · ${languages[lang].name}`,
      language: lang,
    })),
  );
}

export type Refusal = "name-taken" | "unknown-page";

/**
 * The owner's campaign links: short addresses on her own domain leading to a page with the campaign's tags,
 * with their QR codes, and what each brought: visitors and enquiries as the Visitors report counts them under
 * the campaign's name (its utm_campaign), and the value of accepted quotations of those enquiries.
 */
export function createCampaignLinks(
  db: DatabaseSync,
  deps: {
    now: () => Date;
    timeZone: string;
    /** The Visitors report, by which each link's visitors and enquiries are counted. */
    report: VisitorsReportOf;
    publishedProducts: () => readonly { slug: string; title: string }[];
  },
) {
  const store = createCampaignLinkStore(db, deps.now);
  const wonValues = acceptedValueByCampaign(db);
  const shortUrlOf = (slug: string) => absoluteUrl(`${campaignPrefix}${slug}`);

  function figures(links: readonly StoredCampaignLink[]) {
    const first = links.map((link) => link.createdAt).sort()[0];
    if (first === undefined) return { since: null, rows: [] as VisitorsReport["campaign"] };
    const since = dayInZone(new Date(first), deps.timeZone);
    const report = deps.report({ from: since, to: dayInZone(deps.now(), deps.timeZone) });
    return { since, rows: report.campaign };
  }

  function list(): CampaignLinksAnswer {
    const links = store.list();
    const pages = campaignPages(deps.publishedProducts());
    const { since, rows } = figures(links);
    const won = wonValues();
    return {
      since,
      pages,
      media: suggestedMedia,
      sources: suggestedSources,
      links: links.map((link): CampaignLink => {
        const key = link.name.toLowerCase();
        const row = rows.find((r) => r.value.toLowerCase() === key);
        return {
          ...link,
          pageLabel: pages.find((page) => page.path === link.page)?.label ?? link.page,
          shortUrl: shortUrlOf(link.slug),
          target: campaignTarget(link),
          visitors: row?.visitors ?? 0,
          enquiries: row?.enquiries ?? 0,
          conversion: row?.conversion ?? null,
          wonValue: won.filter((w) => w.campaign === key).map(({ currency, minor }) => ({ currency, minor })),
        };
      }),
    };
  }

  const isPage = (path: string) => campaignPages(deps.publishedProducts()).some((page) => page.path === path);

  return {
    list,
    /** One live link as the list shows it (a link just added or changed); it must exist. */
    one(id: string): CampaignLink {
      const link = list().links.find((l) => l.id === id);
      if (!link) throw new Error(`no campaign link ${id}`);
      return link;
    },
    add(input: { name: string; source: string; medium: string; page: string }): { id: string } | Refusal {
      if (!isPage(input.page)) return "unknown-page";
      if (store.nameTaken(input.name)) return "name-taken";
      const slug = uniqueCampaignSlug(input.name, store.slugTaken);
      return store.add({ ...input, slug });
    },
    /** Changes a link's source, medium and page; its name and slug stay. Undefined for no such link. */
    change(id: string, input: { source: string; medium: string; page: string }) {
      if (!isPage(input.page)) return "unknown-page" as const;
      return store.change(id, input);
    },
    remove: store.remove,
    /** Where a short address sends its visitor; undefined for an unknown or deleted link. */
    target(slug: string): string | undefined {
      const link = isCampaignSlug(slug) ? store.bySlug(slug) : undefined;
      return link && campaignTarget(link);
    },
    /** The absolute short link of a live link, as its QR code holds it. */
    shortUrl(id: string): { url: string; slug: string } | undefined {
      const link = store.byId(id);
      return link && { url: shortUrlOf(link.slug), slug: link.slug };
    },
  };
}
