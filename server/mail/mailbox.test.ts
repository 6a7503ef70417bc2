import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import type { EnquiryRecord, Me } from "#domain/desk/types.ts";
import { dovecot, enquiry, fast, mailboxApp, owned, received } from "#tests/support/imap/mailbox-app.ts";
import { mailboxClient, rawMail } from "#tests/support/imap/mails.ts";
import { buildTestApp, eventually, siteHeaders, tempDir, validEnquiry } from "#tests/support/test-helper.ts";

test("a buyer's reply is filed once (by In-Reply-To, by the reference in the subject), also after a restart; a mail answering nothing is left alone", async () => {
  const server = await dovecot();
  const dataDir = await tempDir();
  const filed: string[] = [];
  const app = await mailboxApp(server, dataDir, { onFiled: (e) => void filed.push(e.id) });
  const { id, reference, ackId } = await enquiry(app);
  const desk = await owned(app);
  expect((await desk.patch(`/api/desk/enquiries/${id}`, { read: true })).statusCode).toBe(200);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());

  const appended = performance.now();
  await mailbox.append(
    rawMail({
      subject: "Re: Thank you for your enquiry",
      messageId: "<reply-1@example.com>",
      inReplyTo: ackId,
      references: ackId,
      html: "<p>Yes, <b>20 t</b> please.</p><script>alert(1)</script><p>Asha</p>",
    }),
  );
  await eventually(() => received(dataDir).length === 1, 10_000);
  const fileMs = performance.now() - appended;
  console.log(`buyer's reply from append to filed: ${fileMs.toFixed(0)} ms`);

  await mailbox.append(
    rawMail({ subject: "Hello, unrelated", messageId: "<other@example.com>", html: "<p>Hi</p>" }),
  );
  await mailbox.append(
    rawMail({
      subject: `Re: your enquiry [${reference.toLowerCase()}]`,
      messageId: "<reply-2@example.com>",
      html: "<p>Also: samples?</p>",
    }),
  );
  await eventually(() => received(dataDir).length === 2, 10_000);

  const [first, second] = received(dataDir);
  expect(first).toMatchObject({
    enquiryId: id,
    sender: "Asha Rao <asha@example.com>",
    messageId: "<reply-1@example.com>",
  });
  // HTML reduced to text: no markup, no script.
  expect(first?.text).toMatch(/Yes, 20 t please\./);
  expect(first?.text).not.toMatch(/<|alert/);
  expect(second).toMatchObject({ enquiryId: id, messageId: "<reply-2@example.com>" });
  expect(filed).toEqual([id, id]);
  const record = await desk.get<EnquiryRecord>(`/api/desk/enquiries/${id}`);
  expect(record.enquiry.read).toBe(false);
  expect(record.received.map((mail) => mail.subject)).toEqual([
    "Re: Thank you for your enquiry",
    `Re: your enquiry [${reference.toLowerCase()}]`,
  ]);
  // Nothing in the mailbox changed: three mails, none marked \Seen.
  const flagsBefore = await mailbox.flags();
  expect(flagsBefore).toHaveLength(3);
  expect(flagsBefore.every((mail) => !mail.flags.includes("\\Seen"))).toBe(true);

  // A restart resumes where it stopped: the next reply is filed (found by the thread's root, the owner's
  // notification), the earlier ones not again.
  await app.close();
  const again = await mailboxApp(server, dataDir);
  await mailbox.append(
    rawMail({
      subject: "Re: and one more",
      messageId: "<reply-3@example.com>",
      // Answering the owner's own reply from her mail program: only the notification's Message-ID is ours.
      references: `<enquiry-${id}@agro.example> <her-own-reply@mail.example.com>`,
      html: "<p>3</p>",
    }),
  );
  await eventually(() => received(dataDir).length === 3, 10_000);
  await again.close();
  expect(received(dataDir).map((mail) => mail.messageId)).toEqual([
    "<reply-1@example.com>",
    "<reply-2@example.com>",
    "<reply-3@example.com>",
  ]);
  expect((await mailbox.flags()).every((mail) => !mail.flags.includes("\\Seen"))).toBe(true);
}, 60_000);

