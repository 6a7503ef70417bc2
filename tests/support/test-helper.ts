// Shared by the server's tests: a temporary data folder, a config for it, and a real SMTP server on loopback.

import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SMTPServer } from "smtp-server";
import { expect, onTestFinished } from "vitest";
import type { Role } from "#domain/desk/roles.ts";
import { type AppOptions, buildApp } from "#server/app.ts";
import { databaseFileName, openDatabase } from "#server/database/database.ts";
import { type Config, loadConfig } from "#server/platform/config.ts";
import { createOwnerStore } from "#server/sign-in/owners.ts";
import { hashPassword } from "#server/sign-in/passwords.ts";

export const validEnquiry = {
  name: "Asha Rao",
  company: "Rao Foods",
  email: "asha@example.com",
  phone: "919876543210",
  message: "Please quote 20 t of red onions, CIF Rotterdam.",
};

/** A fresh folder, removed after the test. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "enquiry-test-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Settings for tests: no rate limit and fast retries unless a test asks otherwise. No acknowledgements to
 * buyers either: tests of other things count the owner's mails; acknowledgement.test.ts turns them on.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    RATE_LIMIT_MAX: "0",
    MAIL_RETRY_MIN: "50ms",
    MAIL_RETRY_MAX: "200ms",
    ACKNOWLEDGE: "off",
    ...env,
  });
}

/** The app over a temporary data folder (or the given one), closed after the test. */
export async function buildTestApp(
  options: { env?: Record<string, string>; siteRoot?: string } & Pick<
    AppOptions,
    | "now"
    | "onRoute"
    | "logger"
    | "pushAgent"
    | "onFiled"
    | "mailbox"
    | "publisher"
    | "visitors"
    | "onSetupLink"
    | "documentCaps"
  > = {},
) {
  const { env, siteRoot, ...rest } = options;
  const dataDir = env?.DATA_DIR ?? (await tempDir());
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...env }),
    siteRoot: siteRoot ?? path.join(dataDir, "no-site"),
    ...rest,
  });
  onTestFinished(() => app.close());
  return Object.assign(app, { dataDir });
}

/** Sends an enquiry as the form does (the public API), expects it stored, and returns its id. */
export async function sendEnquiry(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  enquiry: Partial<typeof validEnquiry> = {},
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/send-email",
    payload: { ...validEnquiry, ...enquiry },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** The enquiry rows as they are on disk, read through a connection of the test's own. */
export function storedRows(dataDir: string): Record<string, unknown>[] {
  const db = new DatabaseSync(path.join(dataDir, databaseFileName), { readOnly: true });
  try {
    return db.prepare("SELECT * FROM enquiries ORDER BY received_at, rowid").all();
  } finally {
    db.close();
  }
}

/** A loopback port that is free now (for a mail server that is "down" until a test starts it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export type ReceivedMail = { envelopeTo: string[]; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts. `refuse` may turn a message away with a
 * temporary error (451), as a mail server in trouble does; `transferred` keeps every message, refused or not.
 */
export async function startSmtpServer(port = 0, options: { refuse?: (mail: ReceivedMail) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const transferred: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        transferred.push(mail);
        if (options.refuse?.(mail))
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  onTestFinished(stop);
  return { port: address.port, url: `smtp://127.0.0.1:${address.port}`, received, transferred, stop };
}

/** Polls until the check passes (a background delivery has happened) or the time is up. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the condition");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The header block, and the decoded text and HTML parts, of a raw message as nodemailer writes it. */
export function readMail(raw: string): { headers: string; text: string; html: string } {
  const end = raw.search(/\r?\n\r?\n/);
  // Unfold long header lines (RFC 5322: a line break before a space continues the header).
  const headers = raw.slice(0, end).replace(/\r?\n(?=[ \t])/g, "");
  const body = raw.slice(end);
  const part = (type: string) => {
    const match = new RegExp(
      `Content-Type: ${type}[^\\n]*\\r?\\n(?:Content-Transfer-Encoding: ([\\w-]+)\\r?\\n)?\\r?\\n([\\s\\S]*?)\\r?\\n--`,
      "i",
    ).exec(body);
    if (!match) throw new Error(`no ${type} part`);
    const [, encoding = "7bit", content = ""] = match;
    if (/base64/i.test(encoding)) return Buffer.from(content, "base64").toString("utf8");
    if (/quoted-printable/i.test(encoding)) {
      const bytes = content
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return content;
  };
  return { headers, text: part("text/plain"), html: part("text/html") };
}

/** The Origin and Host of a browser on the site: what every write from the desk carries. */
export const siteHeaders = { host: "localhost:3000", origin: "http://localhost:3000" };

export const ownerPassword = "a long and unusual phrase";

/** An account, made as the CLI makes it (through a connection of the test's own); an Owner unless told. */
export async function addOwner(
  dataDir: string,
  email: string,
  password = ownerPassword,
  role: Role = "owner",
) {
  const db = openDatabase(dataDir);
  try {
    return createOwnerStore(db).add(email, await hashPassword(password), role);
  } finally {
    db.close();
  }
}

type InjectApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Signs in with a password; returns the answer and the Cookie header that carries the new session. */
export async function signIn(app: InjectApp, email: string, password = ownerPassword, headers = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    headers: { ...siteHeaders, ...headers },
    payload: { email, password },
  });
  const setCookie = [response.headers["set-cookie"] ?? []].flat();
  const cookie = setCookie.map((c) => c.split(";")[0] ?? "").find((c) => c.startsWith("desk_session=")) ?? "";
  return { response, cookie, setCookie: setCookie.join("\n") };
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse("2026-11-23T09:00:00Z")) {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}
