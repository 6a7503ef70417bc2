// Campaign links (the desk's 'Campaign links' page) and the weekly summary's switch, as zod schemas: used as
// contract.ts is (types only in the browser).
import { z } from "zod";
import { idParams, instant } from "./contract.ts";

/**
 * One line of the owner's text that is safe wherever it goes: in a URL's tags, an HTML mail, a CSV opened in a
 * spreadsheet. No markup, no line breaks or other control characters, and no leading character a spreadsheet
 * reads as a formula.
 */
function plainLine(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `Give the ${what}.`)
    .max(max, `Keep the ${what} to ${max} characters.`)
    .refine((text) => !/[<>]/.test(text), `The ${what} cannot hold < or >.`)
    .refine((text) => !/\p{Cc}/u.test(text), `The ${what} must be one line.`)
    .refine((text) => !/^[=+\-@]/.test(text), `The ${what} cannot start with =, +, - or @.`);
}

/** A page of the site in one language, by its path: "/", "/es/products/red-onions". */
const page = z.string().max(200).describe("A published page's path, in any language");

export const campaignLinkChange = z.strictObject({
  source: plainLine("source", 60).describe(
    "utm_source: where the link is found (a stand, a card, a profile)",
  ),
  medium: plainLine("medium", 60).describe("utm_medium: the kind of channel (trade fair, print, email…)"),
  page,
});

export const campaignLinkInput = campaignLinkChange.extend({
  name: plainLine("name", 100).describe("The campaign's name, its utm_campaign; its slug is made from it"),
});

const valueByCurrency = z.array(z.object({ currency: z.string(), minor: z.number().int() }));

export const campaignLink = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  source: z.string(),
  medium: z.string(),
  page: z.string(),
  pageLabel: z.string().describe("The page's title and language, or its path for a page no longer published"),
  shortUrl: z.string().describe("The short link on the site's public origin, as its QR code holds it"),
  target: z.string().describe("Where the short link sends a visitor: the page's path with the three tags"),
  createdAt: instant,
  visitors: z.number().int(),
  enquiries: z.number().int(),
  conversion: z.number().nullable(),
  wonValue: valueByCurrency.describe("Accepted quotations of the campaign's enquiries, per currency"),
});

export const campaignLinks = z.object({
  links: z.array(campaignLink),
  since: z.iso.date().nullable().describe("The first day the visitors and enquiries are counted from"),
  pages: z.array(z.object({ path: page, label: z.string(), language: z.string() })),
  media: z.array(z.string()).describe("Suggested media; any other is accepted"),
  sources: z.array(z.string()).describe("Suggested sources; any other is accepted"),
});

export const qrFormatParams = idParams.extend({ format: z.enum(["svg", "png"]) });

export const weeklySummarySetting = z.strictObject({
  on: z.boolean().describe("Whether this owner gets the weekly summary by mail, Mondays at 08:00"),
});
