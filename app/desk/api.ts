// The owner's desk: what its pages and the server say to each other. One module, so the desk's fetch calls
// and the server's routes cannot drift apart. Types only and a few constants: it adds no bytes to public pages.

/** Where an enquiry stands in the owner's work, in order. Spam is a separate flag, not a status. */
export const enquiryStatuses = ["new", "replied", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** The notification mail: waiting for its first attempt, delivered, or failed at least once and retrying. */
export type MailState = "queued" | "sent" | "failed";

/** A row of the inbox. */
export type EnquirySummary = {
  id: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  name: string;
  company: string;
  email: string;
  /** From the phone number's dial code; null when no country matches. */
  country: { iso2: string; name: string } | null;
  /** The product the enquiry names (its "Enquiry about …:" line); null when none. */
  product: { slug: string; title: string } | null;
  status: EnquiryStatus;
  spam: boolean;
  read: boolean;
  mail: MailState;
};

/** One enquiry with every field. */
export type EnquiryDetail = EnquirySummary & {
  /** Digits only, dial code first, as the form sends it. */
  phone: string;
  message: string;
  mailAttempts: number;
  /** The last delivery error, while the mail is failing. */
  mailError: string | null;
  /** ISO 8601, when the mail was delivered. */
  sentAt: string | null;
};

export type Note = { id: string; at: string; author: string; text: string };

/** One change to an enquiry: who did what, when. `detail` is a short human sentence ("Status: new → quoted"). */
export type HistoryEntry = { id: string; at: string; actor: string; action: string; detail: string };

/** GET /api/desk/enquiries/:id */
export type EnquiryRecord = { enquiry: EnquiryDetail; notes: Note[]; history: HistoryEntry[] };

/**
 * The inbox view, as it stands in the desk page's URL and in the API's query string (same names).
 * Dates are YYYY-MM-DD, inclusive, in UTC.
 */
export type InboxQuery = {
  view?: "inbox" | "spam";
  q?: string;
  status?: EnquiryStatus;
  /** Product slug. */
  product?: string;
  /** ISO 3166 alpha-2, lower case. */
  country?: string;
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
};

export const inboxQueryKeys = ["view", "q", "status", "product", "country", "from", "to", "page"] as const;

/** GET /api/desk/enquiries */
export type InboxPage = {
  items: EnquirySummary[];
  /** Enquiries in the view; for a search, at most 1,000 (then `capped` is true: show "1,000+"). */
  total: number;
  capped: boolean;
  page: number;
  pageSize: number;
  /** Unread enquiries in the inbox (spam excluded), whatever the filters: the tab title shows it. */
  unread: number;
};

/** PATCH /api/desk/enquiries/:id body: any of these. */
export type EnquiryChange = { status?: EnquiryStatus; spam?: boolean; read?: boolean };

/** GET /api/desk/me */
export type Me = { email: string; unread: number };

/** GET /api/desk/sessions */
export type SessionInfo = {
  id: string;
  /** A short browser and system label ("Chrome on Windows"). */
  browser: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** GET /api/desk/passkeys */
export type PasskeyInfo = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** Every error answer: a sentence for a person. */
export type ApiError = { message: string };

/**
 * The routes. Public: the auth ones. Everything under /api/desk/ needs a session (401 JSON without one) and,
 * when it changes state, the site's own Origin (403 otherwise).
 */
export const deskApi = {
  signIn: "/api/auth/sign-in", // POST {email, password} → 200 {next} | 401 | 429; or a form post → 303
  signOut: "/api/auth/sign-out", // POST → 204; or a form post → 303 to /sign-in
  passkeySignInOptions: "/api/auth/passkey/options", // POST → WebAuthn request options
  passkeySignIn: "/api/auth/passkey/verify", // POST {response} → 200 {next} | 401
  me: "/api/desk/me",
  enquiries: "/api/desk/enquiries", // GET ?InboxQuery → InboxPage
  enquiry: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}`, // GET, PATCH EnquiryChange, DELETE
  notes: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/notes`, // POST {text} → Note
  resend: (id: string) => `/api/desk/enquiries/${encodeURIComponent(id)}/resend`, // POST → 202
  exportCsv: "/api/desk/export.csv", // GET ?InboxQuery (page ignored) → text/csv
  sessions: "/api/desk/sessions", // GET → SessionInfo[]; DELETE → ends every other session
  session: (id: string) => `/api/desk/sessions/${encodeURIComponent(id)}`, // DELETE
  passkeys: "/api/desk/passkeys", // GET → PasskeyInfo[]; POST {response, name} → PasskeyInfo
  passkeyOptions: "/api/desk/passkeys/options", // POST → WebAuthn creation options
  passkey: (id: string) => `/api/desk/passkeys/${encodeURIComponent(id)}`, // DELETE
} as const;

/** Desk pages (client-rendered; the server sends signed-out visitors to /sign-in?next=…). */
export const deskPages = {
  signIn: "/sign-in",
  inbox: "/desk",
  spam: "/desk/spam",
  enquiry: (id: string) => `/desk/enquiries/${encodeURIComponent(id)}`,
  security: "/desk/security",
} as const;

export const wrongCredentials = "Wrong email or password.";
