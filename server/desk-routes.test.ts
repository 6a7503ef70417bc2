// The desk's API end to end through inject(), one test per thing the owner does. Past 350 lines on purpose:
// the tests share one signed-in app and its seeding, and read best as one list of what the desk promises.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { expect, test } from "vitest";
import type { EnquiryRecord, InboxPage } from "#domain/desk/types.ts";
import {
  addOwner,
  buildTestApp,
  eventually,
  freePort,
  ownerPassword,
  sendEnquiry,
  signIn,
  siteHeaders,
  startSmtpServer,
  tempDir,
  validEnquiry,
} from "#tests/support/test-helper.ts";
import { openDatabase } from "./database/database.ts";
import { createEnquiryStore } from "./enquiries/enquiry-store.ts";
import { loggerOptions } from "./platform/logger.ts";
import { createOwnerStore } from "./sign-in/owners.ts";
import { hashPassword } from "./sign-in/passwords.ts";

const me = "owner@example.com";

/** The app with one owner signed in; `routes` holds every route the app registered. */
async function signedIn(options: Parameters<typeof buildTestApp>[0] = {}) {
  const routes: RouteOptions[] = [];
  const app = await buildTestApp({ ...options, onRoute: (route) => void routes.push(route) });
  await addOwner(app.dataDir, me);
  const { cookie } = await signIn(app, me);
  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie }, ...(payload ? { payload } : {}) });
  return { app, routes, cookie, call };
}

const send = sendEnquiry;

