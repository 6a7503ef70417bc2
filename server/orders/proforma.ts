// The order's 'Proforma invoice' as an A4 PDF in the buyer's language (Arabic right to left), drawn with the
// quotation's pieces: the letterhead, the buyer's side of the order, the lines and total as the order keeps
// them (the accepted quotation's, to the minor unit), the terms, and the bank details the order keeps with the
// warning that they never change by mail. Made from the order when asked for: nothing in it changes by itself.
import { bankFields } from "#domain/orders/bank-details.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import {
  bold,
  colors,
  drawFooter,
  drawLetterhead,
  letterheadOf,
  page,
  startPdf,
  textWidth,
} from "../pdf/pdf-page.ts";
import { drawFacts, drawLines, typedIn } from "../quotations/pdf.ts";
import { dayInZone } from "../quotations/validity.ts";
import { longDate } from "../quotations/words.ts";
import { orderName, orderPath, type StoredOrder } from "./store.ts";
import { orderWords } from "./words.ts";

export async function proformaPdf(o: StoredOrder, company: Company, timeZone: string): Promise<Buffer> {
  const words = orderWords[o.language];
  const title = `${words.proforma} ${orderName(o)}`;
  const pdf = startPdf(o.language, letterheadOf(company, o.language), {
    Title: `${title} | ${company.name}`,
  });
  // A table cell is one paragraph: lines typed in a textarea (the consignee, the bank's address) join with commas.
  const typed = (text: string) =>
    typedIn(pdf)(
      text
        .split(/\s*\n\s*/)
        .filter(Boolean)
        .join(", "),
    );
  const full = { x: page.margin, width: textWidth };
  let y = drawLetterhead(pdf);
  const heading = `${words.proforma} ${pdf.fact(orderName(o))}`;
  y = pdf.write([bold(heading, colors.forest)], { ...full, y: y + 16 }, { size: 20 }) + 8;
  const terms =
    o.paymentTerms === "advance" ? words.terms.advance(o.advancePercent ?? 0) : words.terms[o.paymentTerms];
  y = drawFacts(
    pdf,
    [
      [words.orderedOn, longDate(o.language, dayInZone(new Date(o.createdAt), timeZone))],
      [words.consignee, typed(o.consignee)],
      [words.notifyParty, typed(o.notifyParty)],
      [words.expectedShipment, longDate(o.language, o.expectedShipment)],
    ],
    y,
  );
  y = drawLines(pdf, words, o.currency, o.lines, o.totalMinor, y + 10);
  y = drawFacts(
    pdf,
    [
      [words.incoterm, typed(`${o.incoterm} ${o.port}`)],
      [words.paymentTerms, terms],
    ],
    y,
  );
  y = pdf.write([bold(words.bankDetails, colors.forest)], { ...full, y: y + 8 }, { size: 12 }) + 6;
  y = drawFacts(
    pdf,
    bankFields.map((field) => [words.bank[field], o.bank[field] && typed(o.bank[field])] as [string, string]),
    y,
  );
  pdf.write([bold(words.bankWarning, colors.ink)], { ...full, y: y + 4 }, { size: 9, lineGap: 1.5 });
  drawFooter(pdf, absoluteUrl(orderPath(o.token)));
  return pdf.finish();
}
