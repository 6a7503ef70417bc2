// The buyer's quotation page, rendered on the server as plain HTML in his language (Arabic right to left):
// readable on a phone, no script at all, and nothing of the enquiry but the quotation itself. Every value is
// escaped text; accepting is a plain form post to the page's own origin.
import { formatMoney, formatQuantity } from "#domain/quotations/money.ts";
import { addressLines } from "#domain/site-content/company-facts.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import { quotationName, quotationPath, type StoredQuotation } from "./store.ts";
import { dayInZone } from "./validity.ts";
import { longDate, quotationWords } from "./words.ts";

export type PageState = {
  quotation: StoredQuotation;
  expired: boolean;
  /** A superseded quotation's successor. */
  currentPath: string | undefined;
  /** A refusal of the last acceptance, as a sentence. */
  problem?: string;
  timeZone: string;
  /** The company as the owner has published it, at the moment the page is asked for. */
  company: Company;
};

/** The buyer's pages' one style sheet (the quotation's and the order's), inline: they load nothing else. */
export const buyerPageStyle = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Arial,"Noto Sans Arabic",sans-serif;color:#2a241d;background:#fbf8f1}
main{max-width:52rem;margin:0 auto;padding:1.25rem 1rem 3rem}
header{border-bottom:2px solid #163224;padding-bottom:.5rem;margin-bottom:1rem}
header strong{color:#163224;font-size:1.25rem}
h1{color:#163224;font-size:1.6rem;margin:.5rem 0 1rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{font-weight:700;color:#163224}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.lines{overflow-x:auto;margin-bottom:1.25rem}
table{border-collapse:collapse;width:100%;min-width:34rem}
th,td{text-align:start;padding:.5rem;border-bottom:1px solid #ebe0c8;vertical-align:top}
th{color:#163224;font-size:.875rem}
td.n,th.n{text-align:end;white-space:nowrap}
td small{display:block;color:#574a3c;white-space:pre-wrap}
tfoot td{font-weight:700;border-bottom:0;font-size:1.1rem}
.note{padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1.25rem;background:#fff4dc;border:1px solid #8a5a06}
.done{background:#e7f3ea;border-color:#163224}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start;margin-top:1.5rem}
form{display:grid;gap:.75rem;padding:1rem;border:1px solid #ebe0c8;border-radius:.5rem;background:#fff;flex:1 1 18rem}
label{font-weight:600}
input[type=text]{font:inherit;padding:.6rem;border:1px solid #574a3c;border-radius:.375rem;width:100%}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.check input{width:1.25rem;height:1.25rem;margin:.15rem 0 0}
button,.button{font:inherit;font-weight:700;padding:.7rem 1.1rem;border-radius:.375rem;border:2px solid #163224;cursor:pointer;text-decoration:none;display:inline-block}
button{background:#163224;color:#fff}.button{color:#163224;background:#fff}
@media (max-width:40rem){
table{min-width:0}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
tbody tr{display:grid;grid-template-columns:1fr 1fr;gap:.4rem 1rem;padding:.75rem 0;border-bottom:1px solid #ebe0c8}
tbody td{border:0;padding:0}
tbody td:first-child{grid-column:1/-1;font-weight:700}
tbody td small{font-weight:400}
td.n,th.n{text-align:start}
td[data-label]::before{content:attr(data-label);display:block;font-size:.75rem;font-weight:700;color:#163224}
tfoot tr{display:flex;justify-content:space-between;gap:1rem}
tfoot td{padding:.75rem 0}
}
footer{margin-top:2.5rem;font-size:.875rem;color:#574a3c;border-top:1px solid #ebe0c8;padding-top:1rem}
a{color:#8a5a06}
`;

type BuyerLine = {
  product: string;
  description: string;
  quantityMilli: number;
  unit: string;
  priceMinor: number;
  amountMinor: number;
};
type LineWords = {
  locale: string;
  columns: { quantity: string; unit: string; price: string; amount: string };
  units: Readonly<Record<string, string>>;
};

/** The lines' rows of a buyer's page (a quotation's, an order's): each cell labelled for the phone's layout. */
export function buyerLineRows(
  lines: readonly BuyerLine[],
  words: LineWords,
  money: (minor: number) => string,
) {
  const e = escapeHtml;
  const c = words.columns;
  return lines
    .map(
      (
        line,
      ) => `<tr><td>${e(line.product)}${line.description ? `<small>${e(line.description)}</small>` : ""}</td>
<td class="n" data-label="${e(c.quantity)}">${e(formatQuantity(words.locale, line.quantityMilli))}</td>
<td data-label="${e(c.unit)}">${e(words.units[line.unit] ?? line.unit)}</td>
<td class="n" data-label="${e(c.price)}">${money(line.priceMinor)}</td>
<td class="n" data-label="${e(c.amount)}">${money(line.amountMinor)}</td></tr>`,
    )
    .join("\n");
}

export function quotationPage({
  quotation: q,
  expired,
  currentPath,
  problem,
  timeZone,
  company,
}: PageState): string {
  const words = quotationWords[q.language];
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(words.locale, minor, q.currency));
  const name = quotationName(q);
  const path = quotationPath(q.token);
  const sentOn = q.sentAt ? dayInZone(new Date(q.sentAt), timeZone) : "";
  const acceptable = q.state === "sent" && q.acceptedAt === null && !expired;
  const { contact } = company;

  const notes: string[] = [];
  if (q.acceptedAt !== null) {
    const on = longDate(q.language, dayInZone(new Date(q.acceptedAt), timeZone));
    notes.push(
      `<p class="note done" role="status"><strong>${e(words.accepted(on))}</strong> ${e(words.acceptedBy(q.acceptedName ?? ""))}</p>`,
    );
  } else if (q.state === "superseded") {
    const link = currentPath ? ` <a href="${e(currentPath)}">${e(words.seeCurrent)}</a>` : "";
    notes.push(`<p class="note" role="status">${e(words.superseded)}${link}</p>`);
  } else if (expired) {
    notes.push(`<p class="note" role="status">${e(words.expired)}</p>`);
  }
  if (problem) notes.push(`<p class="note" role="alert">${e(problem)}</p>`);

  const c = words.columns;
  const rows = buyerLineRows(q.lines, words, money);
  const terms = (
    [
      [words.incoterm, `${q.incoterm} ${q.port}`],
      [words.paymentTerms, q.paymentTerms],
      [words.leadTime, q.leadTime],
      [words.notes, q.notes],
    ] as const
  )
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`)
    .join("");

  const accept = acceptable
    ? `<form method="post" action="${e(path)}/accept">
<label for="name">${e(words.yourName)}</label>
<input type="text" id="name" name="name" required maxlength="100" autocomplete="name">
<label class="check"><input type="checkbox" name="confirm" value="yes" required> <span>${e(words.confirm)}</span></label>
<div><button type="submit">${e(words.accept)}</button></div>
</form>`
    : "";

  return `<!doctype html>
<html lang="${q.language}" dir="${words.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${e(words.title(name))} | ${e(company.name)}</title>
<link rel="icon" href="/favicon.ico">
<style>${buyerPageStyle}</style>
</head>
<body>
<main>
<header><strong>${e(company.name)}</strong></header>
<h1>${e(words.title(name))}</h1>
${notes.join("\n")}
<dl>
<dt>${e(words.date)}</dt><dd>${e(sentOn && longDate(q.language, sentOn))}</dd>
<dt>${e(words.validUntil)}</dt><dd>${e(longDate(q.language, q.validUntil))}</dd>
</dl>
<div class="lines"><table>
<thead><tr><th>${e(c.product)}</th><th class="n">${e(c.quantity)}</th><th>${e(c.unit)}</th><th class="n">${e(c.price)}</th><th class="n">${e(c.amount)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="4">${e(words.total)}</td><td class="n">${money(q.totalMinor)}</td></tr></tfoot>
</table></div>
<dl>${terms}</dl>
<div class="actions">
<a class="button" href="${e(path)}/pdf" download>${e(words.download)}</a>
${accept}
</div>
<footer>${e(company.name)} · ${e(addressLines(contact.address).join(", "))}<br>${e(words.labels.email)}: <a href="mailto:${e(contact.email)}" dir="ltr">${e(contact.email)}</a> · ${e(words.labels.phone)}: <span dir="ltr">${e(contact.phone)}</span></footer>
</main>
</body>
</html>
`;
}
