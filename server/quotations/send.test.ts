import { expect, test } from "vitest";
import { company } from "#domain/company.ts";
import type { EnquiryRecord } from "#domain/desk/types.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { hers, instantPublisher, publishHerCompany } from "#tests/support/published-company.ts";
import { parseMail, pdfText, quotationDesk } from "#tests/support/quotation-desk.ts";
import { eventually, startSmtpServer, validEnquiry } from "#tests/support/test-helper.ts";

test("'Quotation' starts from the quote request and the product's facts in the buyer's language", async () => {
  const { call, enquire } = await quotationDesk({ now: () => new Date("2026-11-26T20:00:00Z") });
  const id = await enquire("es");
  const answer = await call("GET", `/api/desk/enquiries/${id}/quotations`);
  expect(answer.statusCode).toBe(200);
  const { prefill, quotations } = answer.json();
  expect(quotations).toEqual([]);
  expect(prefill).toMatchObject({
    currency: "USD",
    incoterm: "CIF",
    port: "Valencia",
    // 20:00 UTC is 01:30 on the 27th in Kolkata: 14 days from there.
    validUntil: "2026-12-11",
    message: expect.stringMatching(/^Estimado\/a Asha Rao:\n\nGracias por su consulta/),
    lines: [{ product: "Cebolla Roja", quantity: "20", unit: "MT", price: "" }],
  });
  expect(prefill.paymentTerms).toMatch(/por adelantado/);
  expect(prefill.leadTime).not.toBe("");
  expect(prefill.lines[0].description).not.toBe("");
});

test("the desk refuses a price typed as free text, too many decimals, or a total past twelve digits", async () => {
  const { call, enquire } = await quotationDesk();
  const id = await enquire();
  const { prefill } = (await call("GET", `/api/desk/enquiries/${id}/quotations`)).json();
  const withPrice = (price: string, currency = "USD", quantity = "20") =>
    call("POST", `/api/desk/enquiries/${id}/quotations`, {
      ...prefill,
      currency,
      lines: [{ ...prefill.lines[0], price, quantity }],
    });
  for (const price of ["USD 1,170", "1170.555", "-5", "0", "1e3"]) {
    const refused = await withPrice(price);
    expect(refused.statusCode, price).toBe(400);
    expect(refused.json().fields["lines.0.price"], price).toMatch(/Give a price above 0 in USD/);
  }
  expect((await withPrice("1170.5", "JPY")).statusCode).toBe(400);
  expect((await withPrice("0.125", "KWD")).statusCode).toBe(201);
  expect((await withPrice("9999999999", "USD", "100")).json().message).toMatch(/./);
  expect((await withPrice("1170", "USD", "100001")).json().fields["lines.0.quantity"]).toMatch(/100000 MT/);
});

