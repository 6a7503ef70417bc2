import { z } from "zod";

/**
 * A zone the platform's time zone data knows, by any of its names: the list Intl.supportedValuesOf gives holds
 * one name per zone, and on some ICU versions that is "Asia/Calcutta", not the owner's "Asia/Kolkata".
 */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const units = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "600000", "500ms", "30s", "90m", "24h" or "2d", as milliseconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+(ms|s|m|h|d)?$/, 'Expected a duration such as "500ms", "30s", "90m", "24h" or "2d".')
  .transform((value) => {
    const [, amount = "0", unit = "ms"] = /^(\d+)(ms|s|m|h|d)?$/.exec(value) ?? [];
    return Number(amount) * units[unit as keyof typeof units];
  })
  .refine((ms) => ms > 0, "Expected a duration above zero.");

const byteUnits = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;

/** "500MB", "2GB", "64KB" or a number of bytes, as bytes. */
const byteSize = z
  .string()
  .trim()
  .regex(/^\d+\s*(B|KB|MB|GB)?$/i, 'Expected a size such as "50MB" or "2GB".')
  .transform((value) => {
    const [, amount = "0", unit = "B"] = /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value) ?? [];
    return Number(amount) * byteUnits[unit.toUpperCase() as keyof typeof byteUnits];
  })
  .refine((bytes) => bytes > 0, "Expected a size above zero.");

const mailAddress = z.string().trim().pipe(z.email("Expected an e-mail address such as owner@example.com."));

/** "Name <address>" or a bare address, as nodemailer takes it for From. */
const mailbox = z
  .string()
  .trim()
  .refine(
    (value) => z.email().safeParse(/<([^<>]+)>$/.exec(value)?.[1] ?? value).success,
    'Expected an e-mail address, optionally with a name: "Website <web@example.com>".',
  );

const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(",").map((entry) => entry.trim());
  });

const origins = z
  .string()
  .trim()
  .transform((value) => (value ? value.split(",").map((entry) => entry.trim()) : []))
  .pipe(
    z.array(
      z
        .string()
        .refine(
          (origin) => URL.canParse(origin) && new URL(origin).origin === origin,
          'Expected origins such as "https://www.example.com", separated by commas, without paths or a trailing slash.',
        ),
    ),
  );

/**
 * The hosts of the browsers' push services: the only places a push subscription's endpoint may point. A
 * subscription is whatever the signed-in browser posts, so without this list a stolen session could make the
 * server post to any address it can reach (its own network, the cloud metadata service).
 *
 * "*.name" stands for any host under name, "name" for that host alone. Kept by hand, from the endpoints the
 * browsers hand out today: Chrome and most Chromium browsers https://fcm.googleapis.com/fcm/send/…, Firefox
 * https://updates.push.services.mozilla.com/wpush/v2/…, Safari https://web.push.apple.com/…, Edge
 * https://wns2-….notify.windows.com/w/?token=…. When a browser moves to another host, its owners see "not a
 * push service we send to" on the desk's Security page: add the host here (PUSH_SERVICES meanwhile).
 */
export const browserPushServices: readonly string[] = [
  "fcm.googleapis.com",
  "*.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

// A DNS name whose last label starts with a letter, as every top-level domain does: a URL parser reads a host
// whose last label is a number (127.1, 0x7f000001, 2130706433) as an IPv4 address, so no entry can name one.
const hostPattern = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?$/;

/** Whether an entry of PUSH_SERVICES is a host name, or "*." and a host name, in lower case. */
function isPushServicePattern(entry: string): boolean {
  return hostPattern.test(entry);
}

const pushServices = z
  .string()
  .trim()
  .transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase()))
  .pipe(
    z.array(
      z
        .string()
        .refine(
          isPushServicePattern,
          'Expected push service hosts such as "fcm.googleapis.com" or "*.push.apple.com", separated by commas (no IP addresses).',
        ),
    ),
  );

const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The owner's mailbox, from IMAP_URL. */
export type ImapSettings = {
  host: string;
  port: number;
  /** imaps: TLS from the start; imap: (loopback only) plaintext, STARTTLS when offered. */
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
};

