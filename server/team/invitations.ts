import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import type { Role } from "#domain/desk/roles.ts";
import { invitationLifetimeMs, teamPages } from "#domain/desk/team-api.ts";
import { linkRefusals } from "#domain/desk/team-refusals.ts";
import { localePath } from "#domain/i18n.ts";
import type { MailSource } from "../mail/outbox.ts";
import { invitationMail } from "./invitation-mail.ts";
import type { Invitation, InvitationStore } from "./invitation-store.ts";

/** A link's token: 256 random bits; only its SHA-256 is kept. */
export const newToken = () => randomBytes(32).toString("base64url");
export const tokenDigest = (token: string) => createHash("sha256").update(token).digest("base64url");

export type Invitations = ReturnType<typeof createInvitations>;

/**
 * Invitations: sent from 'Team' (a mail with a single-use link, 72 hours), revoked, and checked when the link is
 * opened. The link is made on the origin the Owner is using, so it opens where she works, on the page in the
 * invitation's language.
 */
export function createInvitations(
  store: InvitationStore,
  deps: { now: () => Date; mailDomain: string; company: () => string; onQueued: () => void },
) {
  const { now } = deps;

  return {
    invite(input: {
      email: string;
      role: Role;
      language: DeskLanguage;
      invitedBy: string;
      origin: string;
    }): Invitation {
      const at = now();
      const token = newToken();
      const id = randomUUID();
      const expiresAt = at.getTime() + invitationLifetimeMs;
      const link = `${input.origin}${localePath(input.language, teamPages.invitation)}?${new URLSearchParams({ token })}`;
      store.revokeFor(input.email, at);
      store.create(
        {
          id,
          email: input.email,
          role: input.role,
          language: input.language,
          invitedBy: input.invitedBy,
          expiresAt,
          link,
          tokenHash: tokenDigest(token),
          messageId: `<invitation-${id}@${deps.mailDomain}>`,
        },
        at,
      );
      deps.onQueued();
      return {
        id,
        email: input.email,
        role: input.role,
        language: input.language,
        invitedBy: input.invitedBy,
        createdAt: at.toISOString(),
        expiresAt,
        revokedAt: null,
        acceptedAt: null,
        challenge: null,
      };
    },

    pending: () => store.pending(now().getTime()),
    revoke: (id: string) => store.revoke(id, now()),

    /** The open invitation a token names, or the sentence that refuses it. */
    check(token: string): { invitation: Invitation } | { refusal: string } {
      const invitation = store.byTokenHash(tokenDigest(token));
      if (!invitation) return { refusal: linkRefusals.unknownInvitation };
      if (invitation.acceptedAt) return { refusal: linkRefusals.used };
      if (invitation.revokedAt) return { refusal: linkRefusals.revoked };
      if (invitation.expiresAt <= now().getTime()) return { refusal: linkRefusals.expired };
      return { invitation };
    },
    setChallenge: store.setChallenge,
    accept: (id: string) => store.accept(id, now()),

    /** Each invitation's mail, for the outbox; its link is cleared once sent. */
    source: {
      due: (limit) =>
        store.due(now().getTime(), limit).map((row) => ({
          mail: {
            messageId: row.messageId,
            file: row.messageId.replace(/^<|@.*$/g, ""),
            kind: "invitation",
            enquiryId: null,
            to: { name: "", address: row.email },
            ...invitationMail(row, deps.company()),
            headers: { "Auto-Submitted": "auto-generated" },
          },
          attempts: row.attempts,
          markSent: () => store.markSent(row.id),
          markFailed: (error, nextAttemptAt) => store.markFailed(row.id, error, nextAttemptAt),
        })),
      nextDueAt: store.nextDueAt,
    } satisfies MailSource,
  };
}