test("desk pages send signed-out visitors to /sign-in and serve the shell, private, to a signed-in owner", async () => {
  const siteRoot = await tempDir();
  await writeFile(
    path.join(siteRoot, "__spa-fallback.html"),
    '<!DOCTYPE html><html lang="en" dir="ltr"><title>shell</title>',
  );
  const { app, cookie } = await signedIn({ siteRoot });
  const out = await app.inject({ url: "/desk/enquiries/abc?x=1" });
  expect(out.statusCode).toBe(303);
  expect(out.headers.location).toBe("/sign-in?next=%2Fdesk%2Fenquiries%2Fabc%3Fx%3D1");
  for (const url of ["/desk", "/desk/spam", "/desk/security"]) {
    const page = await app.inject({ url, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>shell</title>");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    // Isolated from any window that opened it, unlike the public pages (security-headers.ts).
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.body).toContain('<html lang="en" dir="ltr">');
  }
});

test("the shell is served in the person's own desk language, which only they change, to English or Arabic", async () => {
  const siteRoot = await tempDir();
  await writeFile(
    path.join(siteRoot, "__spa-fallback.html"),
    '<!DOCTYPE html><html lang="en" dir="ltr"><title>shell</title>',
  );
  const { app, cookie, call } = await signedIn({ siteRoot });
  expect((await call("GET", "/api/desk/me")).json()).toMatchObject({ language: "en" });
  for (const language of ["fr", "", "<b>ar</b>", "ar\r\nX: 1"]) {
    const refused = await call("PUT", "/api/desk/me/language", { language });
    expect(refused.statusCode, language).toBe(400);
    expect(refused.json().message).toContain("Choose English or Arabic.");
  }
  expect((await call("PUT", "/api/desk/me/language", { language: "ar" })).statusCode).toBe(204);
  expect((await call("GET", "/api/desk/me")).json()).toMatchObject({ language: "ar" });
  const page = await app.inject({ url: "/desk/orders", headers: { cookie } });
  expect(page.body).toContain('<html lang="ar" dir="rtl"><title>shell</title>');
  // Without the site's own Origin the change is refused, as every write of the desk.
  const foreign = await app.inject({
    method: "PUT",
    url: "/api/desk/me/language",
    headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
    payload: { language: "en" },
  });
  expect(foreign.statusCode).toBe(403);
  expect((await call("GET", "/api/desk/me")).json()).toMatchObject({ language: "ar" });
});

test("the inbox lists newest first with country, product, mail state and unread count; spam leaves it", async () => {
  const { app, call } = await signedIn();
  const first = await send(app, { name: "First", phone: "14165550123" });
  const second = await send(app, {
    name: "Second",
    phone: "971501234567",
    message: "Enquiry about Red Onions:\nPlease quote 20 t.",
  });
  const inbox = (await call("GET", "/api/desk/enquiries")).json() as InboxPage;
  expect(inbox.items.map((e) => e.name)).toEqual(["Second", "First"]);
  expect(inbox.items[0]).toMatchObject({
    id: second,
    country: { iso2: "ae", name: "United Arab Emirates" },
    product: { slug: "red-onions", title: "Red Onions" },
    status: "new",
    read: false,
    spam: false,
  });
  expect(inbox.items[1]).toMatchObject({ country: { iso2: "ca", name: "Canada" }, product: null });
  expect(inbox.unread).toBe(2);

  expect((await call("PATCH", `/api/desk/enquiries/${first}`, { spam: true })).statusCode).toBe(200);
  const after = (await call("GET", "/api/desk/enquiries")).json() as InboxPage;
  expect(after.items.map((e) => e.id)).toEqual([second]);
  expect(after.unread).toBe(1);
  const spam = (await call("GET", "/api/desk/enquiries?view=spam")).json() as InboxPage;
  expect(spam.items.map((e) => e.id)).toEqual([first]);
});

test("search covers every field and filters combine: status, product, country, dates", async () => {
  let day = Date.parse("2026-11-01T10:00:00Z");
  const { app } = await signedIn({ now: () => new Date(day) });
  const ids: Record<string, string> = {};
  for (const [key, enquiry] of Object.entries({
    priya: { name: "Priya Shah", company: "Shah Impex", email: "p@shah.example", phone: "919812345678" },
    hans: { name: "Hans Berg", company: "Berg GmbH", email: "hans@berg.example", phone: "4915112345678" },
    omar: { name: "عمر الفاروق", company: "Gulf Foods", email: "omar@gulf.example", phone: "971501234567" },
  })) {
    ids[key] = await send(app, { ...enquiry, message: `Enquiry about Chickpeas:\nfrom ${enquiry.name}` });
    day += 86_400_000;
  }
  // Days have passed since the first sign-in: sign in afresh.
  const { cookie } = await signIn(app, me);
  const call = (method: "GET" | "PATCH", url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie }, ...(payload ? { payload } : {}) });
  const names = async (query: string) =>
    ((await call("GET", `/api/desk/enquiries?${query}`)).json() as InboxPage).items.map((e) => e.name);
  expect(await names("q=impex")).toEqual(["Priya Shah"]);
  expect(await names("q=berg.example")).toEqual(["Hans Berg"]);
  expect(await names("q=4915")).toEqual(["Hans Berg"]);
  expect(await names("q=الفاروق")).toEqual(["عمر الفاروق"]);
  expect(await names("q=عم")).toEqual(["عمر الفاروق"]);
  expect(await names("country=de")).toEqual(["Hans Berg"]);
  expect(await names("product=chickpeas&from=2026-11-02&to=2026-11-02")).toEqual(["Hans Berg"]);
  expect(await names("from=2026-11-02")).toEqual(["عمر الفاروق", "Hans Berg"]);
  await call("PATCH", `/api/desk/enquiries/${ids.priya}`, { status: "quoted" });
  expect(await names("status=quoted")).toEqual(["Priya Shah"]);
  expect(await names("status=quoted&q=gulf")).toEqual([]);
  // Empty fields of a plain GET form mean "no filter"; a bad value is a clear 400.
  expect(await names("q=&status=&product=&country=&from=&to=")).toHaveLength(3);
  const bad = await call("GET", "/api/desk/enquiries?status=maybe");
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/status/);
});

