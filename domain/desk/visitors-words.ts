// The 'Visitors' page's words, apart from the desk's other words (words.ts): only that page loads them, so no
// other desk page pays their bytes. Its name in the navigation stays in words.ts.
import { deskLanguage } from "./desk-language.ts";

const visitors = {
  heading: "Visitors",
  intro:
    "Who came to the site, from where, and what became of it: counted by the server, with no cookie and no script.",
  period: "Period",
  periods: { "7d": "Last 7 days", "30d": "Last 30 days", "12m": "Last 12 months" },
  dates: "Two dates",
  from: "From",
  to: "To",
  show: "Show",
  datesOrder: "The first day must come before the last.",
  range: (from: string, to: string) => `${from} to ${to}`,
  against: (from: string, to: string) => `Compared with ${from} to ${to}`,
  figures: "Figures",
  visitors: "Visitors",
  views: "Page views",
  enquiries: "Enquiries",
  conversion: "Visitors who enquire",
  quotationsSent: "Quotations sent",
  quotationsAccepted: "Quotations accepted",
  acceptedValue: "Value accepted",
  previous: (value: string) => `Previous period: ${value}`,
  /** A share's change in percentage points: "+0.8 pts". */
  points: (value: string) => `${value} pts`,
  none: "None",
  chart: (step: "day" | "week"): string =>
    step === "day" ? "Visitors and enquiries by day" : "Visitors and enquiries by week",
  /** The chart's name for a screen reader: its title and its period. */
  chartLabel: (title: string, range: string) => `${title}, ${range}`,
  chartSummary: (visitors: string, enquiries: string, busiest: string | null) =>
    `${visitors} visitors and ${enquiries} enquiries in all${busiest ? `; the most visitors ${busiest}` : ""}.`,
  busiest: (when: string, visitors: string) => `${when} (${visitors})`,
  most: (n: string) => `most ${n}`,
  pointTitle: (visitors: string, enquiries: string) => `${visitors} visitors, ${enquiries} enquiries`,
  weekOf: (date: string) => `in the week of ${date}`,
  onDay: (date: string) => `on ${date}`,
  tables: {
    source: "Source",
    country: "Country",
    page: "Page",
    product: "Product",
    language: "Language",
    device: "Device",
    campaign: "Campaign",
  },
  pageNote: "The page each visit entered by.",
  conversionColumn: "Conversion",
  quotations: "Quotations",
  noRows: "Nothing counted in this period.",
  chooseRow: "Choose a row to see the whole page for it alone.",
  filters: "Showing only",
  removeFilter: (dimension: string, label: string) => `Remove the filter ${dimension}: ${label}`,
  clearFilters: "Show everything",
  map: "Map of visitors by country",
  mapSummary: (top: string) => (top ? `Most visitors from ${top}.` : "No visitor's country is known yet."),
  listSeparator: ", ",
  mapLegend: { few: "Fewer visitors", many: "More visitors" },
  missingPages: "Broken links",
  missingPagesNote: "Addresses people asked for that found no page, most asked first.",
  missingPath: "Address",
  referrer: "Linked from",
  unknownReferrer: "Not known",
  /** The rows the server names in English (server/visitors/report.ts), named again for an Arabic reader. */
  unknownCountry: "Unknown",
  devices: { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" } as Record<string, string>,
  empty: "Nothing has been counted yet. Each page a visitor opens is counted from now on, and shows here.",
  emptyFiltered: "No visitor in this period matches these filters.",
  weeklySummaryHeading: "Weekly summary",
  campaignLinks: "Campaign links",
  campaignLinksNote: "Short links and QR codes for a trade fair, a brochure or a marketplace profile.",
};

/** The 'Campaign links' page (the server's refusals on it too, in English). */
const campaign = {
  heading: "Campaign links",
  intro:
    "A short link on your own site for each campaign, with its QR code for a visiting card, a brochure or a stand. Whoever follows it lands on the page you chose, and their visits, enquiries and won quotations are counted under the campaign's name.",
  add: "New campaign link",
  name: "Campaign name",
  nameHint: "Gulfood 2027 stand",
  nameFixed: "The name makes the short link and cannot change later: its QR code may be printed.",
  source: "Source",
  sourceHint: "Where the link is found: stand, visiting card, LinkedIn…",
  medium: "Medium",
  mediumHint: "The kind of channel: trade fair, print, email…",
  page: "Page",
  create: "Create link",
  created: "Campaign link created.",
  save: "Save",
  saved: "Campaign link saved.",
  cancel: "Cancel",
  edit: "Edit",
  editLabel: (name: string) => `Edit campaign link ${name}`,
  delete: "Delete",
  deleteLabel: (name: string) => `Delete campaign link ${name}`,
  confirmDelete: (name: string) =>
    `Delete the link of "${name}"? Its short link and QR code will stop working; the visits and enquiries it brought stay counted.`,
  deleted: "Campaign link deleted.",
  none: "No campaign links yet.",
  shortLink: "Short link",
  leadsTo: "Leads to",
  visitors: "Visitors",
  enquiries: "Enquiries",
  conversion: "Conversion",
  won: "Won",
  since: (date: string) => `Counted since ${date}.`,
  qrLabel: (name: string) => `QR code of ${name}`,
  downloadSvg: "Download SVG",
  downloadPng: "Download PNG",
  copy: "Copy link",
  copied: "Link copied.",
  notFound: "There is no such campaign link. It may have been deleted.",
  nameTaken: "Another campaign link has this name already.",
  unknownPage: "Choose one of the site's pages.",
};

/** The 'Weekly summary by mail' switch on the 'Visitors' page. */
const weeklySummary = {
  label: "Weekly summary by mail",
  hint: "Mondays at 08:00: last week's visitors, enquiries and wins, against the week before.",
  on: "The weekly summary will come by mail each Monday.",
  off: "No weekly summary by mail.",
};

/** The 'Search engines' table of the 'Visitors' page. */
const searchEngines = {
  heading: "Search engines",
  intro:
    "Each page of the site: when a publish last changed it, when IndexNow (Bing, Yandex, Naver, Seznam, Yep) was told, and the first visit of each search engine's crawler since. Google reads the change from the sitemap.",
  page: "Page",
  changed: "Last changed",
  indexNow: "IndexNow",
  crawls: "First crawl since",
  indexNowOff: "IndexNow is off: the site's address is not a public one.",
  notTold: "Not told",
  waiting: (result: string | null) => (result ? `Retrying (last answer: ${result})` : "Waiting to be sent"),
  told: (when: string, result: string | null) => `Told ${when}${result ? ` (${result})` : ""}`,
  notCrawled: "Not crawled yet",
  verified: "verified",
  unverified: "not verified",
  unknown: "not checked",
  empty: "No page has been published yet: the dates start with the first publish.",
};

const english = { visitors, campaign, weeklySummary, searchEngines };
export type VisitorsPageWords = typeof english;

/** In the desk's language; the server's refusals are English (domain/desk/desk-language.ts). */
const words: VisitorsPageWords =
  deskLanguage === "ar" ? (await import("./visitors-words.ar.ts")).arabic : english;

export const {
  visitors: visitorsWords,
  campaign: campaignWords,
  weeklySummary: weeklySummaryWords,
  searchEngines: searchEngineWords,
} = words;