/** IMAP_URL's parts; the folder is the path ("INBOX" when none), percent-decoded like user and password. */
function imapSettings(value: string): ImapSettings {
  const url = new URL(value);
  const secure = url.protocol === "imaps:";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    pass: decodeURIComponent(url.password),
    mailbox: decodeURIComponent(url.pathname.slice(1)) || "INBOX",
  };
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    SMTP_URL: z
      .string()
      .trim()
      .refine(
        (url) => /^smtps?:$/.test(URL.parse(url)?.protocol ?? ""),
        'Expected "smtp://user:password@host:587" or "smtps://user:password@host:465".',
      )
      .optional(),
    IMAP_URL: z
      .string()
      .trim()
      .refine((value) => {
        const url = URL.parse(value);
        if (!url?.username || !url.password) return false;
        // Without TLS the password would cross the network in the clear: only to this machine (tests).
        return url.protocol === "imaps:" || (url.protocol === "imap:" && loopback.has(url.hostname));
      }, 'Expected "imaps://user:password@host:993/INBOX" (imap:// only on 127.0.0.1 or localhost).')
      .optional(),
    ENQUIRY_TO: mailAddress.optional(),
    MAIL_FROM: mailbox.optional(),
    MAIL_RETRY_MIN: duration.prefault("30s"),
    MAIL_RETRY_MAX: duration.prefault("1h"),
    ACKNOWLEDGE: z.enum(["on", "off"]).default("on"),
    ACK_MAX_PER_HOUR: z.coerce.number().int().min(0).default(60),
    // Five an hour from one domain or one client is more than genuine buyers send, and a buyer over a limit
    // still has the enquiry stored and answered, only no automatic mail. The same five for gmail.com and the
    // other big free-mail domains: there the mailbox rule already protects each person, and the client limit
    // keeps one sender from taking the domain's five; more would let a spread-out sender quote its text to
    // more of the provider's users under our name, which their spam filters hold against the site's mail.
    ACK_MAX_PER_DOMAIN: z.coerce.number().int().min(0).default(5),
    ACK_MAX_PER_CLIENT: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_WINDOW: duration.prefault("10m"),
    TRUST_PROXY: trustProxy.default(false),
    COUNTRY_HEADER: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]+$/, 'Expected a header name such as "CF-IPCountry".')
      .optional(),
    ALLOWED_ORIGINS: origins.default([]),
    REPLY_TARGET: duration.prefault("24h"),
    // Where the owner dates her quotations: one stays acceptable to the end of its 'Valid until' day there.
    OWNER_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, {
        message: 'Expected an IANA time zone such as "Asia/Kolkata".',
      })
      .default("Asia/Kolkata"),
    // RBI: export proceeds are realised within 15 months of shipment (amended November 2025); a later rule changes it.
    PROCEEDS_REALISATION_MONTHS: z.coerce.number().int().min(2).max(60).default(15),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .refine(
        (value) => ["mailto:", "https:"].includes(URL.parse(value)?.protocol ?? ""),
        'Expected "mailto:owner@example.com" or an https: URL of the site.',
      )
      .optional(),
    PUSH_TIMEOUT: duration.prefault("10s"),
    ATTACHMENTS_MAX: byteSize.prefault("2GB"),
    ENQUIRY_ATTACHMENTS_MAX: byteSize.prefault("50MB"),
    PUSH_SERVICES: pushServices.default([...browserPushServices]),
    INDEXNOW_URL: z
      .string()
      .trim()
      .refine(
        (value) => ["https:", "http:"].includes(URL.parse(value)?.protocol ?? ""),
        'Expected an http(s) URL such as "https://api.indexnow.org/indexnow".',
      )
      .optional(),
  })
  .superRefine((env, context) => {
    // Half at most, so that one domain or one client never spends the hourly cap that every buyer shares.
    // With ACK_MAX_PER_HOUR=0 none is sent, and the shares do not matter.
    for (const share of ["ACK_MAX_PER_DOMAIN", "ACK_MAX_PER_CLIENT"] as const) {
      if (env.ACK_MAX_PER_HOUR > 0 && env[share] * 2 > env.ACK_MAX_PER_HOUR) {
        context.addIssue({
          code: "custom",
          path: [share],
          message: `At most half of ACK_MAX_PER_HOUR (${env.ACK_MAX_PER_HOUR}).`,
        });
      }
    }
    // A client sets any header it likes: only the proxy the server trusts may name the viewer's country.
    if (env.COUNTRY_HEADER && !env.TRUST_PROXY) {
      context.addIssue({
        code: "custom",
        path: ["COUNTRY_HEADER"],
        message: "Only behind a trusted proxy that sets it: set TRUST_PROXY too.",
      });
    }
    // Without SMTP the mails land in files, so a placeholder recipient is harmless; with SMTP it must be real.
    if (env.SMTP_URL && !env.ENQUIRY_TO) {
      context.addIssue({
        code: "custom",
        path: ["ENQUIRY_TO"],
        message: "Required when SMTP_URL is set: the address that receives the enquiries.",
      });
    }
  });

