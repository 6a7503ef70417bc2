// The buyer's order page, rendered on the server as plain HTML in his language (Arabic right to left), with no
// script: the lines and totals, the milestones so far, what is paid and due, and the bank details the order
// keeps, with the warning that they never change by mail and, after a change she confirmed, its date.
import { type BankDetails, bankFields } from "#domain/orders/bank-details.ts";
import { documentReady, orderDocumentKinds } from "#domain/orders/documents.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { addressLines } from "#domain/site-content/company-facts.ts";
import type { Company } from "#domain/site-content/schema.ts";
import { buyerLineRows, buyerPageStyle } from "../quotations/page.ts";
import { dayInZone } from "../quotations/validity.ts";
import { longDate } from "../quotations/words.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import type { StoredDocument } from "./document-store.ts";
import { isPacked, orderName, orderPath, type StoredOrder } from "./store.ts";
import { type OrderLanguage, orderWords } from "./words.ts";

export type OrderPageState = {
  order: StoredOrder;
  company: Company;
  timeZone: string;
  /** Her documents she shared with the buyer. */
  sharedDocuments: StoredDocument[];
};

/** A document's name in the buyer's language; one of her own naming is shown as she named it. */
export const documentTitle = (words: OrderLanguage, d: Pick<StoredDocument, "kind" | "name">) =>
  d.kind === "other" ? d.name : words.uploaded[d.kind];

const style = `${buyerPageStyle}
h2{color:#163224;font-size:1.25rem;margin:1.75rem 0 .75rem}
ol.steps{list-style:none;padding:0;margin:0 0 1.25rem;display:grid;gap:.75rem}
ol.steps li{padding:.75rem 1rem;border-inline-start:4px solid #163224;background:#fff;border-radius:.25rem}
ol.steps dl{margin:.25rem 0 0}
.bank{border:2px solid #163224;border-radius:.5rem;padding:1rem;background:#fff}
.bank dl{margin-bottom:0}
.bank h2{margin-top:0}
@media (max-width:40rem){.bank dl,ol.steps dl{grid-template-columns:1fr;gap:0 1rem}.bank dd{margin-bottom:.5rem}}
.changed{background:#fde8e4;border:3px solid #a1260d;color:#5c1606;font-size:1.1rem}
.old{opacity:.75;text-decoration:line-through}
.documents{display:flex;flex-wrap:wrap;gap:.75rem}
ul.shared{list-style:none;padding:0;margin:0 0 1.25rem;display:grid;gap:.5rem}
ul.shared li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;padding:.5rem 1rem;background:#fff;border-radius:.25rem}
`;

