import { expect, test } from "vitest";
import { company } from "#domain/company.ts";
import type { ConversationMail, EnquiryRecord, ReplyDraft, ReplyTemplate } from "#domain/desk/types.ts";
import { starterTemplates } from "#domain/reply-templates/starter-templates.ts";
import { hers, instantPublisher, publishHerCompany } from "#tests/support/published-company.ts";
import {
  addOwner,
  buildTestApp,
  eventually,
  type ReceivedMail,
  readMail,
  sendEnquiry,
  signIn,
  siteHeaders,
  startSmtpServer,
  validEnquiry,
} from "#tests/support/test-helper.ts";

const me = "owner@example.com";
const inbox = "sales@agro.example";

/** The app mailing to `smtpUrl` (acknowledgements on), with one owner signed in. */
async function desk(smtpUrl: string) {
  const app = await buildTestApp({
    env: { SMTP_URL: smtpUrl, ENQUIRY_TO: inbox, MAIL_FROM: "Website <web@agro.example>", ACKNOWLEDGE: "on" },
    publisher: instantPublisher,
  });
  await addOwner(app.dataDir, me);
  const { cookie } = await signIn(app, me);
  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie }, ...(payload ? { payload } : {}) });
  const enquire = (enquiry: Partial<typeof validEnquiry> = {}) => sendEnquiry(app, enquiry);
  const record = async (id: string) =>
    (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  return { app, call, enquire, record };
}

const toBuyer = (mails: ReceivedMail[], kind: "ack" | "reply") =>
  mails.filter(
    (mail) => mail.envelopeTo.includes(validEnquiry.email) && mail.raw.includes(`Message-ID: <${kind}-`),
  );
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "m").exec(readMail(raw).headers)?.[1]?.trim();

