import type { DatabaseSync } from "node:sqlite";
import { capitalised } from "#domain/products/product-catalogue.ts";
import { contentChanges } from "#domain/site-content/changes.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { withFormerSlugs, withinFormerSlugCap } from "#domain/site-content/former-slugs.ts";
import { type SiteContent, slugOf } from "#domain/site-content/schema.ts";
import { transaction } from "../database/database.ts";

/** Who published the first version of a new database. */
export const seedAuthor = "the site's defaults";

export type Signature = { by: string; at: string };
export type StoredDraft = { revision: number; content: SiteContent; saved: Signature | null };
export type VersionState = "publishing" | "published" | "failed";
export type StoredVersion = Signature & {
  version: number;
  state: VersionState;
  changes: string[];
  restoredFrom: number | null;
  error: string | null;
  done: number;
  total: number;
};

type DraftRow = { content: string; revision: number; savedBy: string | null; savedAt: string | null };
type VersionRow = Omit<StoredVersion, "changes"> & { changes: string };

const versionColumns = `version, published_by AS by, published_at AS at, state, changes, restored_from AS restoredFrom,
  error, files_done AS done, files_total AS total`;

const versionOf = (row: VersionRow): StoredVersion => ({ ...row, changes: JSON.parse(row.changes) });

/** Stored content as the schema describes it, whatever limit it was stored under. */
const contentOf = (json: string): SiteContent => withinFormerSlugCap(JSON.parse(json));

/** A save or publish refused because the draft moved on since the editor's revision: who moved it, and when. */
export type Stale = { stale: Signature & { revision: number } };

export type SiteContentStore = ReturnType<typeof createSiteContentStore>;

/**
 * The owner's draft and published versions: the only SQL on them. A database without a version (new, or
 * upgraded from before the owner could edit her site) is seeded with the defaults as version 1 and as the draft, once; after that
 * the defaults are never read again. A publish the server did not live to finish is failed at start.
 */
