// The server's sentences about the team and its links, in English: API answers stay English (the desk's
// words in each language are in team-words.ts; a link's page words in domain/words/<lang>/sign-in.ts).

/** What the server answers when a change to the team is refused. */
export const teamRefusals = {
  hasAccount: "There is an account with this e-mail address already.",
  noPerson: "There is no such person on the team.",
  noInvitation: "There is no such pending invitation.",
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
