// Nobody writes into an enquiry but its buyer. Each attack reported against a real Dovecot mailbox:
// a stranger's mail naming a reference, the public form naming another buyer's, the site's own mails, bounds on
// what a mailbox may cost (headers, attachments) and on what the site copies from a buyer's mail.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import type { EnquiryRecord, MailToCheck, Me } from "#domain/desk/types.ts";
import { dovecot, enquiry, mailboxApp, owned, query, received } from "#tests/support/imap/mailbox-app.ts";
import { mailboxClient, rawMail } from "#tests/support/imap/mails.ts";
import {
  eventually,
  siteHeaders,
  startSmtpServer,
  tempDir,
  validEnquiry,
} from "#tests/support/test-helper.ts";

const held = (dataDir: string) =>
  query(
    dataDir,
    "SELECT held_reason AS reason, held_enquiry_id AS enquiryId, sender FROM mails WHERE held_reason IS NOT NULL",
  );

test("a stranger's mail naming a buyer's reference waits in 'Mail to check'; the owner files it by hand or discards it", async () => {
  const server = await dovecot();
  const app = await mailboxApp(server, await tempDir());
  const first = await enquiry(app);
  const desk = await owned(app);
  expect((await desk.patch(`/api/desk/enquiries/${first.id}`, { read: true })).statusCode).toBe(200);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());

  // The fraud reported: "our bank details have changed", from an address that is not the buyer's.
  for (const n of [1, 2]) {
    await mailbox.append(
      rawMail({
        from: "Mallory <mallory@evil.example>",
        subject: `Re: your enquiry [${first.reference}]`,
        messageId: `<fraud-${n}@evil.example>`,
        html: "<p>Our bank details have changed: pay to IBAN XX00 0000.</p>",
        attachments: [{ name: "iban.pdf", type: "application/pdf", content: Buffer.from(`%PDF ${n}`) }],
      }),
    );
  }
  // A reference no enquiry has is held too, with its own reason.
  await mailbox.append(
    rawMail({
      from: "someone@else.example",
      subject: "Re: [VA-ZZZZZZ]",
      messageId: "<unknown@else.example>",
    }),
  );
  await eventually(() => held(app.dataDir).length === 3, 10_000);

  // Nothing reached the conversation, nothing is marked as the buyer's, the enquiry stays read.
  expect(received(app.dataDir).filter((mail) => mail.enquiryId !== null)).toEqual([]);
  let record = await desk.get<EnquiryRecord>(`/api/desk/enquiries/${first.id}`);
  expect(record.received).toEqual([]);
  expect(record.enquiry.read).toBe(true);
  expect((await desk.get<Me>("/api/desk/me")).toCheck).toBe(3);

  const list = await desk.get<MailToCheck>("/api/desk/mail-to-check");
  expect(list.mails.map((mail) => mail.reason).sort()).toEqual([
    "sender-not-buyer",
    "sender-not-buyer",
    "unknown-reference",
  ]);
  const [fraud1, fraud2] = list.mails.filter((mail) => mail.reason === "sender-not-buyer");
  const unknown = list.mails.find((mail) => mail.reason === "unknown-reference");
  expect(fraud1).toMatchObject({
    sender: "Mallory <mallory@evil.example>",
    enquiry: { id: first.id, reference: first.reference, name: "Asha Rao", company: "Rao Foods" },
  });
  expect(fraud1?.text).toMatch(/Our bank details have changed/);
  expect(unknown?.enquiry).toBeNull();

  // Without a session, or from another origin, nothing can be read, filed or discarded.
  expect((await app.inject({ url: "/api/desk/mail-to-check" })).statusCode).toBe(401);
  const foreign = await app.inject({
    method: "POST",
    url: `/api/desk/mail-to-check/${fraud1?.id}/file`,
    headers: { ...siteHeaders, origin: "https://evil.example", cookie: desk.cookie },
  });
  expect(foreign.statusCode).toBe(403);

  // Filed by hand: in the conversation, marked as not from the buyer, in the history.
  const post = (url: string, method: "POST" | "DELETE") =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie: desk.cookie } });
  const filed = await post(`/api/desk/mail-to-check/${fraud1?.id}/file`, "POST");
  expect(filed.statusCode).toBe(200);
  expect(filed.json()).toEqual({ enquiryId: first.id });
  record = await desk.get<EnquiryRecord>(`/api/desk/enquiries/${first.id}`);
  expect(record.received).toHaveLength(1);
  expect(record.received[0]).toMatchObject({ sender: "Mallory <mallory@evil.example>", fromBuyer: false });
  expect(record.history.map((entry) => entry.detail)).toContain(
    "Filed by hand a mail from Mallory <mallory@evil.example>",
  );
  // A mail naming no enquiry has nothing to be filed into.
  const nowhere = await post(`/api/desk/mail-to-check/${unknown?.id}/file`, "POST");
  expect(nowhere.statusCode).toBe(409);
  expect(nowhere.json().message).toMatch(/names no enquiry/);

  // Discarded: gone with its file; a second discard finds nothing.
  const files = await readdir(path.join(app.dataDir, "attachments"));
  expect(files).toHaveLength(2);
  expect((await post(`/api/desk/mail-to-check/${fraud2?.id}`, "DELETE")).statusCode).toBe(204);
  expect((await post(`/api/desk/mail-to-check/${fraud2?.id}`, "DELETE")).statusCode).toBe(404);
  expect(await readdir(path.join(app.dataDir, "attachments"))).toHaveLength(1);
  expect((await desk.get<Me>("/api/desk/me")).toCheck).toBe(1);
}, 60_000);