export function orderPage({ order: o, company, timeZone, sharedDocuments }: OrderPageState): string {
  const words = orderWords[o.language];
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(words.locale, minor, o.currency));
  const day = (d: string) => e(longDate(o.language, d));
  const name = orderName(o);
  const { contact } = company;
  const c = words.columns;

  const rows = buyerLineRows(o.lines, words, money);

  const terms =
    o.paymentTerms === "advance" ? words.terms.advance(o.advancePercent ?? 0) : words.terms[o.paymentTerms];
  const facts = (
    [
      [words.orderedOn, day(dayInZone(new Date(o.createdAt), timeZone))],
      [words.expectedShipment, day(o.expectedShipment)],
      [words.incoterm, e(`${o.incoterm} ${o.port}`)],
      [words.paymentTerms, e(terms)],
      [words.consignee, e(o.consignee)],
      [words.notifyParty, e(o.notifyParty)],
    ] as const
  )
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `<dt>${e(label)}</dt><dd>${value}</dd>`)
    .join("");

  const steps = o.milestones
    .map((m) => {
      const details = Object.entries(m.details)
        .filter(([key]) => key in words.details)
        .map(([key, value]) => {
          const shown = key === "expectedArrival" && /^\d{4}-\d\d-\d\d$/.test(value) ? day(value) : e(value);
          return `<dt>${e(words.details[key as keyof typeof words.details])}</dt><dd dir="auto">${shown}</dd>`;
        });
      const electronic =
        m.kind === "documents-sent" && !m.details.courier && !m.details.tracking
          ? ` · ${e(words.electronic)}`
          : "";
      return `<li><strong>${e(words.milestones[m.kind])}</strong> · <time datetime="${e(m.on)}">${day(m.on)}</time>${electronic}${details.length ? `<dl>${details.join("")}</dl>` : ""}</li>`;
    })
    .join("\n");

  const documents = orderDocumentKinds
    .filter((kind) => documentReady(kind, isPacked(o)))
    .map(
      (kind) =>
        `<a class="button" href="${e(orderPath(o.token))}/${kind}" download>${e(words.download[kind])}</a>`,
    )
    .join("\n");

  const payments = o.payments
    .map(
      (p) =>
        `<tr><td>${day(p.on)}</td><td dir="auto">${e(p.reference)}</td><td class="n">${money(p.amountMinor)}</td></tr>`,
    )
    .join("\n");

  // Each link's name is 'Download'; which document it downloads is its description.
  const shared = sharedDocuments
    .map(
      (d) =>
        `<li><span id="document-${e(d.id)}" dir="auto">${e(documentTitle(words, d))}</span> <a class="button" href="${e(orderPath(o.token))}/documents/${e(d.id)}" aria-describedby="document-${e(d.id)}" download>${e(words.downloadFile)}</a></li>`,
    )
    .join("\n");

  const bankList = (bank: BankDetails) =>
    bankFields
      .filter((field) => bank[field] !== "")
      .map((field) => `<dt>${e(words.bank[field])}</dt><dd dir="ltr">${e(bank[field])}</dd>`)
      .join("");
  const entered = bankFields.some((field) => o.bank[field] !== "");
  const changed =
    o.bankChangedAt === null
      ? ""
      : `<p class="note changed" role="alert"><strong>${e(words.bankChanged(longDate(o.language, dayInZone(new Date(o.bankChangedAt), timeZone))))}</strong></p>`;
  const previous =
    o.previousBank && bankFields.some((field) => o.previousBank?.[field])
      ? `<details><summary>${e(words.previousBank)}</summary><dl class="old">${bankList(o.previousBank)}</dl></details>`
      : "";

  return `<!doctype html>
<html lang="${o.language}" dir="${words.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${e(words.title(name))} | ${e(company.name)}</title>
<link rel="icon" href="/favicon.ico">
<style>${style}</style>
</head>
<body>
<main>
<header><strong>${e(company.name)}</strong></header>
<h1>${e(words.title(name))}</h1>
${changed}
<dl>${facts}</dl>
<div class="lines"><table>
<thead><tr><th>${e(c.product)}</th><th class="n">${e(c.quantity)}</th><th>${e(c.unit)}</th><th class="n">${e(c.price)}</th><th class="n">${e(c.amount)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="4">${e(words.total)}</td><td class="n">${money(o.totalMinor)}</td></tr></tfoot>
</table></div>
<p class="documents">${documents}</p>
<h2>${e(words.documentsHeading)}</h2>
${shared ? `<ul class="shared">${shared}</ul>` : `<p>${e(words.noDocuments)}</p>`}
<h2>${e(words.progress)}</h2>
${steps ? `<ol class="steps">${steps}</ol>` : `<p>${e(words.noMilestones)}</p>`}
<h2>${e(words.payments)}</h2>
${payments ? `<div class="lines"><table><tbody>${payments}</tbody></table></div>` : `<p>${e(words.noPayments)}</p>`}
<dl>
<dt>${e(words.total)}</dt><dd>${money(o.totalMinor)}</dd>
<dt>${e(words.paid)}</dt><dd>${money(o.paidMinor)}</dd>
<dt>${e(words.outstanding)}</dt><dd><strong>${money(o.totalMinor - o.paidMinor)}</strong></dd>
</dl>
<section class="bank" aria-labelledby="bank">
<h2 id="bank">${e(words.bankDetails)}</h2>
<p class="note">${e(words.bankWarning)}</p>
${entered ? `<dl>${bankList(o.bank)}</dl>` : `<p>${e(words.bankNotEntered)}</p>`}
${previous}
</section>
<footer>${e(company.name)} · ${e(addressLines(contact.address).join(", "))}<br>${e(words.labels.email)}: <a href="mailto:${e(contact.email)}" dir="ltr">${e(contact.email)}</a> · ${e(words.labels.phone)}: <span dir="ltr">${e(contact.phone)}</span></footer>
</main>
</body>
</html>
`;
}
