import { expect, test } from "vitest";
import { browserPushServices, loadConfig } from "./config.ts";

test("an empty environment gives a working zero-configuration setup", () => {
  expect(loadConfig({})).toEqual({
    port: 3000,
    host: "0.0.0.0",
    logLevel: "info",
    dataDir: "./data",
    mail: { smtpUrl: undefined, to: "enquiries@localhost", from: "enquiries@localhost" },
    imap: undefined,
    retry: { minMs: 30_000, maxMs: 3_600_000 },
    acknowledge: { enabled: true, maxPerHour: 60, maxPerDomain: 5, maxPerClient: 5 },
    rateLimit: { max: 5, windowMs: 600_000 },
    trustProxy: false,
    countryHeader: undefined,
    allowedOrigins: [],
    replyTargetMs: 86_400_000,
    ownerTimeZone: "Asia/Kolkata",
    proceedsRealisationMonths: 15,
    push: { subject: "mailto:enquiries@localhost", timeoutMs: 10_000, services: browserPushServices },
    attachments: { attachmentsMaxBytes: 2 * 1024 ** 3, enquiryAttachmentsMaxBytes: 50 * 1024 ** 2 },
  });
});

test("every variable is read into its setting", () => {
  const config = loadConfig({
    PORT: "8080",
    SMTP_URL: "smtps://user:secret@mail.example.com:465",
    ENQUIRY_TO: "sales@agro.example",
    MAIL_FROM: "Website <web@agro.example>",
    IMAP_URL: "imaps://owner%40agro.example:p%40ss@imap.example.com/Sales%20Replies",
    MAIL_RETRY_MIN: "10s",
    MAIL_RETRY_MAX: "2h",
    ACKNOWLEDGE: "off",
    ACK_MAX_PER_HOUR: "10",
    ACK_MAX_PER_DOMAIN: "4",
    ACK_MAX_PER_CLIENT: "3",
    RATE_LIMIT_MAX: "0",
    RATE_LIMIT_WINDOW: "1h",
    TRUST_PROXY: "1",
    COUNTRY_HEADER: "CF-IPCountry",
    ALLOWED_ORIGINS: "https://www.agro.example, https://agro.example",
    REPLY_TARGET: "2d",
    OWNER_TIME_ZONE: "Asia/Dubai",
    VAPID_SUBJECT: "https://www.agro.example/contact",
    PUSH_TIMEOUT: "5s",
    ATTACHMENTS_MAX: "500MB",
    ENQUIRY_ATTACHMENTS_MAX: "20mb",
    PUSH_SERVICES: "push.agro.example",
  });
  expect(config).toMatchObject({
    port: 8080,
    mail: { to: "sales@agro.example", from: "Website <web@agro.example>" },
    imap: {
      host: "imap.example.com",
      port: 993,
      secure: true,
      user: "owner@agro.example",
      pass: "p@ss",
      mailbox: "Sales Replies",
    },
    retry: { minMs: 10_000, maxMs: 7_200_000 },
    acknowledge: { enabled: false, maxPerHour: 10, maxPerDomain: 4, maxPerClient: 3 },
    rateLimit: { max: 0, windowMs: 3_600_000 },
    trustProxy: 1,
    countryHeader: "CF-IPCountry",
    allowedOrigins: ["https://www.agro.example", "https://agro.example"],
    replyTargetMs: 172_800_000,
    ownerTimeZone: "Asia/Dubai",
    push: { subject: "https://www.agro.example/contact", timeoutMs: 5000, services: ["push.agro.example"] },
    attachments: { attachmentsMaxBytes: 500 * 1024 ** 2, enquiryAttachmentsMaxBytes: 20 * 1024 ** 2 },
  });
  expect(loadConfig({ REPLY_TARGET: "90m" }).replyTargetMs).toBe(5_400_000);
  expect(() => loadConfig({ OWNER_TIME_ZONE: "India" })).toThrow(/OWNER_TIME_ZONE: Expected an IANA/);
  // Both names of India's zone, whichever one the platform's list gives.
  expect(loadConfig({ OWNER_TIME_ZONE: "Asia/Kolkata" }).ownerTimeZone).toBe("Asia/Kolkata");
  expect(loadConfig({ OWNER_TIME_ZONE: "Asia/Calcutta" }).ownerTimeZone).toBe("Asia/Calcutta");
  expect(() => loadConfig({ ATTACHMENTS_MAX: "lots" })).toThrow(/ATTACHMENTS_MAX: Expected a size/);
  // With no acknowledgement an hour, the limits per domain and per client have nothing to share out.
  expect(loadConfig({ ACK_MAX_PER_HOUR: "0" }).acknowledge.maxPerHour).toBe(0);
  // Without VAPID_SUBJECT, push services are told the address enquiries go to.
  expect(loadConfig({ ENQUIRY_TO: "sales@agro.example" }).push.subject).toBe("mailto:sales@agro.example");
  expect(loadConfig({ IMAP_URL: "imap://me:pw@127.0.0.1:1143" }).imap).toMatchObject({
    port: 1143,
    secure: false,
    mailbox: "INBOX",
  });
  expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual([
    "10.0.0.0/8",
    "127.0.0.1",
  ]);
});

