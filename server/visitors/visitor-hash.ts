import { createHmac, randomBytes } from "node:crypto";

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
  let today: { day: string; salt: Uint8Array } | undefined;
  const saltOf = (day: string) => {
    if (today?.day !== day) today = { day, salt: keeper.saltOf(day) ?? randomBytes(32) };
    return today.salt;
  };
  return {
    /** The visitor's hash on `day` (YYYY-MM-DD in the site's time zone). */
    visitorOf(day: string, ip: string, userAgent: string): Buffer {
      return createHmac("sha256", saltOf(day))
        .update(`${site}\n${ip}\n${userAgent}`)
        .digest()
        .subarray(0, 16);
    },
    /** The salt in use, to be kept with the views hashed with it; undefined before the first view. */
    currentSalt: () => today,
  };
}