export function createSiteContentStore(db: DatabaseSync, now: () => Date = () => new Date()) {
  const selectDraft = db.prepare(
    "SELECT content, revision, saved_by AS savedBy, saved_at AS savedAt FROM site_draft WHERE id = 1",
  );
  const updateDraft = db.prepare(
    "UPDATE site_draft SET content = ?, revision = revision + 1, saved_by = ?, saved_at = ? WHERE id = 1",
  );
  const selectCurrent = db.prepare(
    `SELECT ${versionColumns}, content FROM site_versions WHERE state = 'published' ORDER BY version DESC LIMIT 1`,
  );
  const selectLatest = db.prepare(
    `SELECT ${versionColumns} FROM site_versions ORDER BY version DESC LIMIT 1`,
  );
  const selectVersion = db.prepare(
    `SELECT ${versionColumns}, content FROM site_versions WHERE version = ? AND state = 'published'`,
  );
  const selectHistory = db.prepare(
    `SELECT ${versionColumns} FROM site_versions WHERE state = 'published' ORDER BY version DESC`,
  );
  const selectContents = db.prepare(
    "SELECT content FROM site_versions WHERE state = 'published' ORDER BY version DESC",
  );
  const insertVersion = db.prepare(
    `INSERT INTO site_versions (version, content, published_by, published_at, changes, restored_from, state)
     VALUES ((SELECT coalesce(max(version), 0) + 1 FROM site_versions), ?, ?, ?, ?, ?, ?) RETURNING version`,
  );
  const selectKeptContents = db.prepare(
    "SELECT content FROM site_draft UNION ALL SELECT content FROM site_versions",
  );
  // A version a kept one was restored from stays too: the history names it.
  const deleteOldVersions = db.prepare(
    `DELETE FROM site_versions WHERE state != 'publishing' AND published_at < :before
       AND version NOT IN (SELECT version FROM site_versions WHERE state = 'published'
                           ORDER BY version DESC LIMIT :newest)
       AND version NOT IN (SELECT restored_from FROM site_versions WHERE restored_from IS NOT NULL)`,
  );
  const endVersion = db.prepare(
    `UPDATE site_versions SET state = :state, error = :error, files_done = :done, files_total = :total,
       published_at = :at WHERE version = :version AND state = 'publishing'`,
  );

  transaction(db, () => {
    if (db.prepare("SELECT 1 FROM site_versions LIMIT 1").get()) return;
    const content = JSON.stringify(defaultSiteContent());
    const at = now().toISOString();
    insertVersion.run(content, seedAuthor, at, "[]", null, "published");
    db.prepare("INSERT OR REPLACE INTO site_draft (id, content, revision) VALUES (1, ?, 0)").run(content);
  });
  db.prepare(
    `UPDATE site_versions SET state = 'failed', error = 'The server stopped before the publish finished.'
     WHERE state = 'publishing'`,
  ).run();

  // The published content is read on every enquiry and desk page: parsed once per publish.
  let current: (StoredVersion & { content: SiteContent }) | undefined;
  const formerNames = new Map<string, string | undefined>();
  const currentVersion = () => {
    if (!current) {
      const row = selectCurrent.get() as (VersionRow & { content: string }) | undefined;
      if (!row) throw new Error("the site content store is seeded when it is created");
      current = { ...versionOf(row), content: contentOf(row.content) };
    }
    return current;
  };

  function draft(): StoredDraft {
    const row = selectDraft.get() as DraftRow;
    return {
      revision: row.revision,
      content: contentOf(row.content),
      saved: row.savedBy && row.savedAt ? { by: row.savedBy, at: row.savedAt } : null,
    };
  }

  /** Refuses a revision other than the draft's: the draft's signature says who moved it on (or the seed's). */
  function staleAgainst(revision: number): Stale | undefined {
    const { saved, revision: latest } = draft();
    if (revision === latest) return undefined;
    const { by, at } = saved ?? currentVersion();
    return { stale: { by, at, revision: latest } };
  }

  function writeDraft(content: SiteContent, by: string): { revision: number; saved: Signature } {
    const at = now().toISOString();
    updateDraft.run(JSON.stringify(content), by, at);
    return { revision: draft().revision, saved: { by, at } };
  }

  return {
    draft,

    /** Saves the draft over `revision` only: a newer one is someone else's work, never overwritten. */
    saveDraft(revision: number, content: SiteContent, by: string) {
      return transaction(db, () => staleAgainst(revision) ?? writeDraft(content, by));
    },

    /** The version the public site shows. */
    current: currentVersion,

    /** The published content, for the rest of the server (enquiry products, the desk's names). */
    publishedContent: (): SiteContent => currentVersion().content,

    /** The newest publish, whatever became of it. */
    latest: () => versionOf(selectLatest.get() as VersionRow),

    /** Every published version, newest first. */
    history: () => (selectHistory.all() as VersionRow[]).map(versionOf),

    version(version: number): (StoredVersion & { content: SiteContent }) | undefined {
      const row = selectVersion.get(version) as (VersionRow & { content: string }) | undefined;
      return row && { ...versionOf(row), content: contentOf(row.content) };
    },

    /**
     * Records a publish of `content` as the next version, 'publishing' until ended, only while the draft is still
     * at `revision` (the draft the owner saw). With `restoredFrom`, the draft becomes the content too, so editors
     * working on the older draft are told when they save.
     */
    startVersion(
      content: SiteContent,
      by: string,
      from: { revision: number; restoredFrom?: number },
    ): Stale | { version: number; content: SiteContent } {
      return transaction(db, () => {
        const stale = staleAgainst(from.revision);
        if (stale) return stale;
        const previous = currentVersion().content;
        const published = withFormerSlugs(previous, content);
        const restoredFrom = from.restoredFrom ?? null;
        const { version } = insertVersion.get(
          JSON.stringify(published),
          by,
          now().toISOString(),
          JSON.stringify(contentChanges(previous, published)),
          restoredFrom,
          "publishing",
        ) as { version: number };
        if (restoredFrom !== null) writeDraft(published, by);
        return { version, content: published };
      });
    },

    /** Ends a publish: 'published' makes it the current version; 'failed' keeps the one before. */
    endVersion(
      version: number,
      end: { state: "published" } | { state: "failed"; error: string },
      files: { done: number; total: number },
    ) {
      endVersion.run({
        version,
        state: end.state,
        error: end.state === "failed" ? end.error : null,
        at: now().toISOString(),
        done: files.done,
        total: files.total,
      });
      current = undefined;
      formerNames.clear();
    },

    /**
     * Forgets the versions no one may restore any more: all but the `newest` published ones and those of the
     * last `days` days. The current version is always among the newest.
     */
    pruneVersions(keep: { newest: number; days: number }): number {
      const before = new Date(now().getTime() - keep.days * 86_400_000).toISOString();
      const { changes } = deleteOldVersions.run({ before, newest: keep.newest });
      if (changes > 0) formerNames.clear();
      return Number(changes);
    },

    /**
     * The draft's content and every version's (restorable, failed or being published): what photos are kept for.
     * One at a time: a server keeps months of versions, and all of them parsed at once would grow its heap for good.
     */
    *keptContents(): Generator<SiteContent> {
      for (const row of selectKeptContents.iterate() as Iterable<{ content: string }>)
        yield JSON.parse(row.content) as SiteContent;
    },

    /** The published products by slug and name, in her order (the desk's product filter). */
    publishedProducts: () =>
      currentVersion().content.products.map((p) => ({
        slug: slugOf(p.name.en),
        title: capitalised(p.name.en),
      })),

    /**
     * The name the desk shows for a product slug an enquiry named: the published product's, or, for a product
     * since removed or renamed, the name it last had under that slug. Undefined for a slug never published.
     */
    productTitle(slug: string): string | undefined {
      const named = (content: SiteContent) =>
        content.products.find((p) => slugOf(p.name.en) === slug)?.name.en ??
        content.products.find((p) => p.formerSlugs.includes(slug))?.name.en;
      const name = named(currentVersion().content);
      if (name) return capitalised(name);
      if (!formerNames.has(slug)) {
        let found: string | undefined;
        for (const row of selectContents.iterate() as Iterable<{ content: string }>) {
          found = named(JSON.parse(row.content));
          if (found) break;
        }
        formerNames.set(slug, found && capitalised(found));
      }
      return formerNames.get(slug);
    },
  };
}
