// The words of the 'Team' page. The server's sentences about the team are in team-refusals.ts (English); an
// invitation's and the setup's pages are public pages, with their words in domain/words/<lang>/sign-in.ts.
import { deskLanguage } from "./desk-language.ts";
import { type Role, roleLabels } from "./roles.ts";

const english = {
  heading: "Team",
  intro: "The people who work in the desk, and the invitations waiting for an answer.",
  people: "People",
  email: "E-mail address",
  role: "Role",
  /** Each role's name, as the guard's table names it. */
  roles: roleLabels as Record<Role, string>,
  lastSignIn: "Last sign-in",
  passkeys: "Passkeys",
  never: "Never",
  you: "(you)",
  actions: "Actions",
  changeRole: "Change role",
  save: "Save",
  cancel: "Cancel",
  remove: "Remove",
  changeRoleLabel: (email: string) => `Change role for ${email}`,
  roleOf: (email: string) => `Role of ${email}`,
  removeLabel: (email: string) => `Remove ${email}`,
  confirmRemove: (email: string) =>
    `Remove ${email}? Every session, passkey and notified device of theirs ends at once.`,
  lastOwner: "The last Owner",
  invite: "Invite",
  inviteIntro: "They get a mail with a link for 72 hours, to choose a password or add a passkey.",
  /** The invitation's language: its mail, its page and the new person's desk. */
  language: "Language",
  pending: "Pending invitations",
  noPending: "No invitation is waiting.",
  expires: "Expires",
  invitedBy: "Invited by",
  revoke: "Revoke",
  revokeLabel: (email: string) => `Revoke the invitation to ${email}`,
  /** After a change, as ?done=<key>. */
  done: {
    invited: "The invitation is on its way; it is listed below until it is answered.",
    revoked: "The invitation was revoked: its link no longer works.",
    role: "The role was changed: it counts from their next request.",
    removed: "They were removed: every session and device of theirs has ended.",
  },
  roleHelp: {
    owner: "Everything, the team and settings too",
    sales: "Works the enquiries and drafts the site",
    viewer: "Reads the desk, changes nothing",
  } as Record<Role, string>,
};

export type TeamWords = typeof english;

/** In the desk's language; the server reads English (domain/desk/desk-language.ts). */
export const teamWords: TeamWords =
  deskLanguage === "ar" ? (await import("./team-words.ar.ts")).arabic : english;
