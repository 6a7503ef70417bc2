// A quotation as an A4 PDF in the buyer's language: the letterhead, the buyer, the lines and the total, the
// Incoterms 2020 term with its named place, the validity, payment terms and lead time, and the company's
// contacts with the quotation's page. Every text is drawn as text (selectable, never markup); Arabic runs right
// to left with its columns mirrored (server/pdf/pdf-page.ts).

import { formatMoney, formatQuantity } from "#domain/quotations/money.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import {
  bold,
  colors,
  drawFooter,
  drawLetterhead,
  footerTop,
  letterheadOf,
  page,
  regular,
  startPdf,
  textWidth,
} from "../pdf/pdf-page.ts";
import { quotationName, quotationPath, type StoredQuotation } from "./store.ts";
import { longDate, type QuotationLanguage, quotationWords } from "./words.ts";

export type QuotationBuyer = { name: string; company: string };

/**
 * A table's columns from the left edge (mirrored in a right-to-left document), from their widths in order, each
 * with its gutter taken off.
 */
export function tableColumns<K extends string>(
  widths: Record<K, number>,
): Record<K, { x: number; width: number }> {
  let x = page.margin;
  const at = {} as Record<K, { x: number; width: number }>;
  for (const [key, width] of Object.entries(widths) as [K, number][]) {
    at[key] = { x, width: width - 8 };
    x += width;
  }
  return at;
}

/** The lines' table's columns. */
const columns = tableColumns({ item: 205, quantity: 60, unit: 62, price: 86, amount: textWidth - 413 });

const labelWidth = 130;

type Pdf = ReturnType<typeof startPdf>;
type Lines = StoredQuotation["lines"];
const cell = { size: 9, lineGap: 1.5 };

/**
 * A text she typed, in a right-to-left document: Arabic keeps its figures in their places as the catalogue's
 * texts do; a Latin one ("50 kg, printed") is isolated, so its number stays in front of its words.
 */
export const typedIn = (pdf: Pdf) => (text: string) =>
  !pdf.rightToLeft || text === ""
    ? text
    : /\p{Script=Arabic}/u.test(text)
      ? pdf.figures(text)
      : `\u2068${text}\u2069`;

/** Label and value rows from `y` (empty values left out), a new page when the next one would not fit; the y after. */
export function drawFacts(pdf: Pdf, rows: readonly [string, string][], top: number): number {
  let y = top;
  for (const [label, value] of rows.filter(([, text]) => text.trim() !== "")) {
    const valueSpan = regular(value, colors.ink);
    const height = pdf.heightOf(valueSpan, textWidth - labelWidth, cell);
    if (y + height > footerTop - 8) {
      pdf.doc.addPage();
      y = page.margin;
    }
    pdf.write([bold(label, colors.forest)], { x: page.margin, y, width: labelWidth - 8 }, cell);
    pdf.write([valueSpan], { x: page.margin + labelWidth, y, width: textWidth - labelWidth }, cell);
    y += height + 5;
  }
  return y;
}

/** The lines' table (a header row, each line with its description beneath, a rule between) and the total. */
export function drawLines(
  pdf: Pdf,
  words: Pick<QuotationLanguage, "columns" | "units" | "locale" | "total">,
  currency: string,
  lines: Lines,
  totalMinor: number,
  top: number,
): number {
  const { write, heightOf, fact } = pdf;
  const typed = typedIn(pdf);
  const money = (minor: number) => fact(formatMoney(words.locale, minor, currency));
  let y = top;
  const header = words.columns;
  const headerCells = [
    [columns.item, header.product],
    [columns.quantity, header.quantity],
    [columns.unit, header.unit],
    [columns.price, header.price],
    [columns.amount, header.amount],
  ] as const;
  const headerHeight = Math.max(
    ...headerCells.map(([box, text]) => heightOf(bold(text, ""), box.width, cell)),
  );
  for (const [box, text] of headerCells) write([bold(text, colors.forest)], { ...box, y }, cell);
  y += headerHeight + 4;
  pdf.rule(y, 1, colors.forest);
  for (const line of lines) {
    const product = bold(typed(line.product), colors.ink);
    const description = regular(typed(line.description), colors.muted);
    const height =
      heightOf(product, columns.item.width, cell) +
      (line.description ? heightOf(description, columns.item.width, cell) + 2 : 0);
    if (y + height + 12 > footerTop - 8) {
      pdf.doc.addPage();
      y = page.margin;
    }
    const lineTop = y + 5;
    const below = write([product], { ...columns.item, y: lineTop }, cell);
    if (line.description) write([description], { ...columns.item, y: below + 2 }, cell);
    write(
      [regular(fact(formatQuantity(words.locale, line.quantityMilli)), colors.ink)],
      { ...columns.quantity, y: lineTop },
      cell,
    );
    write([regular(words.units[line.unit], colors.ink)], { ...columns.unit, y: lineTop }, cell);
    write([regular(money(line.priceMinor), colors.ink)], { ...columns.price, y: lineTop }, cell);
    write([regular(money(line.amountMinor), colors.ink)], { ...columns.amount, y: lineTop }, cell);
    y = lineTop + height + 4;
    pdf.rule(y, 0.75, colors.rule);
  }
  const totalBox = { x: columns.price.x, y: y + 6, width: columns.price.width };
  write([bold(words.total, colors.forest)], totalBox, { size: 11 });
  return write([bold(money(totalMinor), colors.forest)], { ...columns.amount, y: y + 6 }, { size: 11 }) + 14;
}

export async function quotationPdf(
  q: StoredQuotation,
  buyer: QuotationBuyer,
  sentOn: string,
  company: Company,
): Promise<Buffer> {
  const words = quotationWords[q.language];
  const name = quotationName(q);
  // The owner's published company, as the spec sheets' letterhead shows it.
  const pdf = startPdf(q.language, letterheadOf(company, q.language), {
    Title: `${words.title(name)} | ${company.name}`,
  });
  const typed = typedIn(pdf);
  const full = { x: page.margin, width: textWidth };
  let y = drawLetterhead(pdf);

  y = pdf.write([bold(words.title(pdf.fact(name)), colors.forest)], { ...full, y: y + 16 }, { size: 20 }) + 8;
  y = drawFacts(
    pdf,
    [
      [words.buyer, typed([buyer.name, buyer.company].filter(Boolean).join(", "))],
      [words.date, longDate(q.language, sentOn)],
      [words.validUntil, longDate(q.language, q.validUntil)],
    ],
    y,
  );
  y = drawLines(pdf, words, q.currency, q.lines, q.totalMinor, y + 10);
  drawFacts(
    pdf,
    [
      [words.incoterm, typed(`${q.incoterm} ${q.port}`)],
      [words.paymentTerms, typed(q.paymentTerms)],
      [words.leadTime, typed(q.leadTime)],
      [words.notes, typed(q.notes)],
    ],
    y,
  );
  drawFooter(pdf, absoluteUrl(quotationPath(q.token)));
  return pdf.finish();
}
