import type { AcknowledgementLimits } from "../platform/config.ts";
import { mailboxOf } from "./mail-address.ts";

/** An acknowledgement queued: to whom, for which client, when (ms since the epoch). */
export type Acknowledged = { recipient: string; clientIp: string; at: number };

const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** The /64 of an IPv6 address, written alike however the address was: `::` expanded, leading zeros dropped. */
function ipv6Network(address: string): string {
  const [head = "", tail] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}

/**
 * The client an IP address stands for: an IPv4 address itself, an IPv6 one its /64, since a provider gives one
 * line a whole /64 and any of its addresses is the same sender's.
 */
export function clientOf(ip: string): string {
  // A zone (fe80::1%eth0) names our own interface, not the client.
  const address = ip.toLowerCase().replace(/%.*$/, "");
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mappedIpv4) return mappedIpv4;
  return address.includes(":") ? ipv6Network(address) : address;
}

/** How many entries each key has, for keys that have any. */
function createTally() {
  const counts = new Map<string, number>();
  const count = (key: string) => counts.get(key) ?? 0;
  return {
    count,
    add: (key: string) => counts.set(key, count(key) + 1),
    remove(key: string) {
      const left = count(key) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/**
 * The acknowledgements of the last day, in memory (one server runs per DATA_DIR): asking the mails table on
 * every enquiry made a flood of enquiries measurably slower (docs/performance-log.md). Built at start from what the
 * mails table holds, oldest first. One rolled back with its enquiry's transaction still counts here, which errs
 * toward sending fewer.
 *
 * With each domain's and each client's hourly limit at most half the overall one (config.ts), neither one
 * domain nor one client can spend the hourly cap: what they cannot take is left to every other buyer.
 */
export function createAcknowledgementRecord(queued: readonly Acknowledged[], limits: AcknowledgementLimits) {
  // Mailbox -> when it was last acknowledged; kept in time order.
  const lastTo = new Map<string, number>();
  const lastHour: { domain: string; client: string; at: number }[] = [];
  const perDomain = createTally();
  const perClient = createTally();

  const keysOf = (recipient: string, clientIp: string) => {
    const mailbox = mailboxOf(recipient);
    return { mailbox, domain: mailbox.slice(mailbox.lastIndexOf("@") + 1), client: clientOf(clientIp) };
  };

  function record({ recipient, clientIp, at }: Acknowledged): void {
    const { mailbox, domain, client } = keysOf(recipient, clientIp);
    lastTo.delete(mailbox);
    lastTo.set(mailbox, at);
    lastHour.push({ domain, client, at });
    perDomain.add(domain);
    perClient.add(client);
  }

  function forgetBefore(at: number): void {
    for (const [mailbox, when] of lastTo) {
      if (when > at - dayMs) break;
      lastTo.delete(mailbox);
    }
    for (let oldest = lastHour[0]; oldest && oldest.at <= at - hourMs; oldest = lastHour[0]) {
      lastHour.shift();
      perDomain.remove(oldest.domain);
      perClient.remove(oldest.client);
    }
  }

  for (const acknowledged of queued) record(acknowledged);

  return {
    /** Why `recipient`, for a client at `clientIp`, may not be acknowledged at `at`, or null when it may. */
    refusal({ recipient, clientIp, at }: Acknowledged): string | null {
      forgetBefore(at);
      const { mailbox, domain, client } = keysOf(recipient, clientIp);
      if (lastTo.has(mailbox)) return "one per address in 24 h";
      if (perDomain.count(domain) >= limits.maxPerDomain) return "hourly limit for the domain reached";
      if (perClient.count(client) >= limits.maxPerClient) return "hourly limit for the client reached";
      return lastHour.length >= limits.maxPerHour ? "hourly limit reached" : null;
    },
    record,
  };
}
