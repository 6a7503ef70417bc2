// The only SQL on invitations: each invitation an Owner sends from 'Team', the SHA-256 of its token (never the
// token), its answer (accepted or revoked), the WebAuthn challenge of a passkey being made with it, and the
// delivery of its mail. The mail's link (which holds the token) waits in mail_link until the outbox has sent
// it, or the invitation is revoked or answered; then it is cleared.
import type { DatabaseSync } from "node:sqlite";
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import type { Role } from "#domain/desk/roles.ts";

export type Invitation = {
  id: string;
  email: string;
  role: Role;
  /** The new person's desk language, and the language of the mail and the page the link opens. */
  language: DeskLanguage;
  invitedBy: string;
  createdAt: string;
  expiresAt: number;
  revokedAt: string | null;
  acceptedAt: string | null;
  challenge: string | null;
};

export type InvitationMailRow = {
  id: string;
  email: string;
  role: Role;
  language: DeskLanguage;
  invitedBy: string;
  expiresAt: number;
  link: string;
  messageId: string;
  attempts: number;
};

export type InvitationStore = ReturnType<typeof createInvitationStore>;

const columns = `id, email, role, language, invited_by AS invitedBy, created_at AS createdAt, expires_at AS expiresAt,
  revoked_at AS revokedAt, accepted_at AS acceptedAt, challenge`;
const open = "revoked_at IS NULL AND accepted_at IS NULL";

export function createInvitationStore(db: DatabaseSync) {
  const insert = db.prepare(`INSERT INTO invitations
    (id, email, role, language, token_hash, invited_by, created_at, expires_at, mail_link, message_id, next_attempt_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const selectPending = db.prepare(
    `SELECT ${columns} FROM invitations WHERE ${open} AND expires_at > ? ORDER BY created_at`,
  );
  const selectByHash = db.prepare(`SELECT ${columns} FROM invitations WHERE token_hash = ?`);
  const revokeOne = db.prepare(
    `UPDATE invitations SET revoked_at = ?, mail_link = NULL, challenge = NULL WHERE id = ? AND ${open}`,
  );
  const revokeFor = db.prepare(
    `UPDATE invitations SET revoked_at = ?, mail_link = NULL, challenge = NULL WHERE email = ? AND ${open}`,
  );
  const updateChallenge = db.prepare(`UPDATE invitations SET challenge = ? WHERE id = ? AND ${open}`);
  const accept = db.prepare(`UPDATE invitations SET accepted_at = ?, mail_link = NULL, challenge = NULL
    WHERE id = ? AND ${open} AND expires_at > ?`);
  const selectDue =
    db.prepare(`SELECT id, email, role, language, invited_by AS invitedBy, expires_at AS expiresAt,
      mail_link AS link, message_id AS messageId, attempts
    FROM invitations WHERE mail_state = 'queued' AND mail_link IS NOT NULL AND next_attempt_at <= ?
    ORDER BY next_attempt_at LIMIT ?`);
  const selectNextDue = db.prepare(
    "SELECT min(next_attempt_at) AS at FROM invitations WHERE mail_state = 'queued' AND mail_link IS NOT NULL",
  );
  const updateSent = db.prepare(
    "UPDATE invitations SET mail_state = 'sent', mail_link = NULL, attempts = attempts + 1 WHERE id = ?",
  );
  const updateFailed = db.prepare(
    "UPDATE invitations SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
  );

  return {
    create(row: Omit<InvitationMailRow, "attempts"> & { tokenHash: string }, at: Date): void {
      insert.run(
        row.id,
        row.email,
        row.role,
        row.language,
        row.tokenHash,
        row.invitedBy,
        at.toISOString(),
        row.expiresAt,
        row.link,
        row.messageId,
        at.getTime(),
      );
    },
    /** Neither answered nor revoked, and not expired at `atMs`. */
    pending: (atMs: number) => selectPending.all(atMs) as Invitation[],
    byTokenHash: (hash: string) => selectByHash.get(hash) as Invitation | undefined,
    revoke: (id: string, at: Date) => revokeOne.run(at.toISOString(), id).changes > 0,
    /** A new invitation to the same address replaces the ones still open: only the latest link works. */
    revokeFor: (email: string, at: Date) => void revokeFor.run(at.toISOString(), email),
    setChallenge: (id: string, challenge: string) => void updateChallenge.run(challenge, id),
    /** Marks it accepted, once: false when it was answered, revoked or expired meanwhile. */
    accept: (id: string, at: Date) => accept.run(at.toISOString(), id, at.getTime()).changes > 0,

    due: (atMs: number, limit: number) => selectDue.all(atMs, limit) as InvitationMailRow[],
    nextDueAt: () => (selectNextDue.get() as { at: number | null }).at ?? undefined,
    markSent: (id: string) => void updateSent.run(id),
    markFailed: (id: string, error: string, nextAttemptAt: number) =>
      void updateFailed.run(error, nextAttemptAt, id),
  };
}
