import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { referringHost, sourceOf, type VisitSource } from "#domain/visitors/source.ts";
import type { Arrival } from "../enquiries/enquiry-arrival.ts";
import type { VisitOfEnquiry } from "../enquiries/enquiry-store.ts";
import { isBrowserNavigation, isOwnersBrowser, viewerCountry } from "../quotations/buyer-view.ts";
import { type CountryLookUp, createCountryLookUp } from "./country.ts";
import { type Device, deviceOf } from "./device.ts";
import { type CountedPage, pageOf } from "./page-of.ts";
import { type BatchOptions, createViewBatch } from "./view-batch.ts";
import type { PageView, ViewStore } from "./view-store.ts";
import { createVisitorHasher } from "./visitor-hash.ts";

/** A bot's request for a page, for whoever records crawlers; nothing of it is kept here. */
export type BotVisit = { path: string; userAgent: string; ip: string; at: Date };

/** What the server remembers of a visitor today: the first view's source and place, for the enquiry it sends. */
type FirstView = VisitSource & { country: string | null; device: Device };

export type VisitorCounterOptions = {
  store: ViewStore;
  /** The site's public origin: part of every visitor's hash, and its host marks a referrer as internal. */
  site: string;
  timeZone: string;
  now?: () => Date;
  /** The trusted proxy's country header (COUNTRY_HEADER); when it names a country it wins over the look-up. */
  countryHeader?: string | undefined;
  /** The country of an address; by default the shipped database. */
  lookUpCountry?: CountryLookUp;
  /** Told of each bot's request for a page (or a missing one). */
  onBot?: (visit: BotVisit) => void;
  batch?: Partial<BatchOptions>;
  /** Today's visitors remembered at most (for entries and enquiries); later ones are counted, not remembered. */
  maxVisitors?: number;
  log: FastifyBaseLogger;
};

const defaultBatch: BatchOptions = { everyMs: 10_000, size: 500, cap: 50_000 };

const headerOf = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
};

/** A speculative load (Speculation Rules, <link rel=prefetch>): it may never be shown. */
const speculationOf = (request: FastifyRequest): "prerender" | "prefetch" | null => {
  const purpose = `${headerOf(request, "sec-purpose")} ${headerOf(request, "purpose")}`.toLowerCase();
  return purpose.includes("prerender") ? "prerender" : purpose.includes("prefetch") ? "prefetch" : null;
};

/**
 * Counts the public pages people open from the server's own answers (no script, no cookie), and remembers
 * today's visitors' first views for their enquiries. See docs/visitors.md for what is and is not counted.
 */
