// The owner's pages under /sign-in, in each language of the site: signing in, an invitation's page and the
// first start's setup page. There is no sign-up: accounts come from an Owner's invitation (or the command line).
import { type Role, roleLabels } from "../../desk/roles.ts";
import { wrongCredentials } from "../../desk/sign-in-paths.ts";
import { linkRefusals } from "../../desk/team-refusals.ts";

export const signInWords = {
  meta: {
    title: "Sign In",
    description: "Sign in to the owner's desk of enquiries.",
  },
  heading: "Sign in",
  intro: "The owner's desk: every enquiry, from first message to a won order.",
  email: "Email",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in…",
  or: "or",
  passkey: "Sign in with a passkey",
  passkeyWorking: "Waiting for your passkey…",
  noAccount: "Accounts come from an invitation by one of the site's Owners; there is no public sign-up.",
  /** While no account exists. */
  noAccountYet: "No account yet: the server printed a setup link when it started.",
  errors: {
    wrong: wrongCredentials,
    locked: (minutes: number) =>
      `Too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    passkey: "The passkey sign-in did not finish. Please try again, or sign in with your password.",
    noPasskeySupport: "This browser cannot use passkeys. Please sign in with your password.",
    network: "The server could not be reached. Please check your connection and try again.",
  },
};

/** A link's page: an invitation, or the setup of the first account. */
export const newAccountWords = {
  invitation: {
    title: "Your invitation",
    description: "Accept an invitation to the desk: choose a password or add a passkey.",
    heading: "Join the desk",
    checking: "Checking your invitation…",
    intro: (email: string, role: Role) =>
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
  /** The server's refusals of a link, as this language says them (the server answers in English). */
  refusals: linkRefusals,
};

export type SignInWords = typeof signInWords;
export type NewAccountWords = typeof newAccountWords;
