import type { VisitorsReport } from "#domain/desk/types.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { escapeHtml } from "../shared/escape-html.ts";

/** An enquiry still waiting for its first answer, as the summary lists it. */
export type Unanswered = { id: string; name: string; company: string; receivedAt: string };

export type WeeklySummaryFacts = {
  /** The week reported, Monday to Sunday in the site's time zone (the report's from and to). */
  report: VisitorsReport;
  unanswered: { total: number; latest: readonly Unanswered[] };
  /** Absolute links into the desk. */
  links: { visitors: string; enquiry: (id: string) => string; waiting: string };
};

const topRows = 5;
const count = (n: number) => n.toLocaleString("en");
const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

/** "+12%", "−3%", "new" (from nothing), "same"; figures a week apart, for reading at a glance. */
function change(now: number, before: number): string {
  if (now === before) return "same as the week before";
  if (before === 0) return "none the week before";
  const delta = Math.round(((now - before) / before) * 100);
  return `${delta > 0 ? "+" : "−"}${Math.abs(delta)}% on the week before (${count(before)})`;
}

function lines(report: VisitorsReport) {
  const { current: c, previous: p } = report;
  const won = c.acceptedValue.map((v) => formatMoney("en", v.minor, v.currency)).join(", ");
  return {
    figures: [
      ["Visitors", count(c.visitors), change(c.visitors, p.visitors)],
      ["Enquiries", count(c.enquiries), change(c.enquiries, p.enquiries)],
      ["Conversion", percent(c.conversion), `${percent(p.conversion)} the week before`],
      ["Quotations accepted", count(c.quotationsAccepted), won === "" ? "" : `worth ${won}`],
    ] as const,
    tops: [
      ["Top sources", report.source],
      ["Top countries", report.country],
      ["Top products", report.product],
    ] as const,
  };
}

const rowText = (row: VisitorsReport["source"][number]) =>
  `${row.label}: ${count(row.visitors)} visitors, ${count(row.enquiries)} enquiries`;

/**
 * The owner's weekly summary, as plain text and HTML with the same content: last week's figures against the
 * week before, the top sources, countries and products, the enquiries still waiting for an answer, and links
 * into the desk. Every name (a country's, a product's, a buyer's) is escaped in the HTML part.
 */
export function composeWeeklySummary({ report, unanswered, links }: WeeklySummaryFacts) {
  const { figures, tops } = lines(report);
  const subject = `Your week on the website: ${count(report.current.visitors)} visitors, ${count(report.current.enquiries)} enquiries`;
  const week = `${report.from} to ${report.to}`;
  const waitingLine =
    unanswered.total === 0
      ? "Every enquiry has been answered."
      : `${count(unanswered.total)} ${unanswered.total === 1 ? "enquiry is" : "enquiries are"} still waiting for an answer.`;

  const text = [
    `Last week on the website (${week}):`,
    "",
    ...figures.map(([label, value, note]) => `${label}: ${value}${note ? ` (${note})` : ""}`),
    ...tops.flatMap(([heading, rows]) => [
      "",
      `${heading}:`,
      ...(rows.length === 0 ? ["none"] : rows.slice(0, topRows).map((row) => `- ${rowText(row)}`)),
    ]),
    "",
    waitingLine,
    ...unanswered.latest.map(
      (e) => `- ${e.name}${e.company ? `, ${e.company}` : ""}: ${links.enquiry(e.id)}`,
    ),
    "",
    `Visitors in the desk: ${links.visitors}`,
    "",
    "You get this mail because you turned on 'Weekly summary by mail' on the desk's Visitors page; turn it off there.",
    "",
  ].join("\n");

  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html><body>
<p>Last week on the website (${week}):</p>
<table cellpadding="4">${figures
    .map(
      ([label, value, note]) =>
        `<tr><th align="left">${label}</th><td align="right">${value}</td><td>${escapeHtml(note)}</td></tr>`,
    )
    .join("")}</table>
${tops
  .map(
    ([heading, rows]) =>
      `<h3>${heading}</h3>${
        rows.length === 0
          ? "<p>none</p>"
          : `<ul>${rows
              .slice(0, topRows)
              .map((row) => `<li>${escapeHtml(rowText(row))}</li>`)
              .join("")}</ul>`
      }`,
  )
  .join("\n")}
<p>${waitingLine}${unanswered.total > 0 ? ` ${link(links.waiting, "Open them")}` : ""}</p>
${
  unanswered.latest.length === 0
    ? ""
    : `<ul>${unanswered.latest
        .map((e) => `<li>${link(links.enquiry(e.id), `${e.name}${e.company ? `, ${e.company}` : ""}`)}</li>`)
        .join("")}</ul>`
}
<p>${link(links.visitors, "Visitors in the desk")}</p>
<p style="color:#666">You get this mail because you turned on 'Weekly summary by mail' on the desk's Visitors page; turn it off there.</p>
</body></html>
`;
  return { subject, text, html };
}
