import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { company } from "#domain/company.ts";
import type { EnquiryRecord } from "#domain/desk/types.ts";
import { hers, instantPublisher, publishHerCompany } from "#tests/support/published-company.ts";
import {
  browserNavigation,
  ownerInbox,
  parseMail,
  pdfText,
  quotationDesk,
} from "#tests/support/quotation-desk.ts";
import {
  eventually,
  manualClock,
  siteHeaders,
  startSmtpServer,
  tempDir,
} from "#tests/support/test-helper.ts";

const accept = (name: string, headers: Record<string, string> = siteHeaders) => ({
  method: "POST" as const,
  headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams({ name, confirm: "yes" }).toString(),
});

test("the buyer's page: in his language, private, its first view recorded", async () => {
  const clock = manualClock(Date.parse("2026-11-26T09:00:00Z"));
  const { app, call, enquire, quote } = await quotationDesk({ now: clock.now });
  const id = await enquire("ar");
  const sent = await quote(id);
  clock.advance(3_600_000);
  const page = await app.inject({ url: sent.url ?? "", headers: browserNavigation });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["referrer-policy"]).toBe("no-referrer");
  expect(page.headers["x-robots-tag"]).toMatch(/noindex/);
  expect(page.body).toContain('<html lang="ar" dir="rtl">');
  expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page.body).toContain("قبول عرض السعر");
  expect(page.body).toContain("اسمك");
  expect(page.body).toContain(`<form method="post" action="${sent.url}/accept">`);
  // Nothing of the enquiry but the quotation: not the buyer's message, mail or phone.
  expect(page.body).not.toContain("Please quote 20 t");
  expect(page.body).not.toContain("asha@example.com");
  expect(page.body).not.toMatch(/<script/);

  await app.inject({ url: sent.url ?? "", headers: browserNavigation });
  const { quotations } = (await call("GET", `/api/desk/enquiries/${id}/quotations`)).json();
  expect(quotations[0].viewedAt).toBe("2026-11-26T10:00:00.000Z");
  const record = (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  expect(record.history.filter((h) => h.detail.endsWith("viewed"))).toHaveLength(1);

  const pdf = await app.inject({ url: `${sent.url}/pdf` });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers["content-type"]).toBe("application/pdf");
  expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="Quotation ${sent.name}.pdf"`);
  // Compared under NFKC: the lam-alef ligature reads back as its one presentation form (server/pdf/pdf-page.ts).
  const text = pdfText(pdf.rawPayload).normalize("NFKC");
  for (const expected of ["الإجمالي", "23,401.00 USD", "50 kg, printed", "CIF Valencia"])
    expect(text, expected).toContain(expected);
  // No notes were written: no 'Notes' label either.
  expect(text).not.toContain("ملاحظات");
});

test("the buyer's page shows the company as she has published it when he opens it; the PDF he was sent stays", async () => {
  const { app, call, enquire, quote } = await quotationDesk({ publisher: instantPublisher });
  const sent = await quote(await enquire("fr"));
  expect((await app.inject({ url: sent.url ?? "" })).body).toContain(company.phone.display);
  await publishHerCompany(call);

  const page = (await app.inject({ url: sent.url ?? "" })).body;
  expect(page).toContain(`<header><strong>${hers.name}</strong></header>`);
  expect(page).toMatch(new RegExp(`<title>Devis ${sent.name} \\| ${hers.name}</title>`));
  for (const fact of [
    hers.addressLines.join(", "),
    `mailto:${hers.email}`,
    `<span dir="ltr">${hers.phone}</span>`,
  ])
    expect(page, fact).toContain(fact);
  for (const stale of [company.name, company.email, company.phone.display]) expect(page).not.toContain(stale);
  // The PDF is the document as it was sent.
  const pdf = pdfText((await app.inject({ url: `${sent.url}/pdf` })).rawPayload);
  expect(pdf).toContain(company.phone.display);
});

test("accepting twice is one acceptance, one mail to the owner and one 'won'", async () => {
  const smtp = await startSmtpServer();
  const { app, call, enquire, quote } = await quotationDesk({
    env: { SMTP_URL: smtp.url },
    now: () => new Date("2026-11-26T09:00:00Z"),
  });
  const id = await enquire("es");
  const sent = await quote(id);
  const url = `${sent.url}/accept`;
  const first = await app.inject({ url, ...accept("Omar Haddad") });
  expect(first.statusCode).toBe(303);
  expect(first.headers.location).toBe(sent.url);
  const second = await app.inject({ url, ...accept("Someone Else") });
  expect(second.statusCode).toBe(303);

  const page = await app.inject({ url: sent.url ?? "" });
  expect(page.body).toContain("Aceptada el 26 de noviembre de 2026");
  expect(page.body).toContain("Por Omar Haddad.");
  expect(page.body).not.toContain("Someone Else");
  expect(page.body).not.toContain("<form");

  const acceptances = () =>
    smtp.received.filter(
      (m) => m.envelopeTo.includes(ownerInbox) && m.raw.includes("Message-ID: <accepted-"),
    );
  const owner = await eventually(() => acceptances()[0]);
  expect((await parseMail(owner.raw)).subject).toBe("Quotation accepted: Gulf Fresh Trading - USD 23,401.00");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(acceptances()).toHaveLength(1);

  const record = (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  expect(record.enquiry.status).toBe("won");
  expect(record.history.filter((h) => h.detail.includes("accepted by"))).toHaveLength(1);
  const { quotations } = (await call("GET", `/api/desk/enquiries/${id}/quotations`)).json();
  expect(quotations[0]).toMatchObject({
    acceptedName: "Omar Haddad",
    acceptedAt: "2026-11-26T09:00:00.000Z",
  });
});

test("acceptance needs a name and the confirmation, each refusal a sentence in the buyer's language", async () => {
  const { app, enquire, quote } = await quotationDesk();
  const sent = await quote(await enquire("fr"));
  const noName = await app.inject({ url: `${sent.url}/accept`, ...accept("  ") });
  expect(noName.statusCode).toBe(400);
  expect(noName.body).toContain("Veuillez écrire votre nom pour accepter le devis.");
  const unconfirmed = await app.inject({
    url: `${sent.url}/accept`,
    method: "POST",
    headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
    payload: "name=Jean",
  });
  expect(unconfirmed.statusCode).toBe(400);
  expect(unconfirmed.body).toContain("Veuillez cocher la case");
  const foreign = await app.inject({
    url: `${sent.url}/accept`,
    ...accept("Jean", { host: siteHeaders.host, origin: "https://evil.example" }),
  });
  expect(foreign.statusCode).toBe(403);
  // The page's no-referrer policy makes its own post say `Origin: null`; Sec-Fetch-Site tells where it is from.
  for (const [site, status] of [
    ["cross-site", 403],
    ["same-origin", 303],
  ] as const) {
    const nullOrigin = await app.inject({
      url: `${sent.url}/accept`,
      ...accept("Jean", { host: siteHeaders.host, origin: "null", "sec-fetch-site": site }),
    });
    expect(nullOrigin.statusCode, site).toBe(status);
  }
});

test("an expired quotation says so and cannot be accepted: 'Valid until' ends at midnight in Kolkata", async () => {
  const clock = manualClock(Date.parse("2026-11-26T09:00:00Z"));
  const { app, enquire, quote } = await quotationDesk({ now: clock.now });
  const sent = await quote(await enquire(), { validUntil: "2026-11-30" });
  // 30 November 23:59 in Kolkata (18:29 UTC) is still valid; a minute later it is not.
  clock.advance(Date.parse("2026-11-30T18:29:00Z") - clock.now().getTime());
  expect((await app.inject({ url: sent.url ?? "" })).body).toContain("Accept quotation");
  clock.advance(60_000);
  const page = await app.inject({ url: sent.url ?? "" });
  expect(page.body).toContain("This quotation has expired and can no longer be accepted.");
  expect(page.body).not.toContain("<form");
  const refused = await app.inject({ url: `${sent.url}/accept`, ...accept("Late Buyer") });
  expect(refused.statusCode).toBe(409);
  expect(refused.body).toContain("This quotation has expired");
});

test("a superseded quotation links to the current one and cannot be accepted", async () => {
  const { app, enquire, quote } = await quotationDesk();
  const id = await enquire();
  const first = await quote(id);
  const second = await quote(id);
  const page = await app.inject({ url: first.url ?? "" });
  expect(page.body).toContain("This quotation has been replaced by a newer one");
  expect(page.body).toContain(`<a href="${second.url}">See the current quotation</a>`);
  const refused = await app.inject({ url: `${first.url}/accept`, ...accept("Buyer") });
  expect(refused.statusCode).toBe(409);
  expect(refused.body).toContain("replaced by a newer one");
  expect((await app.inject({ url: `${second.url}/accept`, ...accept("Buyer") })).statusCode).toBe(303);
});

test("an unknown or malformed token is the site's plain NotFound page, 404, and says nothing more", async () => {
  const siteRoot = await tempDir();
  await mkdir(path.join(siteRoot, "404"), { recursive: true });
  await writeFile(path.join(siteRoot, "404", "index.html"), "<!doctype html><title>Page not found</title>");
  const { app } = await quotationDesk({ siteRoot });
  for (const url of [
    "/quotation/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "/quotation/short",
    "/quotation/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf",
  ]) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).toBe("<!doctype html><title>Page not found</title>");
  }
  const accepted = await app.inject({
    url: "/quotation/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/accept",
    ...accept("X"),
  });
  expect(accepted.statusCode).toBe(404);
});

test("requests per address are limited generously, and RATE_LIMIT_MAX=0 turns the limit off", async () => {
  const limited = await quotationDesk({ env: { RATE_LIMIT_MAX: "5" } });
  const sent = await limited.quote(await limited.enquire());
  const answers = [];
  for (let i = 0; i < 61; i++) answers.push((await limited.app.inject({ url: sent.url ?? "" })).statusCode);
  expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(answers[60]).toBe(429);

  const open = await quotationDesk();
  const again = await open.quote(await open.enquire());
  for (let i = 0; i < 70; i++) expect((await open.app.inject({ url: again.url ?? "" })).statusCode).toBe(200);
});