test("attachments are stored and downloadable with a session only; one over 10 MB is listed as refused", async () => {
  const server = await dovecot();
  const app = await mailboxApp(server, await tempDir());
  const { id, ackId } = await enquiry(app);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  const pdf = Buffer.from("%PDF-1.4 price list\n");
  await mailbox.append(
    rawMail({
      subject: "Re: documents",
      messageId: "<docs@example.com>",
      inReplyTo: ackId,
      html: "<p>Attached.</p>",
      attachments: [
        { name: '../Price list \\"2026\\".pdf', type: "application/pdf", content: pdf },
        { name: "page.html", type: "text/html", content: Buffer.from("<script>alert(1)</script>") },
        { name: "scan.tiff", type: "image/tiff", content: Buffer.alloc(10 * 1024 * 1024 + 1, 7) },
      ],
    }),
  );
  await eventually(() => received(app.dataDir).length === 1, 20_000);

  const desk = await owned(app);
  const record = await desk.get<EnquiryRecord>(`/api/desk/enquiries/${id}`);
  const [listed, html, scan] = record.received[0]?.attachments ?? [];
  expect(listed).toMatchObject({ name: "Price list _2026_.pdf", size: pdf.length, refused: null });
  expect(scan).toMatchObject({ name: "scan.tiff", size: 10 * 1024 * 1024 + 1, refused: "size" });

  const url = `/api/desk/attachments/${listed?.id}`;
  expect((await app.inject({ url })).statusCode).toBe(401);
  const download = await app.inject({ url, headers: { cookie: desk.cookie } });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(pdf)).toBe(true);
  expect(download.headers["content-type"]).toBe("application/octet-stream");
  expect(download.headers["x-content-type-options"]).toBe("nosniff");
  expect(download.headers["content-disposition"]).toBe(
    `attachment; filename="Price list _2026_.pdf"; filename*=UTF-8''Price%20list%20_2026_.pdf`,
  );
  // An HTML attachment is a download too, never a page of the desk's origin.
  const page = await app.inject({
    url: `/api/desk/attachments/${html?.id}`,
    headers: { cookie: desk.cookie },
  });
  expect(page.headers["content-type"]).toBe("application/octet-stream");
  expect(page.headers["content-disposition"]).toMatch(/^attachment;/);
  expect(
    (await app.inject({ url: `/api/desk/attachments/${scan?.id}`, headers: { cookie: desk.cookie } }))
      .statusCode,
  ).toBe(404);

  // Erasure: deleting the enquiry removes its files.
  const remove = await app.inject({
    method: "DELETE",
    url: `/api/desk/enquiries/${id}`,
    headers: { ...siteHeaders, cookie: desk.cookie },
  });
  expect(remove.statusCode).toBe(204);
  expect((await app.inject({ url, headers: { cookie: desk.cookie } })).statusCode).toBe(404);
  const { readdir } = await import("node:fs/promises");
  expect(await readdir(path.join(app.dataDir, "attachments"))).toEqual([]);
}, 60_000);