test("the composer starts from the buyer, a subject with the reference, and each template filled in", async () => {
  const smtp = await startSmtpServer();
  const { call, enquire, record } = await desk(smtp.url);
  const id = await enquire({ message: "Enquiry about Red Onions: 2 containers, please." });
  const { reference } = (await record(id)).enquiry;
  const draft = (await call("GET", `/api/desk/enquiries/${id}/reply`)).json() as ReplyDraft;
  expect(draft.to).toEqual({ name: validEnquiry.name, address: validEnquiry.email });
  expect(draft.subject).toBe(`Re: your enquiry about Red Onions [${reference}]`);
  expect(draft.templates.map((t) => t.name)).toEqual(starterTemplates.map((t) => t.name));
  const [questions, quotation] = draft.templates;
  expect(questions?.body).toMatch(/^Dear Asha Rao,\n/);
  expect(questions?.body).toContain(
    `Thank you for your enquiry about Red Onions (our reference ${reference})`,
  );
  for (const topic of ["Quantity", "Destination port", "Incoterm", "Packaging"]) {
    expect(questions?.body).toContain(topic);
  }
  expect(quotation?.body).toContain(`Our offer for ${validEnquiry.company}`);
  for (const body of draft.templates.map((t) => t.body)) expect(body).not.toMatch(/\{\{/);

  const plain = await enquire({ message: "Do you export garlic powder?" });
  const other = (await call("GET", `/api/desk/enquiries/${plain}/reply`)).json() as ReplyDraft;
  expect(other.subject).toBe(`Re: your enquiry [${(await record(plain)).enquiry.reference}]`);
  expect(other.templates[0]?.body).toContain("about our products");
  expect((await call("GET", "/api/desk/enquiries/no-such/reply")).statusCode).toBe(404);
});

test("the templates are signed by her sales director and her company as published, from the next draft", async () => {
  const smtp = await startSmtpServer();
  const { call, enquire } = await desk(smtp.url);
  const id = await enquire();
  const signature = (draft: ReplyDraft) => draft.templates[0]?.body.split("\n").slice(-3);
  const before = (await call("GET", `/api/desk/enquiries/${id}/reply`)).json() as ReplyDraft;
  expect(signature(before)).toEqual([company.directors.sales, company.name, company.phone.display]);

  await publishHerCompany(call);
  const after = (await call("GET", `/api/desk/enquiries/${id}/reply`)).json() as ReplyDraft;
  for (const template of after.templates) {
    expect(template.body.split("\n").slice(-3)).toEqual([hers.salesDirector, hers.name, hers.phone]);
  }
  // Her own words in a template stay hers.
  const added = await call("POST", "/api/desk/templates", {
    name: "Short",
    body: `Regards,\n{{owner}}\nOur old line: +91 11111 22222`,
  });
  expect(added.statusCode).toBe(201);
  const short = (await call("GET", `/api/desk/enquiries/${id}/reply`)).json() as ReplyDraft;
  expect(short.templates.find((t) => t.name === "Short")?.body).toBe(
    `Regards,\n${hers.salesDirector}\nOur old line: +91 11111 22222`,
  );
});

test("a reply is stored first, then mailed in the enquiry's thread; the first moves 'new' to 'replied'", async () => {
  const smtp = await startSmtpServer();
  const { call, enquire, record } = await desk(smtp.url);
  const id = await enquire();
  await eventually(() => toBuyer(smtp.received, "ack").length === 1);
  const ackId = header(toBuyer(smtp.received, "ack")[0]?.raw ?? "", "Message-ID");
  const { reference } = (await record(id)).enquiry;

  const subject = `Re: your enquiry [${reference}]`;
  const started = performance.now();
  const response = await call("POST", `/api/desk/enquiries/${id}/reply`, {
    subject,
    body: "Dear Asha,\nthank you. <b>Our price</b> follows.",
  });
  expect(response.statusCode).toBe(201);
  const stored = response.json() as ConversationMail;
  expect(stored).toMatchObject({
    direction: "out",
    kind: "reply",
    author: me,
    subject,
    to: validEnquiry.email,
  });
  expect(["queued", "sent"]).toContain(stored.state);
  const [first] = await eventually(
    () => toBuyer(smtp.received, "reply").length === 1 && toBuyer(smtp.received, "reply"),
  );
  console.log(`reply send to mail accepted: ${Math.round(performance.now() - started)} ms`);

  const raw = first?.raw ?? "";
  const { text, html } = readMail(raw);
  expect(header(raw, "From")).toBe("Website <web@agro.example>");
  expect(header(raw, "To")).toBe(`${validEnquiry.name} <${validEnquiry.email}>`);
  expect(header(raw, "Reply-To")).toBe(inbox);
  expect(header(raw, "Subject")).toBe(subject);
  expect(header(raw, "Auto-Submitted")).toBeUndefined();
  const root = `<enquiry-${id}@agro.example>`;
  expect(header(raw, "In-Reply-To")).toBe(ackId);
  expect(header(raw, "References")).toBe(`${root} ${ackId}`);
  expect(text).toContain("thank you. <b>Our price</b> follows.");
  expect(html).toContain("&lt;b&gt;Our price&lt;/b&gt;");
  expect(html).not.toContain("<b>");

  const after = await record(id);
  expect(after.enquiry.status).toBe("replied");
  expect(after.history.map((h) => h.detail)).toEqual(
    expect.arrayContaining([`Sent a reply: ${subject}`, "Status: new → replied"]),
  );
  await eventually(async () => (await record(id)).conversation.every((mail) => mail.state === "sent"));
  expect((await record(id)).conversation.map((mail) => mail.kind)).toEqual(["acknowledgement", "reply"]);

  // The second reply answers the first; the status, moved on by hand, stays.
  await call("PATCH", `/api/desk/enquiries/${id}`, { status: "quoted" });
  await call("POST", `/api/desk/enquiries/${id}/reply`, { subject, body: "Our quotation." });
  const [, second] = await eventually(
    () => toBuyer(smtp.received, "reply").length === 2 && toBuyer(smtp.received, "reply"),
  );
  const firstId = header(raw, "Message-ID");
  expect(header(second?.raw ?? "", "In-Reply-To")).toBe(firstId);
  expect(header(second?.raw ?? "", "References")).toBe(`${root} ${ackId} ${firstId}`);
  expect((await record(id)).enquiry.status).toBe("quoted");
});

test("a refused reply shows 'retrying' with the reason, then 'sent', delivered once", async () => {
  let refusals = 1;
  const smtp = await startSmtpServer(0, {
    refuse: (mail) => mail.raw.includes("Message-ID: <reply-") && refusals-- > 0,
  });
  const { call, enquire, record } = await desk(smtp.url);
  const id = await enquire();
  await call("POST", `/api/desk/enquiries/${id}/reply`, { subject: "Re: your enquiry", body: "Hello" });
  const retrying = await eventually(async () =>
    (await record(id)).conversation.find((mail) => mail.kind === "reply" && mail.state === "retrying"),
  );
  expect(retrying.reason).toMatch(/451/);
  await eventually(async () => (await record(id)).conversation.at(-1)?.state === "sent", 10_000);
  expect(toBuyer(smtp.received, "reply")).toHaveLength(1);
});

test("line breaks cannot add headers: a subject or template name with CR/LF is refused; a buyer's name is flattened", async () => {
  const smtp = await startSmtpServer();
  const { call, enquire } = await desk(smtp.url);
  const id = await enquire({ name: "Asha\r\nBcc: victim@example.com" });
  const injected = await call("POST", `/api/desk/enquiries/${id}/reply`, {
    subject: "Re: hello\r\nBcc: victim@example.com",
    body: "Hi",
  });
  expect(injected.statusCode).toBe(400);
  expect(injected.json()).toMatchObject({ fields: { subject: "Write it on one line." } });
  const badName = await call("POST", "/api/desk/templates", { name: "Hi\nBcc: x@example.com", body: "Hi" });
  expect(badName.statusCode).toBe(400);

  // A template's text goes only into the body; the buyer's name, merged into it, too.
  await call("POST", "/api/desk/templates", {
    name: "Short",
    body: "Dear {{name}},\nBcc: victim@example.com",
  });
  const draft = (await call("GET", `/api/desk/enquiries/${id}/reply`)).json() as ReplyDraft;
  expect(draft.to.name).toBe("Asha Bcc: victim@example.com");
  const body = draft.templates.find((t) => t.name === "Short")?.body ?? "";
  expect(body).toBe("Dear Asha Bcc: victim@example.com,\nBcc: victim@example.com");
  await call("POST", `/api/desk/enquiries/${id}/reply`, { subject: draft.subject, body });
  const [reply] = await eventually(
    () => toBuyer(smtp.received, "reply").length === 1 && toBuyer(smtp.received, "reply"),
  );
  expect(reply?.envelopeTo).toEqual([validEnquiry.email]);
  expect(readMail(reply?.raw ?? "").headers).not.toMatch(/^Bcc:/im);
  expect(smtp.received.some((mail) => mail.envelopeTo.includes("victim@example.com"))).toBe(false);
});

test("templates: three to start with; add, edit, delete; an unknown merge field or a taken name is refused", async () => {
  const smtp = await startSmtpServer();
  const { call } = await desk(smtp.url);
  const list = async () => (await call("GET", "/api/desk/templates")).json() as ReplyTemplate[];
  expect((await list()).map((t) => t.name)).toEqual(["Thank you - a few questions", "Quotation", "Samples"]);
  const unknown = await call("POST", "/api/desk/templates", {
    name: "Price",
    body: "Dear {{ name }}, {{price}}",
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().fields).toEqual({
    body: "Unknown merge field {{price}}. Use {{name}}, {{company}}, {{product}}, {{reference}}, {{owner}}.",
  });
  expect((await call("POST", "/api/desk/templates", { name: "samples", body: "x" })).statusCode).toBe(409);

  const added = (
    await call("POST", "/api/desk/templates", { name: "Price", body: "Dear {{ name }}" })
  ).json();
  expect(added).toMatchObject({ name: "Price", body: "Dear {{ name }}" });
  const changed = await call("PUT", `/api/desk/templates/${added.id}`, {
    name: "Price list",
    body: "{{owner}}",
  });
  expect(changed.json()).toEqual({ id: added.id, name: "Price list", body: "{{owner}}" });
  expect(
    (await call("PUT", `/api/desk/templates/${added.id}`, { name: "Quotation", body: "x" })).statusCode,
  ).toBe(409);
  expect((await call("DELETE", `/api/desk/templates/${added.id}`)).statusCode).toBe(204);
  expect((await call("DELETE", `/api/desk/templates/${added.id}`)).statusCode).toBe(404);
  expect((await call("PUT", `/api/desk/templates/${added.id}`, { name: "X", body: "x" })).statusCode).toBe(
    404,
  );
  expect((await list()).map((t) => t.name)).not.toContain("Price list");
});
