import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { deskApi } from "#domain/desk/api.ts";
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import type { Role } from "#domain/desk/roles.ts";
import { type SiteDraft, siteApi, type Version, type VersionDetail } from "#domain/desk/site-contract.ts";
import type { EnquirySummary, InboxPage } from "#domain/desk/types.ts";
import { baseURL, e2eDataDir } from "../../playwright.config.ts";
import { collectErrors, waitForHydration } from "./site-helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");
export const databaseFile = path.join(e2eDataDir, "enquiries.db");
/** WebAuthn refuses IP addresses as relying party: passkey tests browse the same server by name. */
export const localhostURL = baseURL.replace("127.0.0.1", "localhost");

export type Owner = { email: string; password: string };

/** A short random token: each test's owners and enquiries carry their own, so parallel tests never meet. */
export const token = () => randomBytes(5).toString("hex");

/**
 * A new account, made as the owner makes one: with the CLI, the password on standard input; an Owner unless
 * another role is named. In the shared e2e server's database unless a file's own server's is named.
 */
export function createOwner(dataDir = e2eDataDir, role: Role = "owner"): Owner {
  const owner = { email: `${role}-${token()}@example.com`, password: `e2e ${token()} ${token()} pass` };
  execFileSync(process.execPath, ["server/sign-in/cli.ts", "add", owner.email, "--role", role], {
    cwd: root,
    input: `${owner.password}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["pipe", "ignore", "inherit"],
  });
  return owner;
}

export type NewEnquiry = { name: string; company: string; email: string; phone: string; message: string };

/** Sends an enquiry as a buyer does (the public API), with a quote request if given, and returns what was sent. */
export async function seedEnquiry(
  request: APIRequestContext,
  fields: Partial<NewEnquiry> & { quote?: Record<string, unknown> } = {},
): Promise<NewEnquiry & { token: string }> {
  const mark = token();
  const enquiry = {
    name: `Asha Rao ${mark}`,
    company: `Rao Foods ${mark}`,
    email: `asha-${mark}@example.com`,
    phone: "919876543210",
    message: `Enquiry about Red Onions:\nPlease quote 20 t of red onions. Ref ${mark}`,
    ...fields,
  };
  const response = await request.post(`${baseURL}/api/send-email`, { data: enquiry });
  expect(response.status(), await response.text()).toBe(201);
  return { ...enquiry, token: mark };
}

/** An enquiry with a quote request for 20 MT of red onions, from the site's page in `lang`; its desk id and mark. */
export async function quoteRequestEnquiry(
  request: APIRequestContext,
  context: BrowserContext,
  lang: string,
): Promise<{ id: string; mark: string }> {
  const mark = token();
  const response = await request.post(`${baseURL}/api/send-email`, {
    headers: { "Content-Language": lang },
    data: {
      name: `Omar Haddad ${mark}`,
      company: `Gulf Fresh Trading ${mark}`,
      email: `omar-${mark}@example.com`,
      phone: "971501234567",
      message: `Please quote red onions. Ref ${mark}`,
      quote: { product: "red-onions", quantity: 20, unit: "MT", port: "Jebel Ali", incoterm: "CIF" },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await findEnquiry(context, mark)).id, mark };
}

/**
 * Signs in through the API the sign-in page uses (a new owner unless one is given); the browser context keeps
 * the session cookie.
 */
export async function signInByApi(
  context: BrowserContext,
  owner: Owner = createOwner(),
  origin = baseURL,
): Promise<Owner> {
  const response = await context.request.post(`${origin}/api/auth/sign-in`, {
    data: { email: owner.email, password: owner.password },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return owner;
}

/** The signed-in person's desk language, as 'Save language' on Security sets it; the next page load shows it. */
export async function setDeskLanguage(context: BrowserContext, language: DeskLanguage): Promise<void> {
  const response = await context.request.put(`${baseURL}${deskApi.myLanguage}`, {
    data: { language },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** How a desk test starts: the page's errors collected from now on, and a new owner signed in. */
export async function signInNewOwner(page: Page, context: BrowserContext): Promise<string[]> {
  const errors = collectErrors(page);
  await signInByApi(context);
  return errors;
}

/** The same rules as the public pages' scans (tests/e2e/site/a11y.test.ts). */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** An axe scan of the page as it is now: no violation of those rules, each listed by rule and element. */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, state).toEqual([]);
}

/** The site's shared draft as the desk's API gives it. */
export const draftOf = async (context: BrowserContext) =>
  (await (await context.request.get(`${baseURL}${siteApi.draft}`)).json()) as SiteDraft;

/**
 * The e2e server's data outlives a run: the shared draft starts again from the published version. Returns that
 * version's number, for a test that puts the site back to it afterwards.
 */
export async function draftAsPublished(context: BrowserContext): Promise<number> {
  const versions = (await (await context.request.get(`${baseURL}${siteApi.history}`)).json()) as Version[];
  const current = versions.find((v) => v.current);
  if (!current) throw new Error("no published version");
  const { content } = (await (
    await context.request.get(`${baseURL}${siteApi.version(current.version)}`)
  ).json()) as VersionDetail;
  const { revision } = await draftOf(context);
  const saved = await context.request.put(`${baseURL}${siteApi.saveDraft}`, {
    headers: { Origin: baseURL },
    data: { revision, content },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return current.version;
}

/** Opens a desk page and waits until its data has rendered (the desk draws itself in the browser). */
export async function openDesk(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The desk's own view of the enquiry carrying `mark` (found by search, as the owner would). */
export async function findEnquiry(
  context: BrowserContext,
  mark: string,
  view = "inbox",
): Promise<EnquirySummary> {
  const response = await context.request.get(`${baseURL}/api/desk/enquiries?q=${mark}&view=${view}`);
  const page = (await response.json()) as InboxPage;
  const found = page.items[0];
  if (!found) throw new Error(`no enquiry carries ${mark} in ${view}`);
  return found;
}

/**
 * Makes an enquiry's notification mail a failing one, as the outbox records a refused delivery: attempts made,
 * an error kept, the next try an hour away. The e2e server has no SMTP, so no real delivery ever fails.
 */
export function failMail(id: string): void {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(
      "UPDATE enquiries SET delivery_state = 'pending', delivery_attempts = 3, last_error = ?, next_attempt_at = ? WHERE id = ?",
    ).run("550 Mailbox unavailable", Date.now() + 3_600_000, id);
  } finally {
    db.close();
  }
}

/**
 * Makes the enquiry's latest reply a failing one, as the outbox records a refused delivery (the e2e server has
 * no SMTP, so none really fails): queued again, attempts made, the error kept, the next try an hour away.
 */
export function failReply(enquiryId: string, error: string): void {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(
      `UPDATE mails SET state = 'queued', attempts = 2, last_error = ?, next_attempt_at = ?, sent_at = NULL
       WHERE id = (SELECT id FROM mails WHERE enquiry_id = ? AND kind = 'reply' ORDER BY created_at DESC LIMIT 1)`,
    ).run(error, Date.now() + 3_600_000, enquiryId);
  } finally {
    db.close();
  }
}

/** Moves an enquiry's arrival back in time, as if it had come `ms` ago (the e2e server's clock is the real one). */
export function receivedAgo(id: string, ms: number): void {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("UPDATE enquiries SET received_at = ? WHERE id = ?").run(
      new Date(Date.now() - ms).toISOString(),
      id,
    );
  } finally {
    db.close();
  }
}

/**
 * Puts a mail in 'Mail to check' as the mailbox watcher holds one (the e2e server watches no mailbox; the
 * watcher itself is tested against a real Dovecot in server/mail/mail-to-check.test.ts): a stranger's mail naming
 * the enquiry's reference.
 */
export function holdMail(enquiryId: string, mail: { sender: string; subject: string; text: string }): void {
  const db = new DatabaseSync(databaseFile);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare(
      `INSERT INTO mails (id, direction, kind, sender, recipient, recipient_name, subject, text, message_id, state,
         next_attempt_at, created_at, held_reason, held_enquiry_id, from_buyer)
       VALUES (?, 'in', 'received', ?, 'owner@example.com', '', ?, ?, ?, 'received', 0, ?, 'sender-not-buyer', ?, 0)`,
    ).run(
      `held-${token()}`,
      mail.sender,
      mail.subject,
      mail.text,
      `<held-${token()}@evil.example>`,
      Date.now(),
      enquiryId,
    );
  } finally {
    db.close();
  }
}
