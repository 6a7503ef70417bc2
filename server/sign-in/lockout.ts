import type { DatabaseSync } from "node:sqlite";

export const lockout = {
  windowMs: 15 * 60_000,
  /** Failed password sign-ins for one e-mail from one address within the window. */
  perEmail: 5,
  /** Failed password sign-ins from one address within the window, whatever the e-mails. */
  perAddress: 50,
} as const;

/**
 * Counts failed password sign-ins. Passkey sign-ins never pass through here, so no one can lock the owner out
 * of her passkey by guessing passwords in her name.
 */
export function createLockout(db: DatabaseSync, now: () => Date = () => new Date()) {
  const insert = db.prepare("INSERT INTO sign_in_failures (at, ip, email) VALUES (?, ?, ?)");
  const forAddress = db.prepare(
    "SELECT count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE ip = ? AND at > ?",
  );
  const forEmail = db.prepare(
    "SELECT count(*) AS n, min(at) AS oldest FROM sign_in_failures WHERE ip = ? AND email = ? AND at > ?",
  );
  const clear = db.prepare("DELETE FROM sign_in_failures WHERE ip = ? AND email = ?");
  const prune = db.prepare("DELETE FROM sign_in_failures WHERE at <= ?");

  return {
    /** When password tries for this e-mail from this address may start again (ms since the epoch), if locked. */
    lockedUntil(ip: string, email: string): number | undefined {
      const since = now().getTime() - lockout.windowMs;
      // The n-th most recent failure leaves the window first when the oldest one does: unlock then.
      const address = forAddress.get(ip, since) as { n: number; oldest: number | null };
      if (address.n >= lockout.perAddress && address.oldest) return address.oldest + lockout.windowMs;
      const byEmail = forEmail.get(ip, email.trim(), since) as { n: number; oldest: number | null };
      if (byEmail.n >= lockout.perEmail && byEmail.oldest) return byEmail.oldest + lockout.windowMs;
      return undefined;
    },
    recordFailure(ip: string, email: string): void {
      const at = now().getTime();
      prune.run(at - lockout.windowMs);
      insert.run(at, ip, email.trim().slice(0, 320));
    },
    recordSuccess: (ip: string, email: string) => void clear.run(ip, email.trim()),
  };
}
