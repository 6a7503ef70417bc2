// Publishing the owner's content: every public page in every language rendered with React Router's
// own server build of that language and put through the build's page pipeline, in a process of its own
// (renderer.ts), so a page published with the defaults is the built page byte for byte; then the sitemap and
// the spec sheets, pre-compressed, and the whole site swapped in one assignment (server/site/site-files.ts
// ServedSite).
import { createHash } from "node:crypto";
import { ownersPaths } from "#domain/desk/team-api.ts";
import { type Lang, langCodes, localePath, prefixedLangs, withoutPrefix } from "#domain/i18n.ts";
import { productNotFoundPath, staticPaths } from "#domain/page-paths.ts";
import { type SiteContent, slugOf } from "#domain/site-content/schema.ts";
import { sitemapXml } from "#domain/site-content/sitemap.ts";
import { encodedPath, siteUrl } from "#domain/site-url.ts";
import { addFile, type FileBytes, type ServedSite, type SiteFile, siteFile } from "../site/site-files.ts";
import { compressedCopies } from "./page-pipeline/compress.ts";
import { HtmlPage } from "./page-pipeline/html-page.ts";
import { createRenderer, type Published, type RenderedFile, type Rendering } from "./renderer.ts";
import type { SheetDrawer } from "./spec-sheets/sheet-worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Publishes the owner's content and renders her previews (server/app.ts creates it over the served site). */
    sitePublisher: SitePublisher;
  }
}

export type SitePublisher = {
  /** Renders every public file of the content (pages in every language, 404 pages, sitemap.xml, spec sheet PDFs),
   *  then swaps them in at once; calls onProgress as files are done. Rejects (and changes nothing served) on failure. */
  publish(content: SiteContent, onProgress: (done: number, total: number) => void): Promise<void>;
  /** One page (a public path in any language, e.g. "/es/products/red-onions") rendered with this content. */
  preview(content: SiteContent, path: string): Promise<{ status: number; html: string }>;
  /** Ends what it renders with (the server's shutdown). */
  close?(): Promise<void>;
};

/** A product's spec sheet in a language, as PDF bytes (spec-sheets/spec-sheets.ts). */
export type SpecSheetPdf = (content: SiteContent, productId: string, lang: Lang) => Promise<Buffer>;

export type PublisherOptions = {
  /** The build's folder: client/ (the site), server/<code>/ (each language's server build), the page script. */
  buildDir: string;
  site: ServedSite;
  /** The SpecSheetPdf function the renderer's threads draw the sheets with. */
  sheets: SheetDrawer;
  /** The content the served pages were made with: the build's, the defaults, until the first publish. */
  served: SiteContent;
  /**
   * Keeps when each page last changed for its readers (server/search-engines/page-changes.ts): the sitemap's
   * lastmod. Without it the sitemap has none.
   */
  pageDates?: PageDates;
  /** Told after each publish of the pages (their paths, in every language) that changed or went. */
  onPublished?: (changed: readonly string[], at: Date) => void;
  now?: () => Date;
};

/** Each page's date of last change, given every public page's HTML (by its path) at a publish. */
export type PageDates = {
  plan(
    pages: ReadonlyMap<string, string>,
    at: Date,
  ): { lastModified: ReadonlyMap<string, string>; changed: readonly string[]; commit(): void };
};

const productPath = (slug: string) => `/products/${slug}`;

/** The English paths of the content's pages, in the order the sitemap lists them. */
export function contentPaths(content: SiteContent): string[] {
  return [...staticPaths, ...content.products.map((product) => productPath(slugOf(product.name.en)))];
}

/**
 * Every page a language renders, by its English path: the content's, the 404 pages, and the owner's pages under
 * /sign-in (their frame shows the company's facts too).
 */
function pagesOf(content: SiteContent): string[] {
  return [...contentPaths(content), productNotFoundPath, "/404", ...ownersPaths];
}

/** The build's file name of a page ("es/products/red-onions/index.html"); "/" is "index.html". */
const fileOf = (pagePath: string) => (pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);

/**
 * Whether a URL of the served site is one a publish writes: the public pages and their 404 pages in every
 * language, the spec sheets under them, the sitemap, /sign-in. The rest (assets, pictures, the desk's shell)
 * is the build's and stays.
 */
