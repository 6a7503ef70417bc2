import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import type { Role } from "#domain/desk/roles.ts";

export const sessionCookie = "desk_session";
export const idleTimeoutMs = 12 * 3_600_000;
export const absoluteTimeoutMs = 7 * 24 * 3_600_000;
/** last_seen_at is written at most this often, so reading the desk does not write on every request. */
const touchEveryMs = 60_000;

export type Session = {
  /** The public handle shown on the security page; the cookie's token is never shown or stored. */
  id: string;
  ownerId: string;
  ownerEmail: string;
  /** The account's role as it is now, read with the session on every request: a change applies at once. */
  ownerRole: Role;
  /** The language the person reads the desk in (their choice on 'Security'). */
  ownerLanguage: DeskLanguage;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  userAgent: string;
};

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The database keeps a SHA-256 of each token: a copy of the database does not let anyone sign in. */
function digest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const columns = `s.id, s.owner_id AS ownerId, o.email AS ownerEmail, o.role AS ownerRole, o.language AS ownerLanguage,
  s.created_at AS createdAt,
  s.last_seen_at AS lastSeenAt, s.ip, s.user_agent AS userAgent`;

/** Server-side sessions: 12 hours idle, 7 days at most, ended by sign-out, a new password or removal. */
export function createSessionStore(db: DatabaseSync, now: () => Date = () => new Date()) {
  const insert = db.prepare(
    `INSERT INTO sessions (token_hash, id, owner_id, created_at, last_seen_at, ip, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const byToken = db.prepare(
    `SELECT ${columns} FROM sessions s JOIN owners o ON o.id = s.owner_id WHERE s.token_hash = ?`,
  );
  const byOwner = db.prepare(
    `SELECT ${columns} FROM sessions s JOIN owners o ON o.id = s.owner_id
     WHERE s.owner_id = ? AND s.last_seen_at > ? AND s.created_at > ? ORDER BY s.last_seen_at DESC`,
  );
  const touch = db.prepare("UPDATE sessions SET last_seen_at = ?, ip = ? WHERE id = ?");
  const endByToken = db.prepare("DELETE FROM sessions WHERE token_hash = ?");
  const endOne = db.prepare("DELETE FROM sessions WHERE id = ? AND owner_id = ?");
  const endOthers = db.prepare("DELETE FROM sessions WHERE owner_id = ? AND id <> ?");
  const endAll = db.prepare("DELETE FROM sessions WHERE owner_id = ?");
  const endExpired = db.prepare("DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?");

  const limits = () => {
    const at = now().getTime();
    return { at, idleBefore: at - idleTimeoutMs, createdBefore: at - absoluteTimeoutMs };
  };

  return {
    /** A new random token (256 bits) for a fresh sign-in; the cookie carries it. */
    create(ownerId: string, client: { ip: string; userAgent: string }): { token: string; id: string } {
      const token = randomBytes(32).toString("base64url");
      const id = randomUUID();
      const at = now().getTime();
      endExpired.run(at - idleTimeoutMs, at - absoluteTimeoutMs);
      insert.run(digest(token), id, ownerId, at, at, client.ip, client.userAgent.slice(0, 512));
      return { token, id };
    },

    /** The live session of a token, seen now from this address; undefined when unknown or expired. */
    use(token: string, ip: string): Session | undefined {
      const session = byToken.get(digest(token)) as Session | undefined;
      if (!session) return undefined;
      const { at, idleBefore, createdBefore } = limits();
      if (session.lastSeenAt <= idleBefore || session.createdAt <= createdBefore) {
        endByToken.run(digest(token));
        return undefined;
      }
      if (at - session.lastSeenAt >= touchEveryMs || session.ip !== ip) {
        touch.run(at, ip, session.id);
        return { ...session, lastSeenAt: at, ip };
      }
      return session;
    },

    listForOwner(ownerId: string): Session[] {
      const { idleBefore, createdBefore } = limits();
      return byOwner.all(ownerId, idleBefore, createdBefore) as Session[];
    },

    endByToken: (token: string) => void endByToken.run(digest(token)),
    /** Ends one of the owner's sessions; false when the owner has no session with that id. */
    end: (id: string, ownerId: string) => endOne.run(id, ownerId).changes > 0,
    endOthers: (ownerId: string, keepId: string) => Number(endOthers.run(ownerId, keepId).changes),
    endAll: (ownerId: string) => void endAll.run(ownerId),
  };
}
