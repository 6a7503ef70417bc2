// The 'Search engines' table of the 'Visitors' page and the server (GET /api/desk/visitors/search-engines):
// for each public page, when it last changed for its readers (the publish that changed it, the sitemap's
// lastmod), when IndexNow was told of that change and what it answered, and each engine's first crawl since.
import { z } from "zod";

export const searchEnginesPath = "/api/desk/visitors/search-engines";

const time = z.iso.datetime().describe("UTC, to the second");

const crawl = z.object({
  engine: z.string().describe("Google, Bing, Yandex, Apple, …"),
  at: time,
  verified: z
    .boolean()
    .nullable()
    .describe(
      "Reverse and forward DNS named the engine (true), did not (false), or could not be asked (null)",
    ),
});

const pageRow = z.object({
  path: z.string().describe("The page's path in its language: /es/products/red-onions"),
  changedAt: time.describe("The publish that last changed what a reader sees there"),
  indexNow: z
    .object({
      at: time.nullable().describe("When IndexNow took it; null while it is still being tried"),
      result: z
        .string()
        .nullable()
        .describe("The endpoint's HTTP status, or why it failed; null before a try"),
    })
    .nullable()
    .describe("null: IndexNow was not told of this change (off, or the change came before it)"),
  crawls: z.array(crawl).describe("Each engine's first crawl since the change"),
});

export const searchEnginesReport = z.object({
  indexNow: z.enum(["on", "off"]).describe("off: no endpoint (the site's address is not public)"),
  pages: z.array(pageRow).describe("Most recently changed first"),
});

export type SearchEnginesReport = z.infer<typeof searchEnginesReport>;
export type SearchEnginePage = z.infer<typeof pageRow>;