test("the buyer's own address is recognised as mail systems compare it (case, +tag, Gmail's dots)", async () => {
  const server = await dovecot();
  const app = await mailboxApp(server, await tempDir());
  const gmail = await enquiry(app, { ...validEnquiry, email: "asha.rao@gmail.com" });
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  await mailbox.append(
    rawMail({
      from: "Asha <AshaRao+orders@GoogleMail.com>",
      subject: `Re: [${gmail.reference}] 20 t`,
      messageId: "<asha-1@gmail.com>",
      html: "<p>Confirmed.</p>",
    }),
  );
  await eventually(() => received(app.dataDir).length === 1, 10_000);
  expect(received(app.dataDir)[0]).toMatchObject({ enquiryId: gmail.id });
  expect(held(app.dataDir)).toEqual([]);
}, 30_000);

test("the public form cannot write into another buyer's enquiry, and the site's own mails are never filed", async () => {
  const server = await dovecot();
  const smtp = await startSmtpServer();
  const app = await mailboxApp(server, await tempDir(), {
    env: { SMTP_URL: smtp.url, ENQUIRY_TO: "owner@example.com" },
  });
  const victim = await enquiry(app);
  // The attack reported: an enquiry named after the victim's reference, mailed by the site to the very mailbox
  // it watches.
  await enquiry(app, {
    ...validEnquiry,
    name: `[${victim.reference}]`,
    email: "mallory@evil.example",
    message: "Pay to IBAN XX00 0000 from now on.",
  });
  await eventually(() => smtp.received.length === 4, 10_000);
  const notifications = smtp.received.filter((mail) => mail.envelopeTo.includes("owner@example.com"));
  expect(notifications).toHaveLength(2);
  const subject = /^Subject: (.*)$/m.exec(notifications[1]?.raw ?? "")?.[1];
  expect(subject).toBe(`Website enquiry from (${victim.reference}) (Rao Foods)`);

  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  // Every mail the site sent (notifications, acknowledgements) lands in the watched mailbox, then a mail of
  // the site's address with the victim's reference in brackets, then the buyer's genuine answer.
  for (const mail of smtp.received) await mailbox.append(mail.raw);
  await mailbox.append(
    rawMail({
      from: "Website <web@agro.example>",
      subject: `Re: [${victim.reference}] pay to IBAN`,
      messageId: "<forged-site@evil.example>",
    }),
  );
  await mailbox.append(
    rawMail({ subject: "Re: thanks", messageId: "<genuine@example.com>", inReplyTo: victim.ackId }),
  );
  await eventually(() => received(app.dataDir).length === 1, 10_000);
  expect(received(app.dataDir)).toMatchObject([{ enquiryId: victim.id, messageId: "<genuine@example.com>" }]);
  expect(held(app.dataDir)).toEqual([]);
}, 30_000);

