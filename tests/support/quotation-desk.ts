// Shared by the quotation tests: the app with an owner signed in, an enquiry with a quote request sent from a
// page in a given language, and a quotation written and sent for it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { AppOptions } from "#server/app.ts";
import type { QuotationView } from "#server/quotations/store.ts";
import { addOwner, buildTestApp, signIn, siteHeaders, validEnquiry } from "./test-helper.ts";

export const owner = "owner@example.com";

/** What a desktop Chrome sends when its user follows a link to a page: the headers of a buyer's view. */
export const browserNavigation = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "navigate",
  "sec-fetch-user": "?1",
  "sec-fetch-dest": "document",
};
export const ownerInbox = "sales@agro.example";

export async function quotationDesk(
  options: { env?: Record<string, string>; siteRoot?: string } & Pick<
    AppOptions,
    "now" | "publisher" | "pushAgent" | "documentCaps"
  > = {},
) {
  const { env, ...rest } = options;
  const app = await buildTestApp({
    env: { ENQUIRY_TO: ownerInbox, MAIL_FROM: "Website <web@agro.example>", ...env },
    ...rest,
  });
  await addOwner(app.dataDir, owner);
  const { cookie } = await signIn(app, owner);
  const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
    app.inject({ method, url, headers: { ...siteHeaders, cookie }, ...(payload ? { payload } : {}) });

  /** An enquiry for 20 MT of red onions, CIF Valencia, from the page in `lang`. */
  async function enquire(lang = "en", fields: Partial<typeof validEnquiry> = {}) {
    const response = await app.inject({
      method: "POST",
      url: "/api/send-email",
      headers: { "content-language": lang },
      payload: {
        ...validEnquiry,
        company: "Gulf Fresh Trading",
        ...fields,
        quote: { product: "red-onions", quantity: 20, unit: "MT", port: "Valencia", incoterm: "CIF" },
      },
    });
    return response.json().id as string;
  }

  /** Writes a quotation from the prefill with these prices and sends it. */
  async function quote(enquiryId: string, changes: Record<string, unknown> = {}): Promise<QuotationView> {
    const { prefill } = (await call("GET", `/api/desk/enquiries/${enquiryId}/quotations`)).json();
    const lines = [
      { ...prefill.lines[0], price: "1170" },
      { product: "Jute bags", description: "50 kg, printed", quantity: "4", unit: "kg", price: "0.25" },
    ];
    const draft = await call("POST", `/api/desk/enquiries/${enquiryId}/quotations`, {
      ...prefill,
      lines,
      ...changes,
    });
    if (draft.statusCode !== 201) throw new Error(draft.body);
    const sent = await call("POST", `/api/desk/quotations/${draft.json().id}/send`);
    if (sent.statusCode !== 200) throw new Error(sent.body);
    return sent.json();
  }

  /** The buyer accepts a sent quotation on his page, as its form posts. */
  async function accept(quotation: QuotationView): Promise<void> {
    const accepted = await app.inject({
      method: "POST",
      url: `${quotation.url}/accept`,
      headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ name: "Omar Haddad", confirm: "yes" }).toString(),
    });
    if (accepted.statusCode !== 303)
      throw new Error(`accepting answered ${accepted.statusCode}: ${accepted.body}`);
  }

  return { app, call, cookie, enquire, quote, accept };
}

/** A PDF's text as pdftotext reads it (in reading order for right-to-left text too). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quotation-pdf-"));
  try {
    const file = path.join(dir, "q.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A raw mail read as a mail program reads it: its subject, text and attachments. */
export const parseMail = (raw: string) => simpleParser(raw);
