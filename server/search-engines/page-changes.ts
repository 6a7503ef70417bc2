// When each public page last changed for its readers: the sitemap's lastmod. A publish hands in every page's
// bytes; a page whose reader-visible hash is the one kept keeps its date, so a publish that leaves a page as it
// was does not tell search engines it changed (Google trusts a lastmod only while it matches reality).
// The only SQL on page_changes.
import { createHash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { transaction } from "../database/database.ts";

/**
 * A page's bytes reduced to what a reader gets from it. A rebuild of the same site renames its hashed assets and
 * may change the inlined styles and scripts (a code update re-renders every page at start): none of that is a
 * change of the page for a search engine, so styles, scripts and the hashes in asset names are left out; so are
 * the engines' own verification tags, which no reader sees.
 */
export function readerHash(html: string): string {
  const seen = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:stylesheet|modulepreload|preload)"[^>]*>/gi, "")
    .replace(/<meta name="(?:google-site-verification|msvalidate\.01|yandex-verification)"[^>]*>/g, "")
    .replace(/([\w.-]+)-[\w-]{8}(\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif))/g, "$1$2");
  return createHash("sha256").update(seen).digest("base64url");
}

/** A publish's view of the pages' dates, kept only once its site is served (`commit`). */
export type PageChangePlan = {
  /** Each page's lastmod after this publish (ISO 8601 with seconds, UTC). */
  lastModified: ReadonlyMap<string, string>;
  /** The pages whose readers see something new (never seen before, or changed), and those now gone. */
  changed: readonly string[];
  commit(): void;
};

export function createPageChanges(db: DatabaseSync) {
  const selectAll = db.prepare("SELECT path, hash, changed_at FROM page_changes");
  const upsert = db.prepare(
    `INSERT INTO page_changes (path, hash, changed_at) VALUES (?, ?, ?)
       ON CONFLICT (path) DO UPDATE SET hash = excluded.hash, changed_at = excluded.changed_at`,
  );
  const remove = db.prepare("DELETE FROM page_changes WHERE path = ?");

  const kept = () =>
    new Map(
      (selectAll.all() as { path: string; hash: string; changed_at: string }[]).map((row) => [
        row.path,
        { hash: row.hash, changedAt: row.changed_at },
      ]),
    );

  return {
    /** Each known page's lastmod, by path. */
    lastModified(): Map<string, string> {
      return new Map([...kept()].map(([path, page]) => [path, page.changedAt]));
    },

    /** The dates after a publish at `at` of these pages (path → the page's HTML). Pages not listed are gone. */
    plan(pages: ReadonlyMap<string, string>, at: Date): PageChangePlan {
      const before = kept();
      const stamp = w3cDatetime(at);
      const lastModified = new Map<string, string>();
      const writes: [string, string][] = [];
      for (const [path, html] of pages) {
        const hash = readerHash(html);
        const old = before.get(path);
        if (old?.hash === hash) lastModified.set(path, old.changedAt);
        else {
          lastModified.set(path, stamp);
          writes.push([path, hash]);
        }
      }
      const gone = [...before.keys()].filter((path) => !pages.has(path));
      return {
        lastModified,
        changed: [...writes.map(([path]) => path), ...gone],
        commit: () =>
          transaction(db, () => {
            for (const [path, hash] of writes) upsert.run(path, hash, stamp);
            for (const path of gone) remove.run(path);
          }),
      };
    },
  };
}

export type PageChanges = ReturnType<typeof createPageChanges>;

/** The W3C datetime a sitemap's lastmod takes, to the second in UTC ("2026-11-28T12:30:05Z"). */
export function w3cDatetime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}
