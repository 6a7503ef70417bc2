import { wrongCredentials } from "#domain/desk/sign-in-paths.ts";

/** The desk's sign-in page. There is no sign-up: accounts come from an Owner's invitation (or the command line). */
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
  errors: {
    wrong: wrongCredentials,
    locked: (minutes: number) =>
      `Too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    passkey: "The passkey sign-in did not finish. Please try again, or sign in with your password.",
    noPasskeySupport: "This browser cannot use passkeys. Please sign in with your password.",
    network: "The server could not be reached. Please check your connection and try again.",
  },
} as const;