test("one enquiry: status, spam, read, notes and a history of who did what", async () => {
  const { app, call } = await signedIn();
  const id = await send(app);
  await call("PATCH", `/api/desk/enquiries/${id}`, { read: true });
  await call("PATCH", `/api/desk/enquiries/${id}`, { status: "replied" });
  await call("PATCH", `/api/desk/enquiries/${id}`, { status: "quoted" });
  const note = await call("POST", `/api/desk/enquiries/${id}/notes`, { text: "Quoted USD 410/t CIF." });
  expect(note.statusCode).toBe(201);
  const record = (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  expect(record.enquiry).toMatchObject({ ...validEnquiry, status: "quoted", read: true });
  expect(record.notes).toEqual([
    { id: expect.any(String), at: expect.any(String), author: me, text: "Quoted USD 410/t CIF." },
  ]);
  expect(record.history.map((h) => [h.actor, h.detail])).toEqual([
    [me, "Opened"],
    [me, "Status: new → replied"],
    [me, "Status: replied → quoted"],
    [me, "Added a note"],
  ]);
  expect((await call("PATCH", `/api/desk/enquiries/${id}`, { status: "maybe" })).statusCode).toBe(400);
  expect((await call("PATCH", `/api/desk/enquiries/${id}`, { colour: "red" })).statusCode).toBe(400);
  expect((await call("POST", `/api/desk/enquiries/${id}/notes`, { text: "  " })).statusCode).toBe(400);
  expect((await call("GET", "/api/desk/enquiries/no-such-id")).statusCode).toBe(404);
});

test("'Resend mail' works only while delivery fails, and the mail then goes out", async () => {
  const port = await freePort();
  const { app, call } = await signedIn({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: me, MAIL_RETRY_MIN: "1h" },
  });
  const id = await send(app);
  const state = async () =>
    ((await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord).enquiry;
  await eventually(async () => (await state()).mail === "failed");
  expect((await state()).mailError).toBeTruthy();

  const smtp = await startSmtpServer(port);
  expect((await call("POST", `/api/desk/enquiries/${id}/resend`)).statusCode).toBe(202);
  await eventually(async () => (await state()).mail === "sent");
  expect(smtp.received).toHaveLength(1);
  expect((await call("POST", `/api/desk/enquiries/${id}/resend`)).statusCode).toBe(409);
});

test("'Delete' erases the enquiry with its notes, history and queued mail", async () => {
  const port = await freePort();
  const { app, call } = await signedIn({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: me } });
  const id = await send(app);
  await call("POST", `/api/desk/enquiries/${id}/notes`, { text: "Buyer asked to be forgotten." });
  expect((await call("DELETE", `/api/desk/enquiries/${id}`)).statusCode).toBe(204);
  expect((await call("GET", `/api/desk/enquiries/${id}`)).statusCode).toBe(404);
  const db = openDatabase(app.dataDir);
  try {
    for (const table of ["enquiries", "notes", "history"]) {
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    }
    expect(
      db.prepare("SELECT count(*) AS n FROM enquiries_search WHERE enquiries_search MATCH 'forgotten'").get(),
    ).toEqual({ n: 0 });
  } finally {
    db.close();
  }
  // The mail server comes back: nothing of the erased enquiry is sent.
  const smtp = await startSmtpServer(port);
  await new Promise((r) => setTimeout(r, 500));
  expect(smtp.received).toHaveLength(0);
  expect((await call("DELETE", `/api/desk/enquiries/${id}`)).statusCode).toBe(404);
});

