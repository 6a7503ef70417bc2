// IndexNow: each publish's changed addresses handed to the search engines that share it (Bing, Yandex, Naver,
// Seznam, Yep) within seconds, instead of when they next happen to crawl. The site's key is made once and kept
// in the database; the engines fetch it from /<key>.txt to see the site is ours. A submission waits in the
// database until IndexNow takes it: a failure is logged and tried again later, doubling the wait, and a
// restart picks up where it stopped. Nothing here runs inside a publish: submit() only writes a row.
// The only SQL on indexnow_key and indexnow_submissions.
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import { w3cDatetime } from "./page-changes.ts";

/** The shared endpoint, which passes each submission on to every engine in IndexNow. */
export const defaultIndexNowUrl = "https://api.indexnow.org/indexnow";

/** Hosts no search engine can reach: loopback, and the names reserved for tests and examples (RFC 2606, 6761). */
function isUnreachable(host: string): boolean {
  return (
    /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(host) || /\.(localhost|test|example|invalid)$/.test(host)
  );
}

/**
 * Where submissions go: INDEXNOW_URL when set; else the shared endpoint, unless the site's public origin is one
 * no engine could crawl (a developer's machine, a test), where IndexNow stays off.
 */
export function indexNowEndpoint(configured: string | undefined, siteUrl: string): string | undefined {
  if (configured) return configured;
  return isUnreachable(new URL(siteUrl).hostname) ? undefined : defaultIndexNowUrl;
}

export type IndexNowOptions = {
  db: DatabaseSync;
  /** undefined: IndexNow is off, and nothing is queued (the report shows the pages as not told). */
  endpoint: string | undefined;
  /** The site's public origin ("https://www.example.com"). */
  siteUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The first retry waits minMs, each next one twice as long, up to maxMs. */
  retry?: { minMs: number; maxMs: number };
  /** A submission not taken after this many attempts is given up. */
  maxAttempts?: number;
};

/** One publish's submission as the report shows it. */
export type Submission = {
  /** The publish's time, as the pages it changed keep it (page-changes.ts). */
  publishedAt: string;
  paths: string[];
  attempts: number;
  sentAt: string | null;
  /** The endpoint's HTTP status, or why no answer came ("network: …"); null before the first attempt. */
  result: string | null;
};

const requestTimeoutMs = 15_000;

export function createIndexNow(options: IndexNowOptions) {
  const { db, endpoint, siteUrl, log, now = () => new Date() } = options;
  const { minMs, maxMs } = options.retry ?? { minMs: 60_000, maxMs: 6 * 3_600_000 };
  const maxAttempts = options.maxAttempts ?? 12;

  db.prepare("INSERT INTO indexnow_key (id, key) VALUES (1, ?) ON CONFLICT (id) DO NOTHING").run(
    randomBytes(16).toString("hex"),
  );
  const { key } = db.prepare("SELECT key FROM indexnow_key WHERE id = 1").get() as { key: string };

  const insert = db.prepare(
    "INSERT INTO indexnow_submissions (published_at, paths, next_attempt_at) VALUES (?, ?, ?)",
  );
  const due = db.prepare(
    `SELECT id, paths, attempts FROM indexnow_submissions
       WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= ? ORDER BY id`,
  );
  const nextDue = db.prepare(
    "SELECT min(next_attempt_at) AS at FROM indexnow_submissions WHERE sent_at IS NULL AND attempts < ?",
  );
  // A try's outcome: taken (sent_at set), or the time of the next try.
  const tried = db.prepare(
    `UPDATE indexnow_submissions SET attempts = attempts + 1, sent_at = ?,
       next_attempt_at = coalesce(?, next_attempt_at), result = ? WHERE id = ?`,
  );
  const selectAll = db.prepare(
    "SELECT published_at, paths, attempts, sent_at, result FROM indexnow_submissions ORDER BY id",
  );

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function send(paths: string[]): Promise<string> {
    if (!endpoint) throw new Error("no endpoint");
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({
        host: new URL(siteUrl).host,
        key,
        keyLocation: `${siteUrl}/${key}.txt`,
        urlList: paths.map((path) => new URL(encodeURI(path), `${siteUrl}/`).href),
      }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await response.body?.cancel();
    return String(response.status);
  }

  async function sendDue(): Promise<void> {
    const rows = due.all(maxAttempts, now().toISOString()) as {
      id: number;
      paths: string;
      attempts: number;
    }[];
    for (const row of rows) {
      if (stopped) return;
      let result: string;
      try {
        result = await send(JSON.parse(row.paths) as string[]);
      } catch (error) {
        result = `network: ${(error as Error).message}`;
      }
      if (result === "200" || result === "202") {
        tried.run(now().toISOString(), null, result, row.id);
        continue;
      }
      const wait = Math.min(maxMs, minMs * 2 ** row.attempts);
      const last = row.attempts + 1 >= maxAttempts;
      tried.run(null, new Date(now().getTime() + wait).toISOString(), result, row.id);
      log.warn(
        { result, attempt: row.attempts + 1 },
        last ? "IndexNow refused; given up" : "IndexNow refused; will retry",
      );
    }
  }

  /** Sends what is due now, then sleeps until the next submission is due. */
  function wake(): void {
    if (stopped || !endpoint) return;
    clearTimeout(timer);
    if (running) {
      running = running.then(() => (stopped ? undefined : sendDue()));
    } else {
      running = sendDue();
    }
    const current = running;
    void current
      .catch((error) => log.error({ err: error }, "IndexNow sending failed"))
      .finally(() => {
        if (running !== current) return;
        running = undefined;
        const { at } = nextDue.get(maxAttempts) as { at: string | null };
        if (at && !stopped) {
          timer = setTimeout(wake, Math.max(0, Date.parse(at) - now().getTime()));
          timer.unref();
        }
      });
  }

  return {
    /** The site's key, 32 hexadecimal characters, served at /<key>.txt. */
    key,
    /** Whether submissions are sent (an endpoint is set). */
    enabled: endpoint !== undefined,
    /** Queues a publish's changed paths ("/es/products/red-onions") and sends them soon after. */
    submit(paths: readonly string[], publishedAt: Date): void {
      if (paths.length === 0 || !endpoint) return;
      // IndexNow takes at most 10,000 addresses a request; a site of a hundred products has about 550.
      insert.run(w3cDatetime(publishedAt), JSON.stringify(paths.slice(0, 10_000)), now().toISOString());
      wake();
    },
    start(): void {
      stopped = false;
      wake();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    submissions(): Submission[] {
      return (
        selectAll.all() as {
          published_at: string;
          paths: string;
          attempts: number;
          sent_at: string | null;
          result: string | null;
        }[]
      ).map((row) => ({
        publishedAt: row.published_at,
        paths: JSON.parse(row.paths) as string[],
        attempts: row.attempts,
        sentAt: row.sent_at,
        result: row.result,
      }));
    },
  };
}

export type IndexNow = ReturnType<typeof createIndexNow>;
