// What the public sign-in page needs of the desk's addresses, apart from the rest of api.ts: the sign-in page
// then loads this small module instead of every desk route's path and list (check:budgets counts it).

/** The public auth routes; the desk's own, behind the session guard, are api.ts's deskApi. */
export const signInApi = {
  signIn: "/api/auth/sign-in", // POST {email, password} → 200 {next} | 401 | 429; or a form post → 303
  signOut: "/api/auth/sign-out", // POST → 204; or a form post → 303 to /sign-in
  passkeySignInOptions: "/api/auth/passkey/options", // POST → WebAuthn request options
  passkeySignIn: "/api/auth/passkey/verify", // POST {response} → 200 {next} | 401
} as const;

/** Desk pages (client-rendered; the server sends signed-out visitors to /sign-in?next=…). */
export const deskPages = {
  signIn: "/sign-in",
  inbox: "/desk",
  spam: "/desk/spam",
  enquiry: (id: string) => `/desk/enquiries/${encodeURIComponent(id)}`,
  overview: "/desk/overview",
  security: "/desk/security",
  team: "/desk/team",
  templates: "/desk/templates",
  mailToCheck: "/desk/mail-to-check",
  site: "/desk/site",
  visitors: "/desk/visitors",
  campaigns: "/desk/visitors/campaigns",
  activity: "/desk/activity",
  orders: "/desk/orders",
  order: (id: string) => `/desk/orders/${encodeURIComponent(id)}`,
  /** 'Create order' from an accepted quotation of an enquiry. */
  newOrder: (enquiryId: string, quotationId: string) =>
    `/desk/orders/new?enquiry=${encodeURIComponent(enquiryId)}&quotation=${encodeURIComponent(quotationId)}`,
} as const;

export const wrongCredentials = "Wrong email or password.";

/** A new password's least length (the command line's rule, and the desk's pages' hint). */
export const minPasswordLength = 12;