test("the CSV export is the filtered view, UTF-8 with a BOM, formulas neutralised", async () => {
  const { app, call } = await signedIn();
  await send(app, {
    name: '=HYPERLINK("http://evil.example","x")',
    company: "+cmd",
    message: "@SUM(A1)\n-2+3",
  });
  await send(app, { name: "राज कुमार", company: "Kumar Traders" });
  const spamId = await send(app, { name: "Spammer" });
  await call("PATCH", `/api/desk/enquiries/${spamId}`, { spam: true });

  const all = await call("GET", "/api/desk/export.csv");
  expect(all.statusCode).toBe(200);
  expect(all.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(all.headers["content-disposition"]).toMatch(
    /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(all.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = all.body;
  expect(text).toContain("राज कुमार");
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  expect(text).toContain(",'+cmd,");
  expect(text).toContain(`"'@SUM(A1)\n-2+3"`);
  expect(text).not.toContain("Spammer");
  expect(text.split("\r\n")[0]).toBe(
    "\uFEFFreceived_at,status,name,company,email,phone,country,product,message,quote_product,quote_quantity," +
      "quote_unit,quote_port,quote_incoterm,quote_samples,first_page,referrer,utm_source,utm_medium,utm_campaign," +
      "language,site_language,mail,spam,id,quotation_number,quotation_total,quotation_currency,quotation_state," +
      "Assigned to,Follow up on,What to do",
  );

  const filtered = (await call("GET", "/api/desk/export.csv?q=Kumar")).body;
  expect(filtered.trim().split("\r\n")).toHaveLength(2);
  // Nobody's and no day: the three last cells empty.
  expect(filtered.trim().split("\r\n")[1]).toMatch(/,,,$/);
});

test("the CSV export names whose hands each enquiry is in and its follow-up, the note neutralised", async () => {
  const { app, call } = await signedIn();
  const held = await send(app, { name: "Held Buyer" });
  await send(app, { name: "Free Buyer" });
  const { people } = (await call("GET", "/api/desk/people")).json() as { people: { id: string }[] };
  const changed = await call("PATCH", `/api/desk/enquiries/${held}`, {
    assigneeId: people[0]?.id,
    followUp: { on: "2026-12-10", note: "=HYPERLINK(1) -call, after Ramadan" },
  });
  expect(changed.statusCode).toBe(200);
  const rows = (await call("GET", "/api/desk/export.csv")).body.trim().split("\r\n");
  expect(rows[0]).toMatch(/,Assigned to,Follow up on,What to do$/);
  const row = (name: string) => rows.find((r) => r.includes(name));
  expect(row("Held Buyer")).toMatch(
    new RegExp(`,${me},2026-12-10,"'=HYPERLINK\\(1\\) -call, after Ramadan"$`),
  );
  expect(row("Free Buyer")).toMatch(/,,,$/);
  // A line break is refused where the note is written, so no row of the file can be split by one.
  const broken = await call("PATCH", `/api/desk/enquiries/${held}`, {
    followUp: { on: "2026-12-10", note: "one\r\nFree Buyer,x" },
  });
  expect(broken.statusCode).toBe(400);
});

test("each enquiry shows the language of the page it came from; the inbox filters by it, the CSV has it", async () => {
  const { app, call } = await signedIn();
  const sendFrom = async (name: string, language?: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/send-email",
      payload: { ...validEnquiry, name },
      headers: language ? { "content-language": language } : {},
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  await sendFrom("Ana Ruiz", "es");
  const omar = await sendFrom("Omar Haddad", "ar");
  await sendFrom("Asha Rao");
  const names = async (query: string) =>
    ((await call("GET", `/api/desk/enquiries?${query}`)).json() as InboxPage).items.map((e) => [
      e.name,
      e.siteLanguage,
    ]);
  expect(await names("")).toEqual([
    ["Asha Rao", "en"],
    ["Omar Haddad", "ar"],
    ["Ana Ruiz", "es"],
  ]);
  expect(await names("siteLanguage=es")).toEqual([["Ana Ruiz", "es"]]);
  expect(await names("siteLanguage=en")).toEqual([["Asha Rao", "en"]]);
  expect(await names("siteLanguage=fr")).toEqual([]);
  expect(await names("siteLanguage=&q=")).toHaveLength(3);
  const unknown = await call("GET", "/api/desk/enquiries?siteLanguage=de");
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toMatch(/siteLanguage/);
  const record = (await call("GET", `/api/desk/enquiries/${omar}`)).json() as EnquiryRecord;
  expect(record.enquiry).toMatchObject({ siteLanguage: "ar", arrival: { language: null } });

  // The row's last columns, in the header's order: language (the browser's: none sent), site_language, mail, spam, id,
  // the latest quotation's four (none yet), and whose hands and which follow-up (none).
  const rows = (await call("GET", "/api/desk/export.csv?siteLanguage=ar")).body.trim().split("\r\n");
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain("Omar Haddad");
  expect(rows[1]).toMatch(new RegExp(`,,ar,(queued|sent|failed),no,${omar},,,,,,,$`));
});

test("an owner cannot end another owner's sessions or remove their passkeys", async () => {
  const { app, call } = await signedIn();
  await addOwner(app.dataDir, "partner@example.com");
  const partner = await signIn(app, "partner@example.com");
  const partnerCall = (method: "GET" | "DELETE", url: string) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie: partner.cookie } });
  const mine = (await call("GET", "/api/desk/sessions")).json() as { id: string; current: boolean }[];
  expect(mine).toEqual([
    expect.objectContaining({ current: true, browser: expect.any(String), ip: "127.0.0.1" }),
  ]);
  const theirs = (await partnerCall("GET", "/api/desk/sessions")).json() as { id: string }[];
  expect(theirs.map((s) => s.id)).not.toContain(mine[0]?.id);

  expect((await partnerCall("DELETE", `/api/desk/sessions/${mine[0]?.id}`)).statusCode).toBe(404);
  expect((await call("GET", "/api/desk/me")).statusCode).toBe(200);
  // Ending "all other sessions" ends only the partner's own others.
  await partnerCall("DELETE", "/api/desk/sessions");
  expect((await call("GET", "/api/desk/me")).statusCode).toBe(200);
  expect((await partnerCall("DELETE", "/api/desk/passkeys/someone-elses")).statusCode).toBe(404);
});

test("a session ends the others of its owner, one or all", async () => {
  const { app, call } = await signedIn();
  const phone = await signIn(app, me);
  const tablet = await signIn(app, me);
  const sessions = (await call("GET", "/api/desk/sessions")).json() as { id: string; current: boolean }[];
  expect(sessions).toHaveLength(3);
  const other = sessions.find((s) => !s.current);
  expect((await call("DELETE", `/api/desk/sessions/${other?.id}`)).statusCode).toBe(204);
  expect((await call("DELETE", "/api/desk/sessions")).json()).toEqual({ ended: 1 });
  for (const { cookie } of [phone, tablet]) {
    expect((await app.inject({ url: "/api/desk/me", headers: { cookie } })).statusCode).toBe(401);
  }
  expect((await call("GET", "/api/desk/me")).statusCode).toBe(200);
});

test("a new password or a removed owner ends that owner's sessions at once", async () => {
  const { app, cookie } = await signedIn();
  const me2 = await signIn(app, me);
  const db = openDatabase(app.dataDir);
  try {
    const owners = createOwnerStore(db);
    const owner = owners.findByEmail(me);
    if (!owner) throw new Error("no owner");
    owners.setPasswordHash(owner.id, await hashPassword("a brand new long phrase"));
    for (const c of [cookie, me2.cookie]) {
      expect((await app.inject({ url: "/api/desk/me", headers: { cookie: c } })).statusCode).toBe(401);
    }
    const again = await signIn(app, me, "a brand new long phrase");
    expect((await app.inject({ url: "/api/desk/me", headers: { cookie: again.cookie } })).statusCode).toBe(
      200,
    );
    owners.remove(owner.id);
    expect((await app.inject({ url: "/api/desk/me", headers: { cookie: again.cookie } })).statusCode).toBe(
      401,
    );
    expect((await signIn(app, me, "a brand new long phrase")).response.statusCode).toBe(401);
  } finally {
    db.close();
  }
});

test("logs record sign-ins, failures and desk actions, never passwords, session tokens or buyers' text", async () => {
  const lines: string[] = [];
  const { app, cookie, call } = await signedIn({
    logger: loggerOptions("info", { write: (line) => void lines.push(line) }),
  });
  await signIn(app, me, "a wrong password that must not be logged");
  const id = await send(app, { name: "Zebulon Quartermaine", message: "Secret pricing for Zebulon" });
  await call("PATCH", `/api/desk/enquiries/${id}`, { status: "won" });
  await call("POST", `/api/desk/enquiries/${id}/notes`, { text: "Note text stays private" });
  await call("GET", "/api/desk/enquiries?q=Zebulon");

  const log = lines.join("");
  const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(events).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ owner: me, action: "sign-in" }),
      expect.objectContaining({ action: "sign-in-failed" }),
      expect.objectContaining({ owner: me, action: "change", enquiryId: id }),
      expect.objectContaining({ owner: me, action: "note", enquiryId: id }),
    ]),
  );
  for (const secret of [
    ownerPassword,
    "a wrong password",
    cookie.split("=")[1] ?? "no cookie",
    "Zebulon",
    "Secret pricing",
    "Note text",
  ]) {
    expect(log).not.toContain(secret);
  }
});

test("a search counts up to 1,000 matches and says so; views count exactly", async () => {
  const { app, call } = await signedIn();
  const db = openDatabase(app.dataDir);
  try {
    const store = createEnquiryStore(db);
    db.exec("BEGIN");
    for (let i = 0; i < 1005; i++)
      store.add({ ...validEnquiry, name: `Buyer ${i}` }, { clientIp: "::1", userAgent: "" });
    db.exec("COMMIT");
  } finally {
    db.close();
  }
  const search = (await call("GET", "/api/desk/enquiries?q=Buyer")).json() as InboxPage;
  expect(search).toMatchObject({ total: 1000, capped: true, pageSize: 50 });
  expect(search.items[0]?.name).toBe("Buyer 1004");
  const all = (await call("GET", "/api/desk/enquiries?page=21")).json() as InboxPage;
  expect(all).toMatchObject({ total: 1005, capped: false, page: 21 });
  expect(all.items.map((e) => e.name)).toEqual(["Buyer 4", "Buyer 3", "Buyer 2", "Buyer 1", "Buyer 0"]);
});
