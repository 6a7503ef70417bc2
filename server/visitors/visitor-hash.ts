import { createHash, type Hash, randomBytes } from "node:crypto";

/** Where the day's salt is kept until its day is over (the view store). */
export type SaltKeeper = {
  saltOf(day: string): Uint8Array | undefined;
};

/**
 * One visitor per day: a keyed hash (HMAC-SHA256, cut to 16 bytes) of the site, the address and the browser,
 * keyed with the day's random salt. A salt is made at the day's first view (or read back after a restart the
 * same day) and written with the next batch of views, which destroys every other day's; with it gone, no one can
 * tell whose a hash was, not even with the address and the browser in hand.
 */
export function createVisitorHasher(site: string, keeper: SaltKeeper) {
  let today:
    | { day: string; salt: Uint8Array; inner: Hash; outer: Hash; recent: Map<string, Buffer> }
    | undefined;
  const keyed = (day: string) => {
    if (today?.day !== day) {
      const salt = keeper.saltOf(day) ?? randomBytes(32);
      today = { day, salt, inner: padded(salt, 0x36), outer: padded(salt, 0x5c), recent: new Map() };
    }
    return today;
  };
  return {
    /**
     * The visitor's hash on `day` (YYYY-MM-DD in the site's time zone). A visitor's pages come in a row, and the
     * hash was the largest part of counting a page: the last visitors' hashes are kept in memory (never written,
     * gone with the day or once a thousand others came since the list was last emptied).
     */
    visitorOf(day: string, ip: string, userAgent: string): Buffer {
      const { inner, outer, recent } = keyed(day);
      const who = `${ip}\n${userAgent}`;
      const known = recent.get(who);
      if (known) return known;
      const message = inner.copy().update(`${site}\n${who}`).digest();
      const visitor = outer.copy().update(message).digest().subarray(0, 16);
      if (recent.size >= recentVisitors) recent.clear();
      recent.set(who, visitor);
      return visitor;
    },
    /** The salt in use, to be kept with the views hashed with it; undefined before the first view. */
    currentSalt: () => today && { day: today.day, salt: today.salt },
  };
}

/** How many of the last visitors' hashes are kept, at about 200 bytes each. */
const recentVisitors = 1_000;

/**
 * HMAC-SHA256 as RFC 2104 defines it, with the key's two padded blocks hashed once a day: copying the hashes'
 * states costs a quarter of what createHmac does per request, as it sets the key up again each time.
 */
function padded(salt: Uint8Array, byte: number): Hash {
  const block = Buffer.alloc(64);
  block.set(salt);
  for (let i = 0; i < block.length; i++) block[i] = (block[i] ?? 0) ^ byte;
  return createHash("sha256").update(block);
}
