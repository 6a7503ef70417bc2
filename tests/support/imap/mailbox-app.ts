// The app watching a real Dovecot mailbox, and what the mailbox tests ask of it (server/mail/mailbox.test.ts,
// server/mail/mail-to-check.test.ts).
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, onTestFinished } from "vitest";
import type { AppOptions } from "#server/app.ts";
import { databaseFileName } from "#server/database/database.ts";
import { addOwner, buildTestApp, signIn, siteHeaders, validEnquiry } from "../test-helper.ts";
import { type Dovecot, startDovecot } from "./dovecot.ts";

export const owner = "owner@agro.example";
export const fast = { retry: { minMs: 100, maxMs: 400 }, pollMs: 60_000 };

export async function dovecot(options?: Parameters<typeof startDovecot>[0]): Promise<Dovecot> {
  const server = await startDovecot(options);
  onTestFinished(() => server.close());
  return server;
}

/** The app watching the Dovecot mailbox, acknowledging enquiries (so there is a mail to answer). */
export async function mailboxApp(
  server: Dovecot,
  dataDir: string,
  options: Pick<AppOptions, "onFiled" | "mailbox"> & { env?: Record<string, string> } = {},
) {
  const { env, ...rest } = options;
  const app = await buildTestApp({
    env: {
      DATA_DIR: dataDir,
      IMAP_URL: server.url,
      ACKNOWLEDGE: "on",
      MAIL_FROM: "Website <web@agro.example>",
      ...env,
    },
    mailbox: fast,
    ...rest,
  });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof mailboxApp>>;

/** Posts an enquiry; answers its id, reference and the acknowledgement's Message-ID (what the buyer answers). */
export async function enquiry(app: App, payload: object = validEnquiry) {
  const response = await app.inject({ method: "POST", url: "/api/send-email", payload });
  expect(response.statusCode).toBe(201);
  const { id } = response.json() as { id: string };
  const [row] = query(app.dataDir, "SELECT message_id AS messageId FROM mails WHERE enquiry_id = ?", id);
  const [enquiryRow] = query(app.dataDir, "SELECT reference FROM enquiries WHERE id = ?", id);
  return { id, reference: String(enquiryRow?.reference), ackId: String(row?.messageId) };
}

export function query(dataDir: string, sql: string, ...params: string[]): Record<string, unknown>[] {
  const db = new DatabaseSync(path.join(dataDir, databaseFileName), { readOnly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

export const received = (dataDir: string) =>
  query(
    dataDir,
    "SELECT enquiry_id AS enquiryId, sender, subject, text, message_id AS messageId FROM mails WHERE direction = 'in' ORDER BY created_at, rowid",
  );

export async function owned(app: App) {
  await addOwner(app.dataDir, owner);
  const { cookie } = await signIn(app, owner);
  return {
    cookie,
    get: async <T>(url: string) =>
      (await app.inject({ url, headers: { ...siteHeaders, cookie } })).json() as T,
    patch: (url: string, payload: object) =>
      app.inject({ method: "PATCH", url, headers: { ...siteHeaders, cookie }, payload }),
  };
}