test("broken MIME, a huge mail, a forged Message-ID and CR/LF in a subject are survived; the next reply is filed", async () => {
  const server = await dovecot();
  const app = await mailboxApp(server, await tempDir(), {
    mailbox: { ...fast, limits: { attachmentMaxBytes: 10 * 1024 * 1024, mailMaxBytes: 1024 * 1024 } },
  });
  const { id, ackId } = await enquiry(app);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  await mailbox.append(
    rawMail({
      subject: "Re: broken",
      messageId: "<broken@example.com>",
      inReplyTo: ackId,
      body: 'Content-Type: multipart/mixed; boundary="never-closed"\r\n\r\n--never-closed\r\nContent-Type: text/plain; charset=x-unknown\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64\r\n--never-closed\r\nContent-Type: multipart/alternative\r\n\r\n',
    }),
  );
  await mailbox.append(
    rawMail({
      subject: "Re: huge",
      messageId: "<huge@example.com>",
      inReplyTo: ackId,
      body: `Content-Type: text/plain\r\n\r\nStart of a long mail.\r\n${"x".repeat(76)}\r\n`
        .repeat(1)
        .concat(`${"y".repeat(998)}\r\n`.repeat(3000)),
    }),
  );
  // Forged: our own acknowledgement's Message-ID; and a subject that decodes to CR/LF and a fake header.
  await mailbox.append(
    rawMail({ subject: "Re: forged", messageId: ackId, inReplyTo: ackId, html: "<p>x</p>" }),
  );
  await mailbox.append(
    rawMail({
      subject: `=?UTF-8?B?${Buffer.from("Re: hi\r\nBcc: victim@example.com").toString("base64")}?=`,
      messageId: "<crlf@example.com>",
      inReplyTo: ackId,
      html: "<p>y</p>",
    }),
  );
  await mailbox.append(
    rawMail({ subject: "Re: fine", messageId: "<fine@example.com>", inReplyTo: ackId, html: "<p>Fine.</p>" }),
  );
  await eventually(
    () => received(app.dataDir).some((mail) => mail.messageId === "<fine@example.com>"),
    20_000,
  );

  const mails = received(app.dataDir);
  expect(mails.map((mail) => mail.messageId)).toEqual([
    "<broken@example.com>",
    "<huge@example.com>",
    "<crlf@example.com>",
    "<fine@example.com>",
  ]);
  expect(mails.every((mail) => mail.enquiryId === id)).toBe(true);
  expect(mails[1]?.text).toMatch(/^\(This mail was larger than 1 MB: only its beginning is shown here/);
  expect(mails[1]?.text).toMatch(/Start of a long mail\./);
  expect(String(mails[1]?.text).length).toBeLessThanOrEqual(100_000 + 200);
  expect(mails[2]?.subject).toBe("Re: hi Bcc: victim@example.com");
  expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
}, 60_000);

test("an IMAP outage shows in the desk's answer while the server keeps answering; when the mailbox is back, new mails are filed", async () => {
  const server = await dovecot();
  const app = await mailboxApp(server, await tempDir());
  const { ackId } = await enquiry(app);
  const desk = await owned(app);
  const me = () => desk.get<Me>("/api/desk/me");
  expect((await me()).mailboxDownSince).toBeNull();

  await server.stop();
  const down = await eventually(async () => (await me()).mailboxDownSince, 10_000);
  expect(Date.parse(down ?? "")).toBeGreaterThan(Date.now() - 60_000);
  expect(
    (await app.inject({ method: "POST", url: "/api/send-email", payload: validEnquiry })).statusCode,
  ).toBe(201);

  await server.start();
  await eventually(async () => (await me()).mailboxDownSince === null, 10_000);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  await mailbox.append(
    rawMail({ subject: "Re: back", messageId: "<back@example.com>", inReplyTo: ackId, html: "<p>Back.</p>" }),
  );
  await eventually(() => received(app.dataDir).length === 1, 10_000);
}, 60_000);

test("a server without IDLE is read on the poll: a reply is filed within a poll's interval", async () => {
  const server = await dovecot({ idle: false });
  const app = await mailboxApp(server, await tempDir(), { mailbox: { ...fast, pollMs: 1_000 } });
  const { ackId } = await enquiry(app);
  const mailbox = await mailboxClient(server);
  onTestFinished(() => mailbox.close());
  expect(mailbox.idles()).toBe(false);
  const reply = (n: number) =>
    rawMail({
      subject: "Re: polled",
      messageId: `<polled-${n}@example.com>`,
      inReplyTo: ackId,
      html: "<p>Yes.</p>",
    });
  // The first may be read as the watcher connects; the second comes once it waits, and only a poll finds it.
  await mailbox.append(reply(1));
  await eventually(() => received(app.dataDir).length === 1, 10_000);
  await mailbox.append(reply(2));
  await eventually(() => received(app.dataDir).length === 2, 10_000);
  expect(received(app.dataDir)[1]).toMatchObject({ messageId: "<polled-2@example.com>" });
}, 30_000);

test("a wrong password shows as the mailbox not reachable and stops nothing else", async () => {
  const server = await dovecot();
  const app = await buildTestApp({
    env: { IMAP_URL: server.url.replace(":secret@", ":wrong@") },
    mailbox: fast,
  });
  await app.ready();
  const desk = await owned(app);
  await eventually(async () => (await desk.get<Me>("/api/desk/me")).mailboxDownSince, 10_000);
  expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  expect(
    (await app.inject({ method: "POST", url: "/api/send-email", payload: validEnquiry })).statusCode,
  ).toBe(201);
}, 30_000);
