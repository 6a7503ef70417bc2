import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "vitest";
import {
  buildTestApp,
  eventually,
  freePort,
  readMail,
  startSmtpServer,
  storedRows,
  tempDir,
  validEnquiry,
} from "#tests/support/test-helper.ts";
import { retryDelay } from "./outbox.ts";

const owner = "owner@agro.example";

async function send(app: Awaited<ReturnType<typeof buildTestApp>>, enquiry: Record<string, string>) {
  const response = await app.inject({ method: "POST", url: "/api/send-email", payload: enquiry });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

test("the owner is mailed each enquiry: clear subject, Reply-To the buyer, text and HTML parts", async () => {
  const smtp = await startSmtpServer();
  const app = await buildTestApp({
    env: { SMTP_URL: smtp.url, ENQUIRY_TO: owner, MAIL_FROM: "Website <web@agro.example>" },
  });
  const id = await send(app, validEnquiry);

  const [mail] = await eventually(() => smtp.received.length === 1 && smtp.received);
  expect(mail?.envelopeTo).toEqual([owner]);
  const { headers, text, html } = readMail(mail?.raw ?? "");
  expect(headers).toMatch(/^Subject: Website enquiry from Asha Rao \(Rao Foods\)$/m);
  expect(headers).toMatch(/^Reply-To: Asha Rao <asha@example\.com>$/m);
  expect(headers).toMatch(/^From: Website <web@agro\.example>$/m);
  expect(headers).toContain(`Message-ID: <enquiry-${id}@agro.example>`);
  for (const part of [text, html]) {
    for (const value of Object.values(validEnquiry)) expect(part).toContain(value);
  }
  await eventually(() => storedRows(app.dataDir)[0]?.delivery_state === "sent");
  expect(storedRows(app.dataDir)[0]).toMatchObject({ delivery_attempts: 1, last_error: null });
});

test("HTML typed by the buyer arrives escaped in the HTML part and verbatim in the text part", async () => {
  const smtp = await startSmtpServer();
  const app = await buildTestApp({ env: { SMTP_URL: smtp.url, ENQUIRY_TO: owner } });
  await send(app, {
    ...validEnquiry,
    name: `<img src=x onerror="alert(1)">`,
    company: "Rao & Sons <b>",
    message: `<script>alert('x')</script>\nSecond line`,
  });

  const [mail] = await eventually(() => smtp.received.length === 1 && smtp.received);
  const { text, html } = readMail(mail?.raw ?? "");
  expect(html).not.toMatch(/<img|<script|<b>/);
  expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  expect(html).toContain("Rao &amp; Sons &lt;b&gt;");
  expect(html).toMatch(/&lt;script&gt;alert\(&#39;x&#39;\)&lt;\/script&gt;\r?\nSecond line/);
  expect(text).toMatch(/<script>alert\('x'\)<\/script>\r?\nSecond line/);
});

test("line breaks in the buyer's fields cannot add mail headers or recipients", async () => {
  const smtp = await startSmtpServer();
  const app = await buildTestApp({ env: { SMTP_URL: smtp.url, ENQUIRY_TO: owner } });
  const refused = await app.inject({
    method: "POST",
    url: "/api/send-email",
    payload: { ...validEnquiry, email: "asha@example.com\r\nBcc: victim@example.com" },
  });
  expect(refused.statusCode).toBe(400);

  await send(app, {
    ...validEnquiry,
    name: "Asha\r\nBcc: victim@example.com",
    company: "Rao\nX-Injected: yes\r\n\r\n<p>fake body</p>",
  });
  const [mail] = await eventually(() => smtp.received.length === 1 && smtp.received);
  expect(mail?.envelopeTo).toEqual([owner]);
  const { headers } = readMail(mail?.raw ?? "");
  expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
  expect(headers).toMatch(
    /^Subject: Website enquiry from Asha Bcc: victim@example\.com \(Rao X-Injected: yes <p>fake body<\/p>\)$/m,
  );
});

test("a mail server outage loses nothing: mails go out once it is back, each exactly once", async () => {
  const port = await freePort();
  const app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: owner } });
  // The buyer's request succeeds although the mail server is down.
  const ids = [await send(app, validEnquiry), await send(app, { ...validEnquiry, name: "Ben Ode" })];

  await eventually(() => storedRows(app.dataDir).every((row) => Number(row.delivery_attempts) >= 2));
  for (const row of storedRows(app.dataDir)) {
    expect(row).toMatchObject({
      delivery_state: "pending",
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
  }

  const smtp = await startSmtpServer(port);
  await eventually(() => storedRows(app.dataDir).every((row) => row.delivery_state === "sent"));
  // Longer than the longest retry delay: a second copy would have arrived by now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const delivered = smtp.received.map((mail) => /Message-ID: <enquiry-([\w-]+)@/.exec(mail.raw)?.[1]);
  expect(delivered.sort()).toEqual([...ids].sort());
});

test("in a burst of enquiries the answers come first; every mail follows, each exactly once", async () => {
  const smtp = await startSmtpServer();
  const app = await buildTestApp({ env: { SMTP_URL: smtp.url, ENQUIRY_TO: owner } });
  // One enquiry first, so the mail server has answered once and a slow first connection hides nothing.
  await send(app, validEnquiry);
  await eventually(() => smtp.received.length === 1);
  const burst = 40;
  for (let i = 1; i < burst; i++) {
    await send(app, { ...validEnquiry, name: `Buyer ${i}`, email: `buyer${i}@example.com` });
    await sleep(10);
  }
  const mailedDuringBurst = smtp.received.length;
  // The first enquiry's mail, and at most one more should the machine stall past the burst gap.
  expect(mailedDuringBurst).toBeLessThanOrEqual(2);
  await eventually(() => smtp.received.length >= burst);
  const recipients = smtp.received.map((mail) => /^Reply-To: .*<(.*)>$/m.exec(mail.raw)?.[1]);
  expect(new Set(recipients).size).toBe(burst);
  expect(storedRows(app.dataDir).every((row) => row.delivery_state === "sent")).toBe(true);
});

test("deliveries left pending at shutdown are sent after a restart", async () => {
  const dataDir = await tempDir();
  const port = await freePort();
  const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: owner };

  const first = await buildTestApp({ env });
  const id = await send(first, validEnquiry);
  await eventually(() => Number(storedRows(dataDir)[0]?.delivery_attempts) >= 1);
  await first.close();
  expect(storedRows(dataDir)).toEqual([expect.objectContaining({ id, delivery_state: "pending" })]);

  const smtp = await startSmtpServer(port);
  const second = await buildTestApp({ env });
  await second.ready();
  await eventually(() => storedRows(dataDir)[0]?.delivery_state === "sent");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]?.raw).toContain(`<enquiry-${id}@`);
});

test("with no SMTP_URL each mail is written as an .eml file under DATA_DIR/outbox", async () => {
  const app = await buildTestApp();
  const id = await send(app, validEnquiry);

  await eventually(() => storedRows(app.dataDir)[0]?.delivery_state === "sent");
  const outbox = path.join(app.dataDir, "outbox");
  expect(await readdir(outbox)).toEqual([`${id}.eml`]);
  const { headers, text } = readMail(await readFile(path.join(outbox, `${id}.eml`), "utf8"));
  expect(headers).toMatch(/^Subject: Website enquiry from Asha Rao \(Rao Foods\)$/m);
  expect(text).toContain(validEnquiry.message);
});

test("retries wait twice as long each time, up to the cap", () => {
  const delays = [1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, { minMs: 100, maxMs: 1000 }));
  expect(delays).toEqual([100, 200, 400, 800, 1000, 1000]);
});
