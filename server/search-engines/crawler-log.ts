// Which search engine's crawler opened a page, recorded off the request. A browser string is anyone's to write,
// so each visit is also checked the way the engines document: the address's reverse DNS name is under the
// engine's domain, and that name's forward DNS holds the address again. The answer is kept a while per address
// (a crawler comes back often, from few addresses). Neither the address nor the browser string is stored.
import { Resolver } from "node:dns/promises";
import { isIPv6 } from "node:net";
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import { createCrawlerVisits } from "./crawler-visits.ts";
import { w3cDatetime } from "./page-changes.ts";

/** A request the visitor count set aside as a bot's. */
export type BotRequest = { path: string; userAgent: string; ip: string; at: Date };

/** The DNS look-ups verification needs (node:dns/promises' Resolver has them; tests pass their own). */
export type DnsResolver = {
  reverse(ip: string): Promise<string[]>;
  resolve4(host: string): Promise<string[]>;
  resolve6(host: string): Promise<string[]>;
};

type Engine = {
  name: string;
  agent: RegExp;
  /** The domains its crawlers' reverse DNS names are under; none: it publishes no such names, and is not verified. */
  domains: readonly string[];
};

/**
 * The engines whose crawlers are told apart, from the agents and DNS names each documents. Other bots (SEO
 * tools, previews, monitors) are not search engines finding her pages, and are not recorded.
 */
export const engines: readonly Engine[] = [
  {
    name: "Google",
    agent: /Googlebot|Google-InspectionTool|GoogleOther|Storebot-Google|AdsBot-Google/i,
    domains: ["googlebot.com", "google.com", "googleusercontent.com"],
  },
  { name: "Bing", agent: /bingbot|BingPreview|msnbot|adidxbot/i, domains: ["search.msn.com"] },
  {
    name: "Yandex",
    agent: /Yandex(Bot|Images|Mobile|Accessibility|Metrika|Video|Favicons)?\b/i,
    domains: ["yandex.ru", "yandex.net", "yandex.com"],
  },
  { name: "Apple", agent: /Applebot/i, domains: ["applebot.apple.com"] },
  // DuckDuckGo publishes its crawlers' addresses, not DNS names.
  { name: "DuckDuckGo", agent: /DuckDuckBot|DuckAssistBot/i, domains: [] },
  { name: "Baidu", agent: /Baiduspider/i, domains: ["baidu.com", "baidu.jp"] },
  { name: "Petal", agent: /PetalBot/i, domains: ["petalsearch.com", "aspiegel.com"] },
  { name: "Seznam", agent: /SeznamBot/i, domains: ["seznam.cz"] },
  { name: "Naver", agent: /Yeti\/|NaverBot/i, domains: ["naver.com"] },
  { name: "Yep", agent: /YepBot/i, domains: [] },
  { name: "Qwant", agent: /Qwantbot/i, domains: ["qwant.com"] },
];

/** The search engine whose crawler this browser string names, if any. */
export function engineOf(userAgent: string): Engine | undefined {
  return engines.find((engine) => engine.agent.test(userAgent));
}

const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The page a bot asked for, as page_changes keeps it: decoded, without its query or a trailing slash. */
function pagePath(requested: string): string {
  const path = requested.split(/[?#]/)[0] ?? "/";
  let decoded = path;
  try {
    decoded = decodeURIComponent(path).normalize("NFC");
  } catch {}
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
}

export type CrawlerLogOptions = {
  db: DatabaseSync;
  resolver?: DnsResolver;
  now?: () => Date;
  log: FastifyBaseLogger;
  /** How long an address's verdict is kept in memory. */
  cacheMs?: number;
};

const cacheLimit = 10_000;

export function createCrawlerLog({
  db,
  resolver = new Resolver({ timeout: 3000, tries: 2 }),
  now = () => new Date(),
  log,
  cacheMs = 6 * 3_600_000,
}: CrawlerLogOptions) {
  const visits = createCrawlerVisits(db);
  /** Each address's verdict per engine, with when it was reached (a look-up under way is its promise). */
  const verdicts = new Map<string, { at: number; verdict: Promise<boolean | null> }>();
  const pending = new Set<Promise<void>>();

  async function lookUp(ip: string, engine: Engine): Promise<boolean | null> {
    try {
      const names = (await resolver.reverse(ip)).map((name) => name.toLowerCase().replace(/\.$/, ""));
      const name = names.find((host) => engine.domains.some((domain) => under(host, domain)));
      if (!name) return false;
      const forward = await (isIPv6(ip) ? resolver.resolve6(name) : resolver.resolve4(name));
      return forward.includes(ip);
    } catch (error) {
      // No name at all is an answer; a timeout or a failing server is not.
      const code = (error as NodeJS.ErrnoException).code;
      return code === "ENOTFOUND" || code === "ENODATA" ? false : null;
    }
  }

  function verify(ip: string, engine: Engine): Promise<boolean | null> {
    if (engine.domains.length === 0) return Promise.resolve(null);
    const key = `${engine.name} ${ip}`;
    const cached = verdicts.get(key);
    const at = now().getTime();
    if (cached && at - cached.at < cacheMs) return cached.verdict;
    if (verdicts.size >= cacheLimit) verdicts.delete(verdicts.keys().next().value as string);
    const verdict = lookUp(ip, engine);
    verdicts.set(key, { at, verdict });
    return verdict;
  }

  return {
    /** Records a bot's page visit if it is a search engine's; returns at once, the DNS look-ups run after. */
    record(bot: BotRequest): void {
      const engine = engineOf(bot.userAgent);
      if (!engine) return;
      const visitedAt = w3cDatetime(bot.at);
      const path = pagePath(bot.path);
      const done = verify(bot.ip, engine)
        .then((verified) => visits.insert({ visitedAt, path, engine: engine.name, verified }))
        .catch((error) => log.error({ err: error }, "a crawler's visit could not be recorded"))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves when every visit recorded so far is stored (tests, shutdown). */
    async settled(): Promise<void> {
      await Promise.all(pending);
    },
  };
}

export type CrawlerLog = ReturnType<typeof createCrawlerLog>;