/** The limits on buyers' acknowledgements, each over a rolling window (server/mail/acknowledgement-limits.ts). */
export type AcknowledgementLimits = {
  /** Across all recipients, in any rolling hour (ACK_MAX_PER_HOUR). */
  maxPerHour: number;
  /** To one recipient domain, in any rolling hour (ACK_MAX_PER_DOMAIN). */
  maxPerDomain: number;
  /** For one client (the enquiry's IP address; an IPv6 /64), in any rolling hour (ACK_MAX_PER_CLIENT). */
  maxPerClient: number;
};

export type Config = {
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Holds the database (enquiries.db) and, without SMTP, the outbox folder of .eml files. */
  dataDir: string;
  mail: { smtpUrl: string | undefined; to: string; from: string };
  /** The owner's mailbox, watched for buyers' answers (IMAP_URL); undefined: not watched. */
  imap: ImapSettings | undefined;
  /** Delivery retries wait minMs, then double each time up to maxMs. */
  retry: { minMs: number; maxMs: number };
  /** The buyer's acknowledgement mail: on or off, and its limits (one per mailbox a day besides). */
  acknowledge: { enabled: boolean } & AcknowledgementLimits;
  /** Enquiries per client IP per window; max 0 turns the limit off. */
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean | number | string[];
  /** The trusted proxy's header naming a quotation viewer's country (COUNTRY_HEADER); undefined: not recorded. */
  countryHeader: string | undefined;
  allowedOrigins: string[];
  /** An enquiry still unanswered this long after it arrived is overdue (the desk marks and filters it). */
  replyTargetMs: number;
  /** The IANA zone a quotation's 'Valid until' day ends in (OWNER_TIME_ZONE). */
  ownerTimeZone: string;
  /** Months after the bill of lading by which a shipment's proceeds must be realised (PROCEEDS_REALISATION_MONTHS). */
  proceedsRealisationMonths: number;
  /**
   * Web Push to the owners' devices: the VAPID subject push services see, how long one may take, and the
   * push services' hosts a subscription's endpoint may name ("*.name" for any host under name).
   */
  push: { subject: string; timeoutMs: number; services: readonly string[] };
  /** What the buyers' mails may store on disk: in all, and per enquiry (a held mail counts for the one it named). */
  attachments: { attachmentsMaxBytes: number; enquiryAttachmentsMaxBytes: number };
  /**
   * Where each publish's changed addresses are posted (INDEXNOW_URL); undefined: the shared IndexNow endpoint,
   * unless the site's address is not public (server/search-engines/indexnow.ts).
   */
  indexNowUrl: string | undefined;
};

/** Reads the environment once at start-up; a bad value stops the process with an error naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`PORT=` in .env) means "use the default", as if the line were absent.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = result.data;
  const to = e.ENQUIRY_TO ?? "enquiries@localhost";
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    mail: { smtpUrl: e.SMTP_URL, to, from: e.MAIL_FROM ?? to },
    imap: e.IMAP_URL === undefined ? undefined : imapSettings(e.IMAP_URL),
    retry: { minMs: e.MAIL_RETRY_MIN, maxMs: Math.max(e.MAIL_RETRY_MIN, e.MAIL_RETRY_MAX) },
    acknowledge: {
      enabled: e.ACKNOWLEDGE === "on",
      maxPerHour: e.ACK_MAX_PER_HOUR,
      maxPerDomain: e.ACK_MAX_PER_DOMAIN,
      maxPerClient: e.ACK_MAX_PER_CLIENT,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW },
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER,
    allowedOrigins: e.ALLOWED_ORIGINS,
    replyTargetMs: e.REPLY_TARGET,
    ownerTimeZone: e.OWNER_TIME_ZONE,
    proceedsRealisationMonths: e.PROCEEDS_REALISATION_MONTHS,
    push: {
      subject: e.VAPID_SUBJECT ?? `mailto:${to}`,
      timeoutMs: e.PUSH_TIMEOUT,
      services: e.PUSH_SERVICES,
    },
    attachments: {
      attachmentsMaxBytes: e.ATTACHMENTS_MAX,
      enquiryAttachmentsMaxBytes: e.ENQUIRY_ATTACHMENTS_MAX,
    },
    indexNowUrl: e.INDEXNOW_URL,
  };
}