test.each([
  [{ PORT: "eighty" }, "PORT"],
  [{ RATE_LIMIT_MAX: "-1" }, "RATE_LIMIT_MAX"],
  [{ RATE_LIMIT_WINDOW: "10 minutes" }, "RATE_LIMIT_WINDOW"],
  [{ SMTP_URL: "http://mail.example.com", ENQUIRY_TO: "a@b.co" }, "SMTP_URL"],
  [{ SMTP_URL: "smtp://mail.example.com" }, "ENQUIRY_TO"],
  [{ ENQUIRY_TO: "sales" }, "ENQUIRY_TO"],
  [{ MAIL_FROM: "Website" }, "MAIL_FROM"],
  [{ IMAP_URL: "imap://me:pw@mail.example.com/INBOX" }, "IMAP_URL"],
  [{ IMAP_URL: "imaps://mail.example.com/INBOX" }, "IMAP_URL"],
  [{ ALLOWED_ORIGINS: "https://www.agro.example/" }, "ALLOWED_ORIGINS"],
  [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  [{ ACKNOWLEDGE: "yes" }, "ACKNOWLEDGE"],
  [{ ACK_MAX_PER_HOUR: "-1" }, "ACK_MAX_PER_HOUR"],
  // One domain or one client must never be able to spend the hourly cap all buyers share.
  [{ ACK_MAX_PER_HOUR: "10", ACK_MAX_PER_DOMAIN: "6" }, "ACK_MAX_PER_DOMAIN"],
  [{ ACK_MAX_PER_HOUR: "8" }, "ACK_MAX_PER_DOMAIN"],
  [{ ACK_MAX_PER_HOUR: "10", ACK_MAX_PER_CLIENT: "6" }, "ACK_MAX_PER_CLIENT"],
  [{ REPLY_TARGET: "1 day" }, "REPLY_TARGET"],
  [{ REPLY_TARGET: "0h" }, "REPLY_TARGET"],
  [{ VAPID_SUBJECT: "owner@agro.example" }, "VAPID_SUBJECT"],
  [{ VAPID_SUBJECT: "http://agro.example" }, "VAPID_SUBJECT"],
  [{ PUSH_TIMEOUT: "soon" }, "PUSH_TIMEOUT"],
  // A client names any country it likes: only a trusted proxy's header is believed.
  [{ COUNTRY_HEADER: "CF-IPCountry" }, "COUNTRY_HEADER"],
  [{ TRUST_PROXY: "1", COUNTRY_HEADER: "CF IPCountry" }, "COUNTRY_HEADER"],
])("a bad value stops start-up with an error naming the variable (%o)", (env, variable) => {
  expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable}\\b`));
});

test("the SMTP password never appears in a configuration error", () => {
  expect(() => loadConfig({ SMTP_URL: "smtp://user:hunter2@mail.example.com" })).toThrow(/^(?!.*hunter2)/s);
});