test("a burst of mails with megabytes of header stays within 150 MB of resting memory; files past the caps are listed, not kept", async () => {
  const server = await dovecot();
  const dataDir = await tempDir();
  const limits = { enquiryAttachmentsMaxBytes: 50 * 1024, attachmentsMaxBytes: 50 * 1024 };
  let app = await mailboxApp(server, dataDir, { mailbox: { limits } });
  const one = await enquiry(app);
  const two = await enquiry(app, { ...validEnquiry, email: "omar@example.com" });
  await app.close();

  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  // The burst reported: 60 mails of about 8 MB of header each, answering the first enquiry.
  const junk = `X-Junk: ${"j".repeat(76)}\r\n`.repeat((8 * 1024 * 1024) / 86);
  for (let n = 0; n < 60; n++) {
    await mailbox.append(
      `${rawMail({
        subject: `Re: heavy ${n}`,
        messageId: `<heavy-${n}@evil.example>`,
        inReplyTo: one.ackId,
      }).replace("MIME-Version", `${junk}MIME-Version`)}`,
    );
  }
  // Then files of 30 KB: the first enquiry's share (50 KB) takes one; the store (50 KB) none more.
  const file = (name: string) => ({ name, type: "application/pdf", content: Buffer.alloc(30 * 1024, 1) });
  const withFiles = (ackId: string, n: number, names: string[]) =>
    rawMail({
      subject: "Re: documents",
      messageId: `<files-${n}@example.com>`,
      inReplyTo: ackId,
      attachments: names.map(file),
    });
  await mailbox.append(withFiles(one.ackId, 1, ["a.pdf", "b.pdf"]));
  await mailbox.append(withFiles(two.ackId, 2, ["c.pdf", "d.pdf"]));

  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  const resting = process.memoryUsage().rss;
  let peak = resting;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  app = await mailboxApp(server, dataDir, { mailbox: { limits } });
  await eventually(() => received(dataDir).length === 2, 60_000);
  clearInterval(sampler);
  const grownMb = (peak - resting) / 1024 / 1024;
  console.log(`60 mails of 8 MB header: resident memory grew by at most ${grownMb.toFixed(0)} MB`);
  expect(grownMb).toBeLessThan(150);
  // None of the heavy mails was read: they stay in the mailbox, for the owner's mail program.
  expect(received(dataDir).map((mail) => mail.messageId)).toEqual([
    "<files-1@example.com>",
    "<files-2@example.com>",
  ]);

  const desk = await owned(app);
  const refusals = async (id: string) =>
    (await desk.get<EnquiryRecord>(`/api/desk/enquiries/${id}`)).received[0]?.attachments.map(
      (attachment) => [attachment.name, attachment.refused],
    );
  expect(await refusals(one.id)).toEqual([
    ["a.pdf", null],
    ["b.pdf", "enquiry"],
  ]);
  expect(await refusals(two.id)).toEqual([
    ["c.pdf", "total"],
    ["d.pdf", "total"],
  ]);
  expect(await readdir(path.join(dataDir, "attachments"))).toHaveLength(1);
}, 180_000);

test("a buyer's hostile Message-ID is never copied into the owner's reply", async () => {
  const server = await dovecot();
  const app = await mailboxApp(server, await tempDir());
  const { id, ackId } = await enquiry(app);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  const hostile = `<${"ü".repeat(10_000)}@example.com>`;
  await mailbox.append(
    rawMail({
      subject: "Re: thanks",
      messageId: hostile,
      inReplyTo: ackId,
      references: `${ackId} ${hostile}`,
    }),
  );
  await eventually(() => received(app.dataDir).length === 1, 10_000);
  expect(received(app.dataDir)[0]?.messageId).toMatch(/^<sha256-[0-9a-f]{64}@received\.invalid>$/);

  const desk = await owned(app);
  const reply = await app.inject({
    method: "POST",
    url: `/api/desk/enquiries/${id}/reply`,
    headers: { ...siteHeaders, cookie: desk.cookie },
    payload: { subject: "Re: your enquiry", body: "Thank you." },
  });
  expect(reply.statusCode).toBe(201);
  const [row] = query(app.dataDir, "SELECT headers FROM mails WHERE kind = 'reply'");
  const headers = JSON.parse(String(row?.headers)) as Record<string, string>;
  expect(headers["In-Reply-To"]).toBe(ackId);
  expect(headers.References?.split(" ")).toEqual([`<enquiry-${id}@agro.example>`, ackId]);
  expect(Object.values(headers).every((value) => /^[\x21-\x7e ]{1,998}$/.test(value))).toBe(true);
}, 30_000);
