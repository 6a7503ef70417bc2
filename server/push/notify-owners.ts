import type { Agent } from "node:https";
import type { DatabaseSync } from "node:sqlite";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import { deskPages } from "#domain/desk/api.ts";
import { deskWords } from "#domain/desk/words.ts";
import { type ProductNames, productNamed } from "../enquiries/desk-store.ts";
import { createEnquiryRecords } from "../enquiries/enquiry-store.ts";
import { createNotifyChoices } from "./notify-choices.ts";
import type { PushDevices, Subscription, VapidKeys } from "./push-devices.ts";
import { pushServiceUrl } from "./push-services.ts";

/**
 * What the owners hear about: a new enquiry, a buyer's answer filed into one, a quotation accepted (each by the
 * person assigned and whoever asked for all, or by everyone when it is assigned to nobody); an enquiry just
 * assigned (by its new person only); a follow-up's day come (by its person, or everyone); a shipped order's
 * proceeds due within a month (by its enquiry's person, or everyone who may record a payment).
 */
export type OwnerEvent =
  | {
      kind: "new-enquiry" | "buyer-reply" | "quotation-accepted" | "assigned" | "follow-up";
      enquiryId: string;
    }
  | {
      kind: "proceeds-due";
      enquiryId: string;
      /** The order's id, its name (VA-7K3F9Q-O1) and the last day its proceeds may be realised. */
      order: { id: string; name: string; due: string };
    };

/** What the desk's service worker (public/desk-sw.js) shows: no buyer's message text, ever. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type OwnerNotifierOptions = {
  db: DatabaseSync;
  devices: PushDevices;
  keys: VapidKeys;
  /** The VAPID subject: how a push service reaches whoever runs this server (mailto: or https:). */
  subject: string;
  /** How long a push service may keep a request waiting before it is given up. */
  timeoutMs: number;
  /** The push services' hosts a subscription may name (see push-services.ts). */
  services: readonly string[];
  log: FastifyBaseLogger;
  /**
   * How push requests connect: createPushAgent() in production, to public addresses only; tests trust their
   * local push service with their own.
   */
  agent: Agent;
  /** The notification names the enquiry's product as the desk does. */
  products: ProductNames;
  /** Who may act on an order (record its payment): an unassigned order's proceeds reach them only. */
  mayActOnOrders: () => readonly string[];
};

/** How long a push service keeps a notification for a device that is offline: a day, then it is stale. */
const timeToLiveSeconds = 24 * 3600;

export type OwnerNotifier = ReturnType<typeof createOwnerNotifier>;

/** Web Push to every owner's subscribed devices (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292). */
export function createOwnerNotifier({
  db,
  devices,
  keys,
  subject,
  timeoutMs,
  services,
  log,
  agent,
  products,
  mayActOnOrders,
}: OwnerNotifierOptions) {
  const enquiries = createEnquiryRecords(db);
  const choices = createNotifyChoices(db);
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const inFlight = new Set<Promise<void>>();

  type Headline = NonNullable<ReturnType<typeof enquiries.headlineOf>>;

  function messageFor(event: OwnerEvent, row: Headline): PushMessage {
    const who = row.company.trim() || row.name;
    const product = productNamed(row.product, products)?.title;
    if (event.kind === "proceeds-due") {
      const { id, name, due } = event.order;
      return {
        title: deskWords.push.proceedsDue(name, due, who),
        body: deskWords.push.body,
        url: deskPages.order(id),
        tag: id,
      };
    }
    const titles = {
      "new-enquiry": deskWords.push.newEnquiry,
      "buyer-reply": deskWords.push.reply,
      "quotation-accepted": deskWords.push.accepted,
      assigned: deskWords.push.assigned,
      "follow-up": deskWords.push.followUp,
    };
    const title = titles[event.kind](who, product);
    return {
      title,
      body: deskWords.push.body,
      url: deskPages.enquiry(event.enquiryId),
      tag: event.enquiryId,
    };
  }

  async function send(device: Subscription, payload: string): Promise<void> {
    const host = URL.parse(device.endpoint)?.host;
    const url = pushServiceUrl(device.endpoint, services);
    // Stored before endpoints were checked, or before PUSH_SERVICES changed: kept for the owner to see and
    // remove, never contacted.
    if (!url) {
      log.warn({ action: "push-refused", host }, "push device is not on a push service; not notified");
      return;
    }
    try {
      // The parsed URL's href, not the stored text: web-push parses it again, and must see the same host.
      await webpush.sendNotification({ ...device, endpoint: url.href }, payload, {
        vapidDetails,
        TTL: timeToLiveSeconds,
        urgency: "high",
        timeout: timeoutMs,
        agent,
      });
      log.info({ action: "push-sent", host }, "owner notified");
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        devices.removeEndpoint(device.endpoint);
        log.info({ action: "push-device-gone", host, status }, "push subscription removed");
      } else {
        log.warn({ action: "push-failed", host, status, reason: (error as Error).message }, "push failed");
      }
    }
  }

  /** Whose devices hear of it: undefined for everyone's. */
  function peopleFor(event: OwnerEvent, { assigneeId }: Headline): string[] | undefined {
    if (assigneeId === null) {
      if (event.kind === "proceeds-due") return [...mayActOnOrders()];
      return event.kind === "assigned" ? [] : undefined;
    }
    if (event.kind === "assigned" || event.kind === "follow-up" || event.kind === "proceeds-due")
      return [assigneeId];
    return [assigneeId, ...choices.wantingAll().map((person) => person.id)];
  }

  async function deliver(event: OwnerEvent): Promise<void> {
    const row = enquiries.headlineOf(event.enquiryId);
    if (!row || row.spam) return;
    const targets = devices.all(peopleFor(event, row));
    if (targets.length === 0) return;
    const payload = JSON.stringify(messageFor(event, row));
    // Each device on its own: a slow or dead push service holds up none of the others.
    await Promise.all(targets.map((device) => send(device, payload)));
  }

  return {
    /**
     * Tells the devices of whoever the event concerns (see OwnerEvent), in the background: returns at once, and nothing the caller does waits
     * for a push service (call it after the enquiry or reply is committed). Spam is never announced.
     */
    notifyOwners(event: OwnerEvent): void {
      if (!devices.any()) return;
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(event))
        .catch((error: unknown) => log.error({ err: error, action: "push-failed" }, "push failed"));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },

    /** Resolves when every push under way has been answered or given up (before the database closes). */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },

    publicKey: keys.publicKey,
  };
}
