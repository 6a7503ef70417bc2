// The desk's 'Team' page, an invitation's page and the first start's setup page, and the server: their routes,
// apart from api.ts, which every desk page loads. The pages under /sign-in/ are public (the token is the key).

import { deskPages } from "./sign-in-paths.ts";

/** The public pages a link opens: an invitation (mailed), the setup of the first account (printed at start). */
export const teamPages = {
  invitation: "/sign-in/invitation",
  setup: "/sign-in/setup",
} as const;

/**
 * The owner's pages under /sign-in, in every language of the site (/ar/sign-in …): signing in, an invitation's
 * page, the setup page. Pre-rendered like the public pages, but kept out of the sitemap (noindex).
 */
export const ownersPaths: readonly string[] = [deskPages.signIn, teamPages.invitation, teamPages.setup];

/** How long an invitation's link may be used. */
export const invitationLifetimeMs = 72 * 3_600_000;

/** Behind the guard: an Owner's. */
export const teamApi = {
  team: "/api/desk/team", // GET → Team
  invitations: "/api/desk/team/invitations", // POST InvitationInput → 201 PendingInvitation
  invitation: (id: string) => `/api/desk/team/invitations/${encodeURIComponent(id)}`, // DELETE: revokes it
  personRole: (id: string) => `/api/desk/team/people/${encodeURIComponent(id)}/role`, // PUT {role} → Person
  person: (id: string) => `/api/desk/team/people/${encodeURIComponent(id)}`, // DELETE: removes them
} as const;

/** Public: the token in the body is the key. */
export const newAccountApi = {
  invitation: "/api/auth/invitation", // POST {token} → InvitationFacts | 410
  invitationPassword: "/api/auth/invitation/password", // POST {token, password} → SignedIn
  invitationPasskeyOptions: "/api/auth/invitation/passkey/options", // POST {token} → creation options
  invitationPasskey: "/api/auth/invitation/passkey", // POST {token, response} → SignedIn
  setup: "/api/auth/setup", // GET → {setupLink: boolean}: whether the server printed one (no account yet)
  setupPassword: "/api/auth/setup/password", // POST {token, email, password} → SignedIn
  setupPasskeyOptions: "/api/auth/setup/passkey/options", // POST {token, email} → creation options
  setupPasskey: "/api/auth/setup/passkey", // POST {token, email, response} → SignedIn
} as const;