export function createVisitorCounter(options: VisitorCounterOptions) {
  const { store, site, timeZone, log } = options;
  const now = options.now ?? (() => new Date());
  const lookUpCountry = options.lookUpCountry ?? createCountryLookUp();
  const maxVisitors = options.maxVisitors ?? 20_000;
  const siteHost = new URL(site).hostname.replace(/^www\./, "");
  const dayOf = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const hasher = createVisitorHasher(site, store);
  const batch = createViewBatch(
    {
      write(views, missing) {
        const salt = hasher.currentSalt();
        if (salt) store.keepSalt(salt.day, salt.salt);
        store.insertViews(views);
        store.addMissingPages(missing);
      },
    },
    { ...defaultBatch, ...options.batch },
    (error, state) =>
      log.error({ err: error, ...state }, "page views could not be written; kept for the next try"),
  );
  let day = "";
  /** The second `day` was last worked out for: a zone's midnight falls on a whole second, so the day is its. */
  let daySecond = Number.NaN;
  /** The last user agents' verdicts: a visitor's pages come in a row, and the bots' pattern is long. */
  const botVerdicts = new Map<string, boolean>();
  const isBot = (userAgent: string) => {
    let verdict = botVerdicts.get(userAgent);
    if (verdict === undefined) {
      verdict = isbot(userAgent);
      if (botVerdicts.size >= 1_000) botVerdicts.clear();
      botVerdicts.set(userAgent, verdict);
    }
    return verdict;
  };
  /** Today's visitors (hash in hex) and their first view. */
  let visitors = new Map<string, FirstView>();
  /** Pages prerendered for a visitor today, counted once the visitor is seen to have been on them. */
  let prerendered = new Map<string, PageView>();

  const today = (at: Date) => {
    const second = Math.floor(at.getTime() / 1000);
    if (second === daySecond) return day;
    daySecond = second;
    const current = dayOf.format(at);
    if (current !== day) {
      day = current;
      visitors = new Map();
      prerendered = new Map();
    }
    return day;
  };

  const isOwnHost = (host: string | null, request: FastifyRequest) =>
    host !== null && (host === siteHost || host === request.hostname.replace(/^www\./, ""));

  /** The referrer's host when it is another site's; null for none or our own. */
  const outsideReferrer = (request: FastifyRequest) => {
    const host = referringHost(headerOf(request, "referer"));
    return isOwnHost(host, request) ? null : host;
  };

  const countryOf = (request: FastifyRequest) =>
    viewerCountry(request, options.countryHeader) ?? lookUpCountry(request.ip);

  const visitorOf = (request: FastifyRequest, on: string) =>
    hasher.visitorOf(on, request.ip, headerOf(request, "user-agent"));

  /** Counts a page prerendered for this visitor once the visitor's next request comes from it. */
  const countPrerendered = (request: FastifyRequest, visitor: string) => {
    const referrer = URL.parse(headerOf(request, "referer"));
    if (!referrer || !isOwnHost(referrer.hostname.replace(/^www\./, ""), request)) return;
    const from = pageOf(referrer.pathname);
    const key = from && `${visitor} ${from.path}`;
    const view = key && prerendered.get(key);
    if (!key || !view) return;
    prerendered.delete(key);
    batch.add(view);
  };

  const viewOf = (request: FastifyRequest, page: CountedPage, at: Date, visitor: Buffer, hex: string) => {
    const referrer = outsideReferrer(request);
    const known = visitors.get(hex);
    const hasOurReferrer = !referrer && headerOf(request, "referer") !== "";
    const entry = !hasOurReferrer || !known;
    const query = new URLSearchParams(request.url.split("?")[1]?.split("#")[0] ?? "");
    // A new visit of a visitor seen today has its own source; the place and the device are the first view's.
    const visit: FirstView =
      entry || !known
        ? {
            ...sourceOf(query, referrer),
            country: known?.country ?? countryOf(request),
            device:
              known?.device ??
              deviceOf(headerOf(request, "user-agent"), headerOf(request, "sec-ch-ua-mobile")),
          }
        : known;
    if (!known && visitors.size < maxVisitors) visitors.set(hex, visit);
    const view: PageView = {
      viewedAt: at.toISOString(),
      day,
      visitor,
      ...page,
      entry,
      source: visit.source,
      medium: visit.medium,
      campaign: visit.campaign,
      referrer,
      country: visit.country,
      device: visit.device,
    };
    return view;
  };

  return {
    /** Looks at a request once its answer is sent, and counts it if a person opened a public page. */
    observe(request: FastifyRequest, reply: FastifyReply): void {
      const status = reply.statusCode;
      // A 304 is a page the browser had and checked (a return visit, a reload): a person opened it all the same.
      const missing = status === 404;
      if (request.method !== "GET" || !(status === 200 || status === 304 || missing)) return;
      // The site's pages (its catch-all route) and the NotFound page; a quotation's page has its own route.
      const route = request.routeOptions.url;
      if (missing ? route !== undefined : route !== "/*") return;
      if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return;
      const page = pageOf(request.url);
      if (!page) return;
      const at = now();
      const userAgent = headerOf(request, "user-agent");
      if (userAgent && isBot(userAgent)) {
        options.onBot?.({ path: page.path, userAgent, ip: request.ip, at });
        return;
      }
      const on = today(at);
      const speculation = speculationOf(request);
      if (!speculation && !isBrowserNavigation(request)) return;
      if (isOwnersBrowser(request)) return;
      const visitor = visitorOf(request, on);
      const hex = visitor.toString("hex");
      countPrerendered(request, hex);
      if (missing) {
        if (!speculation)
          batch.addMissing({ day: on, path: page.path, referrer: outsideReferrer(request) ?? "", views: 1 });
        return;
      }
      if (speculation === "prefetch") return;
      const view = viewOf(request, page, at, visitor, hex);
      if (speculation === "prerender") {
        if (prerendered.size < maxVisitors) prerendered.set(`${hex} ${page.path}`, view);
      } else batch.add(view);
    },

    /**
     * The visit an enquiry comes from: the page's own arrival record where it sent one (its first page, referrer
     * and campaign tags), else the server's record of this visitor's first view today; the country and device of
     * the request itself where neither has them.
     */
    visitOf(request: FastifyRequest, arrival: Arrival): VisitOfEnquiry {
      const at = now();
      const hex = visitorOf(request, today(at)).toString("hex");
      // The page the enquiry was sent from may be one the browser prerendered: now it has been seen.
      countPrerendered(request, hex);
      const known = visitors.get(hex);
      const device = deviceOf(headerOf(request, "user-agent"), headerOf(request, "sec-ch-ua-mobile"));
      const hasRecord = arrival.arrivalPage ?? arrival.arrivalReferrer ?? arrival.utmSource;
      let source = known?.source ?? null;
      if (hasRecord) {
        const query = new URLSearchParams();
        if (arrival.utmSource) query.set("utm_source", arrival.utmSource);
        const referrer = isOwnHost(arrival.arrivalReferrer, request) ? null : arrival.arrivalReferrer;
        source = sourceOf(query, referrer).source;
      }
      return {
        source,
        country: known?.country ?? countryOf(request),
        device: known?.device ?? device,
      };
    },

    /** Writes the views waiting now (the app's close calls it). */
    flush: () => batch.flush(),
    state: () => batch.state(),
  };
}

export type VisitorCounter = ReturnType<typeof createVisitorCounter>;