export function isPublishedUrl(url: string): boolean {
  if (url === "/sitemap.xml") return true;
  const english = withoutPrefix(url);
  return (
    /^\/(index\.html)?$/.test(english) ||
    /^\/(about|contact|privacyPolicy|products|404|sign-in)(\/|$)/.test(english)
  );
}

type Output = {
  url: string;
  source: string;
  make: (rendering: Rendering, publish: Published) => Promise<RenderedFile>;
  /** A spec sheet: drawn on the renderer's threads (spec-sheets/sheet-workers.ts), alongside the pages. */
  sheet?: true;
};

const sourceOf = (...parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64url");

export function createPublisher(options: PublisherOptions): SitePublisher {
  const { buildDir, site, sheets, pageDates, onPublished, now = () => new Date() } = options;
  const renderer = createRenderer({ buildDir, sheets });
  /** Each served file's URL by what it was made from (outputs()); computed from `served` on first use. */
  let servedSources: Map<string, string> | undefined;
  const { served } = options;
  let queue: Promise<unknown> = Promise.resolve();

  /** Every page of the content, rendered by the renderer's process while `work` runs, and that content only. */
  async function rendering<T>(
    content: SiteContent,
    work: (rendering: Rendering) => Promise<T>,
    after: "end" | "linger",
  ) {
    const opened = renderer.open(content, pagesOf(content));
    try {
      return await work(opened);
    } finally {
      opened.end({ now: after === "end" });
    }
  }

  /**
   * Every file of the content, each with what it is made from (`source`): a file whose source is the one a
   * served file was made from is that file, and is not made again. A page's source is what its route's loaders
   * read (app/root.tsx and app/routes/): the company's facts, and its own part of the content.
   */
  function outputs(content: SiteContent): Output[] {
    const { company, home, privacy, products } = content;
    const inputs = (english: string): unknown[] => {
      if (english === "/") return [home, products];
      if (english === "/products" || english === "/contact") return [products];
      if (english === "/privacyPolicy") return [privacy];
      if (english.startsWith("/products/"))
        return [products.find((p) => productPath(slugOf(p.name.en)) === english)];
      // About shows Home's About photo; the 404 pages, the company's facts alone.
      if (english === "/about") return [home.aboutPhoto];
      return [];
    };
    const companyJson = JSON.stringify(company);
    const pages = langCodes.flatMap((lang) =>
      pagesOf(content).map((english): Output => {
        const pagePath = localePath(lang, english);
        return {
          url: `/${fileOf(pagePath)}`,
          source: sourceOf("page", lang, english, companyJson, inputs(english)),
          make: (rendering, publish) => rendering.page(lang, pagePath, fileOf(pagePath), publish),
        };
      }),
    );
    const sheets = products.flatMap((product) =>
      langCodes.map(
        (lang): Output => ({
          url: localePath(lang, `${productPath(slugOf(product.name.en))}/spec-sheet.pdf`),
          source: sourceOf("sheet", lang, companyJson, product),
          make: (rendering, publish) => rendering.sheet(product.id, lang, publish),
          sheet: true,
        }),
      ),
    );
    return [...pages, ...sheets];
  }

  async function compressed(body: Buffer): Promise<FileBytes> {
    return { body, ...(await compressedCopies(body, true)) };
  }

  async function publishNow(
    content: SiteContent,
    onProgress: (done: number, total: number) => void,
    rendered: Rendering,
  ) {
    const current = site.current;
    servedSources ??= new Map(outputs(served).map((o) => [o.source, o.url]));
    const previous = servedSources;
    const list = outputs(content);
    const total = list.length + 1;
    const modified = now();
    const fileOfOutput = async (output: Output): Promise<SiteFile> => {
      const old = current.files.get(output.url);
      const made = await output.make(rendered, old ? { served: old.variants.identity.etag } : {});
      // A file the publish leaves as it was keeps its compressed copies and its date (and so its ETag).
      if (old && ("unchanged" in made || old.variants.identity.body.equals(made.body))) return old;
      if ("unchanged" in made)
        throw new Error(`${output.url} was made as served, but nothing is served there.`);
      return siteFile(output.url, made, modified);
    };
    let done = 0;
    const fileMade = async (output: Output) => {
      const keptUrl = previous.get(output.source);
      const kept = keptUrl ? current.files.get(keptUrl) : undefined;
      const file = kept ?? (await fileOfOutput(output));
      onProgress(++done, total);
      return { url: output.url, file };
    };
    // The sheets are drawn while the pages render: two lanes, each a few files at a time.
    const lanes = await Promise.all([
      eachAtMost(
        3,
        list.filter((o) => !o.sheet),
        fileMade,
      ),
      eachAtMost(
        2,
        list.filter((o) => o.sheet),
        fileMade,
      ),
    ]);
    const made = lanes.flat();
    const byUrl = new Map(made.map(({ url, file }) => [url, file]));
    const pages = new Map(
      langCodes.flatMap((lang) =>
        contentPaths(content).map((english) => {
          const pagePath = localePath(lang, english);
          const body = byUrl.get(`/${fileOf(pagePath)}`)?.variants.identity.body;
          return [pagePath, body?.toString("utf8") ?? ""] as const;
        }),
      ),
    );
    const dates = pageDates?.plan(pages, modified);
    const sitemap = await fileOfOutput({
      url: "/sitemap.xml",
      source: "",
      make: () => compressed(Buffer.from(sitemapXml(content, siteUrl, dates?.lastModified))),
    });
    onProgress(++done, total);
    const files = new Map<string, SiteFile>();
    for (const [url, file] of current.files) if (!isPublishedUrl(url)) files.set(url, file);
    for (const { url, file } of made) addFile(files, url, file);
    addFile(files, "/sitemap.xml", sitemap);
    dates?.commit();
    site.current = { files, redirects: redirectsOf(content) };
    servedSources = new Map(list.map((o) => [o.source, o.url]));
    if (dates) onPublished?.(dates.changed, modified);
  }

  return {
    publish(content, onProgress) {
      // Publishes run one after another: two at once would each swap in a site missing the other's work.
      // The renderer's process ends with the publish, and its memory with it.
      const run = queue.then(() =>
        rendering(content, (opened) => publishNow(content, onProgress, opened), "end"),
      );
      queue = run.catch(() => undefined);
      return run;
    },

    async preview(content, requested) {
      const pagePath = requested.split(/[?#]/)[0]?.replace(/(.)\/$/, "$1") || "/";
      const pageLang: Lang =
        prefixedLangs.find((l) => pagePath === `/${l}` || pagePath.startsWith(`/${l}/`)) ?? "en";
      const english = withoutPrefix(pagePath);
      const known = contentPaths(content).includes(english);
      const shown = known ? english : /^\/products\/[^/]+$/.test(english) ? productNotFoundPath : "/404";
      const file = fileOf(localePath(pageLang, shown));
      // The renderer's process stays a while for the next preview: she previews page after page.
      const page = await rendering(
        content,
        (opened) => opened.page(pageLang, localePath(pageLang, shown), file),
        "linger",
      );
      if (!("body" in page)) throw new Error("A preview's page came without its bytes.");
      const html = page.body.toString("utf8");
      return { status: known ? 200 : 404, html: withNoIndex(file, html) };
    },

    close: () => renderer.close(),
  };
}

/** A preview is never indexed: the draft is not the site. Error pages say so already. */
function withNoIndex(name: string, html: string): string {
  const page = new HtmlPage(name, html);
  if (page.all("meta", (m) => m.attributes.name === "robots").length > 0) return html;
  page.insertBeforeEndTag(
    page.one("head", "<head>", () => true),
    '<meta name="robots" content="noindex"/>',
  );
  return page.toString();
}

/**
 * Each language's former address of a renamed product (as a request's path reads, decoded), to its page now as
 * a Location carries it (percent-encoded); never over a product's own address.
 */
export function redirectsOf(content: SiteContent): Map<string, string> {
  const current = new Set(content.products.map((product) => slugOf(product.name.en)));
  const redirects = new Map<string, string>();
  for (const product of content.products) {
    const to = productPath(slugOf(product.name.en));
    for (const former of product.formerSlugs.filter((slug) => !current.has(slug))) {
      for (const lang of langCodes)
        redirects.set(localePath(lang, productPath(former)), encodedPath(localePath(lang, to)));
    }
  }
  return redirects;
}

/**
 * `work` on every item, at most `limit` at a time, results in the items' order: while one file is compressed
 * (zlib's threads), the next is rendered.
 */
async function eachAtMost<T, R>(
  limit: number,
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