test("'Send quotation' mails the buyer in his language with the PDF and the link; the enquiry is 'quoted'", async () => {
  const smtp = await startSmtpServer();
  const { call, enquire, quote } = await quotationDesk({
    env: { SMTP_URL: smtp.url },
    now: () => new Date("2026-11-26T09:00:00Z"),
  });
  const id = await enquire("es");
  const sent = await quote(id, { notes: "<b>Not bold</b>", validUntil: "2026-12-10" });
  expect(sent).toMatchObject({ number: 1, state: "sent", total: "23401.00", totalMinor: 2340100 });
  expect(sent.url).toMatch(/^\/quotation\/[\w-]{32}$/);

  const mail = await eventually(() => smtp.received.find((m) => m.envelopeTo.includes(validEnquiry.email)));
  const parsed = await parseMail(mail.raw);
  const record = (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  const reference = record.enquiry.reference;
  expect(parsed.subject).toBe(`Cotización ${reference}-1 de Vardhan Agro Exports`);
  expect(parsed.text).toContain("Gracias por su consulta");
  expect(parsed.text).toContain(`Ver y aceptar la cotización:\n${absoluteUrl(sent.url ?? "")}`);
  expect(parsed.html).not.toContain("<b>Not bold</b>");
  const [attachment] = parsed.attachments;
  expect(attachment?.filename).toBe(`Quotation ${reference}-1.pdf`);
  expect(attachment?.contentType).toBe("application/pdf");

  const text = pdfText(attachment?.content as Buffer);
  for (const expected of [
    `Cotización ${reference}-1`,
    "Cebolla Roja",
    "Jute bags",
    "50 kg, printed",
    "23.400,00 USD",
    "1,00 USD",
    "23.401,00 USD",
    "Válida hasta",
    "10 de diciembre de 2026",
    "CIF Valencia",
    "<b>Not bold</b>",
    "exports@vardhanagro.example",
  ])
    expect(text, expected).toContain(expected);

  expect(record.enquiry.status).toBe("quoted");
  expect(record.history.map((h) => h.detail)).toEqual(
    expect.arrayContaining([`Quotation ${reference}-1 sent: USD 23,401.00`, "Status: new → quoted"]),
  );
  const conversation = record.conversation.find((m) => m.subject.startsWith("Cotización"));
  expect(conversation).toMatchObject({ kind: "reply", author: "owner@example.com" });

  // Sent is sent: it cannot change or go twice.
  expect((await call("POST", `/api/desk/quotations/${sent.id}/send`)).statusCode).toBe(409);
  expect((await call("PUT", `/api/desk/quotations/${sent.id}`, {})).statusCode).toBe(400);
});

test("the company she publishes signs the next quotation at once: its mail and its PDF's letterhead", async () => {
  const smtp = await startSmtpServer();
  const { call, enquire, quote } = await quotationDesk({
    env: { SMTP_URL: smtp.url },
    publisher: instantPublisher,
  });
  const id = await enquire("es");
  await quote(id);
  await publishHerCompany(call);
  const revised = await quote(id);

  const mails = await eventually(() => {
    const toBuyer = smtp.received.filter((m) => m.envelopeTo.includes(validEnquiry.email));
    return toBuyer.length === 2 && toBuyer;
  });
  const parsed = await Promise.all(mails.map((mail) => parseMail(mail.raw)));
  const mail = parsed.find((m) => m.subject?.includes(revised.name));
  expect(mail?.subject).toBe(`Cotización ${revised.name} de ${hers.name}`);
  const text = mail?.text ?? "";
  for (const line of [hers.name, `Correo electrónico: ${hers.email}`, `Teléfono: ${hers.phone}`])
    expect(text.split("\n")).toContain(line);
  for (const stale of [company.name, company.email, company.phone.display]) {
    expect(text).not.toContain(stale);
    expect(mail?.html).not.toContain(stale);
  }

  const pdf = pdfText(mail?.attachments[0]?.content as Buffer);
  for (const fact of [hers.name, hers.email, hers.phone, ...hers.addressLines])
    expect(pdf, fact).toContain(fact);
  for (const stale of [company.name, company.email, company.phone.display]) expect(pdf).not.toContain(stale);
  // The one sent before the publish was signed with the facts of its day.
  const earlier = parsed.find((m) => m !== mail);
  expect(earlier?.subject).toContain(company.name);
  expect(pdfText(earlier?.attachments[0]?.content as Buffer)).toContain(company.phone.display);
});

test("'Revise' is number 2 of the enquiry; sending it supersedes number 1", async () => {
  const { call, enquire, quote } = await quotationDesk();
  const id = await enquire();
  const first = await quote(id);
  const second = await quote(id, { currency: "EUR" });
  expect(second).toMatchObject({ number: 2, state: "sent", currency: "EUR" });
  const { quotations } = (await call("GET", `/api/desk/enquiries/${id}/quotations`)).json();
  expect(quotations.map((q: { number: number; state: string }) => [q.number, q.state])).toEqual([
    [2, "sent"],
    [1, "superseded"],
  ]);
  expect(first.url).not.toBe(second.url);
});

test("a draft can be changed until it is sent; quotations of an unknown enquiry are 404", async () => {
  const { call, enquire } = await quotationDesk();
  const id = await enquire();
  const { prefill } = (await call("GET", `/api/desk/enquiries/${id}/quotations`)).json();
  const body = { ...prefill, lines: [{ ...prefill.lines[0], price: "100" }] };
  const draft = (await call("POST", `/api/desk/enquiries/${id}/quotations`, body)).json();
  expect(draft).toMatchObject({ state: "draft", total: "2000.00", url: null });
  const changed = await call("PUT", `/api/desk/quotations/${draft.id}`, {
    ...body,
    lines: [{ ...body.lines[0], price: "100.01" }],
  });
  expect(changed.json()).toMatchObject({ total: "2000.20" });
  expect((await call("GET", "/api/desk/enquiries/nothing/quotations")).statusCode).toBe(404);
  expect((await call("POST", "/api/desk/quotations/nothing/send")).statusCode).toBe(404);
});
