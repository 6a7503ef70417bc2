// The words of the 'Team' page, an invitation's page and the setup page, and the server's sentences about
// them: the desk is English only (app/routes.ts), so one catalogue serves both sides.
import { roleLabels } from "./roles.ts";

export const teamWords = {
  heading: "Team",
  intro: "The people who work in the desk, and the invitations waiting for an answer.",
  people: "People",
  email: "E-mail address",
  role: "Role",
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
  },
} as const;

/** What the server answers when a change to the team is refused. */
export const teamRefusals = {
  hasAccount: "There is an account with this e-mail address already.",
  noPerson: "There is no such person on the team.",
  noInvitation: "There is no such pending invitation.",
} as const;

/** A link's page: an invitation, or the setup of the first account. */
export const newAccountWords = {
  invitation: {
    title: "Your invitation",
    description: "Accept an invitation to the desk: choose a password or add a passkey.",
    heading: "Join the desk",
    checking: "Checking your invitation…",
    intro: (email: string, role: keyof typeof roleLabels) =>
      `You are invited as ${roleLabels[role]}, with the e-mail address ${email}. Choose a password or add a passkey to sign in.`,
  },
  setup: {
    title: "First account",
    description: "Make the desk's first account, from the link the server printed when it started.",
    checking: "Checking the setup link…",
    heading: "Make the first account",
    intro: "This account is the desk's first Owner: it can invite the rest of the team.",
    email: "E-mail address",
  },
  password: "Password",
  passwordHelp: "At least 12 characters; a phrase of a few words is easiest to remember.",
  usePassword: "Choose this password",
  or: "or",
  usePasskey: "Add a passkey",
  working: "Working…",
  noLink: "This page needs the link from your mail (or the one the server printed).",
  noPasskeySupport: "This browser cannot make passkeys. Please choose a password.",
  passkeyFailed: "The passkey was not made. Please try again, or choose a password.",
  network: "The server could not be reached. Please check your connection and try again.",
  signIn: "Go to sign in",
} as const;

/** Why a link is refused: each says what to do next. */
export const linkRefusals = {
  unknownInvitation: "This invitation link is not valid. Ask the Owner who invited you for a new one.",
  expired:
    "This invitation has expired: links are valid for 72 hours. Ask the Owner who invited you for a new one.",
  revoked: "This invitation was revoked. Ask the Owner who invited you for a new one.",
  used: "This invitation has been used already. Sign in instead.",
  hasAccount: "There is an account with this e-mail address already. Sign in instead.",
  setupGone: "This setup link is no longer valid: an account exists. Sign in instead.",
  unknownSetup: "This setup link is not valid. Use the link the server printed when it last started.",
  passkey: "The passkey could not be verified. Please try again.",
} as const;

/** On /sign-in while no account exists. */
export const noAccountYet = "No account yet: the server printed a setup link when it started.";
