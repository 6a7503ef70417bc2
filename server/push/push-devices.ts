import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import webpush from "web-push";
import type { PushDevice } from "#domain/desk/types.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

export const vapidKeysFileName = "vapid-keys.json";

/**
 * The server's VAPID key pair (RFC 8292): made on first start and kept in the data folder, because every
 * browser's subscription is bound to the public key it was made with; a new pair would silence them all.
 */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, vapidKeysFileName);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  try {
    // "wx": of two processes starting at once, the second keeps the first one's pair. Only this user reads it.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { flag: "wx", mode: 0o600 });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  }
}

/** A browser's PushSubscription, as its toJSON() gives it. */
export type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushDevices = ReturnType<typeof createPushDevices>;

/** The devices owners are notified on. Each owner sees and removes only her own; every owner is notified. */
export function createPushDevices(db: DatabaseSync, now: () => Date = () => new Date()) {
  // The same browser subscribing again (or for another owner) keeps one row: its endpoint is its identity.
  const upsert = db.prepare(
    `INSERT INTO push_devices (id, owner_id, endpoint, p256dh, auth, name, created_at)
     VALUES (:id, :ownerId, :endpoint, :p256dh, :auth, :name, :createdAt)
     ON CONFLICT (endpoint) DO UPDATE SET owner_id = :ownerId, p256dh = :p256dh, auth = :auth, name = :name
     RETURNING id, name, endpoint, created_at AS createdAt`,
  );
  const byOwner = db.prepare(
    `SELECT id, name, endpoint, created_at AS createdAt FROM push_devices WHERE owner_id = ?
     ORDER BY created_at, id`,
  );
  const everyOne = db.prepare("SELECT endpoint, p256dh, auth FROM push_devices");
  const ofOwners = db.prepare(
    "SELECT endpoint, p256dh, auth FROM push_devices WHERE owner_id IN (SELECT value FROM json_each(?))",
  );
  const removeOne = db.prepare("DELETE FROM push_devices WHERE id = ? AND owner_id = ?");
  const removeEndpoint = db.prepare("DELETE FROM push_devices WHERE endpoint = ?");
  const countAll = db.prepare("SELECT count(*) AS n FROM push_devices");
  // Whether any device is subscribed, in memory: every enquiry asks, and a query each time was measurable under
  // a flood of enquiries. Only this server adds devices; one removed elsewhere (an owner deleted by the owner
  // tool) leaves it true, which costs one empty read.
  let subscribed = false;
  const recount = () => {
    subscribed = (countAll.get() as { n: number }).n > 0;
  };
  recount();

  return {
    add(ownerId: string, subscription: Subscription, name: string): PushDevice {
      const added = upsert.get({
        id: randomUUID(),
        ownerId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        name,
        createdAt: now().toISOString(),
      }) as PushDevice;
      subscribed = true;
      return added;
    },

    /** Whether any owner has a device to notify. */
    any: () => subscribed,

    listForOwner(ownerId: string): PushDevice[] {
      return byOwner.all(ownerId) as PushDevice[];
    },

    /** Every subscription of every owner, or of the owners named: where a notification goes. */
    all(ownerIds?: readonly string[]): Subscription[] {
      const rows = ownerIds ? ofOwners.all(JSON.stringify(ownerIds)) : everyOne.all();
      return (rows as { endpoint: string; p256dh: string; auth: string }[]).map((row) => ({
        endpoint: row.endpoint,
        keys: { p256dh: row.p256dh, auth: row.auth },
      }));
    },

    /** Removes one of the owner's devices; false when she has no such device. */
    remove(id: string, ownerId: string): boolean {
      const removed = removeOne.run(id, ownerId).changes > 0;
      recount();
      return removed;
    },

    /** Forgets a subscription the push service says is gone. */
    removeEndpoint(endpoint: string): void {
      removeEndpoint.run(endpoint);
      recount();
    },
  };
}
