// The only SQL on campaign_links: the owner's campaign links. A deleted link keeps its row, and with it its slug,
// so a QR code printed for it never leads to another campaign.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";

export type StoredCampaignLink = {
  id: string;
  slug: string;
  name: string;
  source: string;
  medium: string;
  page: string;
  createdAt: string;
};

export type CampaignLinkStore = ReturnType<typeof createCampaignLinkStore>;

const columns = "id, slug, name, source, medium, page, created_at AS createdAt";

export function createCampaignLinkStore(db: DatabaseSync, now: () => Date) {
  const selectLive = db.prepare(
    `SELECT ${columns} FROM campaign_links WHERE deleted_at IS NULL ORDER BY created_at DESC, rowid DESC`,
  );
  const selectById = db.prepare(`SELECT ${columns} FROM campaign_links WHERE id = ? AND deleted_at IS NULL`);
  const selectBySlug = db.prepare(
    `SELECT ${columns} FROM campaign_links WHERE slug = ? AND deleted_at IS NULL`,
  );
  const slugTaken = db.prepare("SELECT 1 FROM campaign_links WHERE slug = ?");
  const nameTaken = db.prepare(
    "SELECT 1 FROM campaign_links WHERE name = ? COLLATE NOCASE AND deleted_at IS NULL",
  );
  const insert = db.prepare(
    `INSERT INTO campaign_links (id, slug, name, source, medium, page, created_at, changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE campaign_links SET source = ?, medium = ?, page = ?, changed_at = ?
     WHERE id = ? AND deleted_at IS NULL`,
  );
  const markDeleted = db.prepare(
    "UPDATE campaign_links SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL",
  );

  return {
    /** The links not deleted, newest first. */
    list: () => selectLive.all() as StoredCampaignLink[],
    byId: (id: string) => selectById.get(id) as StoredCampaignLink | undefined,
    /** The live link a short address names; undefined for an unknown or deleted one. */
    bySlug: (slug: string) => selectBySlug.get(slug) as StoredCampaignLink | undefined,
    /** Whether any link, even a deleted one, has had this slug. */
    slugTaken: (slug: string) => slugTaken.get(slug) !== undefined,
    /** Whether a live link has this name, in any case. */
    nameTaken: (name: string) => nameTaken.get(name) !== undefined,
    add(link: Omit<StoredCampaignLink, "id" | "createdAt">): StoredCampaignLink {
      const stored = { id: randomUUID(), ...link, createdAt: now().toISOString() };
      insert.run(
        stored.id,
        link.slug,
        link.name,
        link.source,
        link.medium,
        link.page,
        stored.createdAt,
        stored.createdAt,
      );
      return stored;
    },
    /** Undefined when there is no such live link. */
    change(id: string, change: Pick<StoredCampaignLink, "source" | "medium" | "page">) {
      const { changes } = update.run(change.source, change.medium, change.page, now().toISOString(), id);
      return changes > 0 ? (selectById.get(id) as StoredCampaignLink) : undefined;
    },
    remove: (id: string) => markDeleted.run(now().toISOString(), id).changes > 0,
  };
}
