// An order's documents as A4 PDFs in the buyer's language (Arabic right to left): the 'Proforma invoice', and
// once packed the 'Commercial invoice' and the 'Packing list'. One frame for all three, drawn with the
// quotation's pieces: the letterhead, the document's number, the buyer's side of the order, then what each
// document is for (the lines and total as the order keeps them, to the minor unit; or each line's packages and
// weights with their sums), the terms, and the bank details the order keeps with the warning that they never
// change by mail, naming the order's page where to check them. Made from the order when asked for.

import { bankFields } from "#domain/orders/bank-details.ts";
import { documentNumber, type OrderDocumentKind } from "#domain/orders/documents.ts";
import { formatQuantity } from "#domain/quotations/money.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import {
  bold,
  colors,
  drawFooter,
  drawLetterhead,
  footerTop,
  letterheadOf,
  type PdfPage,
  page,
  regular,
  startPdf,
  textWidth,
} from "../pdf/pdf-page.ts";
import { drawFacts, drawLines, tableColumns, typedIn } from "../quotations/pdf.ts";
import { dayInZone } from "../quotations/validity.ts";
import { longDate } from "../quotations/words.ts";
import { type LinePacking, orderName, orderPath, type StoredOrder } from "./store.ts";
import { type OrderLanguage, orderWords } from "./words.ts";

const cell = { size: 9, lineGap: 1.5 };

/** The packing list's columns. */
const packingColumns = tableColumns({ item: 200, packages: 135, net: 80, gross: textWidth - 415 });

/** Each line's packages and weights, and their sums under a rule. Returns the y below. */
function drawPacking(pdf: PdfPage, words: OrderLanguage, o: StoredOrder, top: number): number {
  const typed = typedIn(pdf);
  const kg = (grams: number) => pdf.fact(formatQuantity(words.locale, grams));
  const number = (n: number) => new Intl.NumberFormat(words.locale).format(n);
  const count = (n: number) => pdf.fact(number(n));
  const c = packingColumns;
  const row = (cells: [typeof c.item, string, boolean][], y: number) => {
    const heights = cells.map(([box, text, strong]) =>
      pdf.heightOf((strong ? bold : regular)(text, colors.ink), box.width, cell),
    );
    for (const [box, text, strong] of cells)
      pdf.write([(strong ? bold : regular)(text, strong ? colors.forest : colors.ink)], { ...box, y }, cell);
    return y + Math.max(...heights);
  };
  let y = row(
    [
      [c.item, words.columns.product, true],
      [c.packages, words.packing.packages, true],
      [c.net, words.packing.net, true],
      [c.gross, words.packing.gross, true],
    ],
    top,
  );
  pdf.rule(y + 4, 1, colors.forest);
  y += 4;
  const sum = { packageCount: 0, netGrams: 0, grossGrams: 0 };
  for (const line of o.lines) {
    const p = line.packing as LinePacking;
    sum.packageCount += p.packageCount;
    sum.netGrams += p.netGrams;
    sum.grossGrams += p.grossGrams;
    if (y + 40 > footerTop - 8) {
      pdf.doc.addPage();
      y = page.margin;
    }
    y = row(
      [
        [c.item, typed(line.product), false],
        // One text, so a Latin "800 bags of 25 kg" keeps its count in front in Arabic too.
        [c.packages, typed(`${number(p.packageCount)} ${p.packageKind}`), false],
        [c.net, kg(p.netGrams), false],
        [c.gross, kg(p.grossGrams), false],
      ],
      y + 5,
    );
    pdf.rule(y + 4, 0.75, colors.rule);
    y += 4;
  }
  return (
    row(
      [
        [c.item, words.total, true],
        [c.packages, count(sum.packageCount), true],
        [c.net, kg(sum.netGrams), true],
        [c.gross, kg(sum.grossGrams), true],
      ],
      y + 6,
    ) + 14
  );
}

export async function orderDocumentPdf(
  kind: OrderDocumentKind,
  o: StoredOrder,
  company: Company,
  timeZone: string,
): Promise<Buffer> {
  const words = orderWords[o.language];
  const number = documentNumber(orderName(o), kind);
  const title = words.documents[kind];
  const pdf = startPdf(o.language, letterheadOf(company, o.language), {
    Title: `${title} ${number} | ${company.name}`,
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
  const day = (d: string) => longDate(o.language, d);
  let y = drawLetterhead(pdf);
  y =
    pdf.write([bold(`${title} ${pdf.fact(number)}`, colors.forest)], { ...full, y: y + 16 }, { size: 20 }) +
    8;
  const packed = o.milestones.find((m) => m.kind === "packed");
  y = drawFacts(
    pdf,
    [
      [words.orderedOn, day(dayInZone(new Date(o.createdAt), timeZone))],
      [words.packedOn, kind !== "proforma" && packed ? day(packed.on) : ""],
      [words.consignee, typed(o.consignee)],
      [words.notifyParty, typed(o.notifyParty)],
      [words.expectedShipment, kind === "proforma" ? day(o.expectedShipment) : ""],
    ],
    y,
  );
  y =
    kind === "packing-list"
      ? drawPacking(pdf, words, o, y + 10)
      : drawLines(pdf, words, o.currency, o.lines, o.totalMinor, y + 10);
  const terms =
    o.paymentTerms === "advance" ? words.terms.advance(o.advancePercent ?? 0) : words.terms[o.paymentTerms];
  y = drawFacts(
    pdf,
    [
      [words.incoterm, typed(`${o.incoterm} ${o.port}`)],
      [words.paymentTerms, kind === "packing-list" ? "" : terms],
    ],
    y,
  );
  y = pdf.write([bold(words.bankDetails, colors.forest)], { ...full, y: y + 8 }, { size: 12 }) + 6;
  y = drawFacts(
    pdf,
    bankFields.map((field) => [words.bank[field], o.bank[field] && typed(o.bank[field])] as [string, string]),
    y,
  );
  const url = absoluteUrl(orderPath(o.token));
  pdf.write(
    [bold(words.bankWarningAt(pdf.fact(url)), colors.ink)],
    { ...full, y: y + 4 },
    { size: 9, lineGap: 1.5 },
  );
  drawFooter(pdf, url);
  return pdf.finish();
}
