import { withoutReferences } from "../enquiries/enquiry-reference.ts";
import type { StoredEnquiry } from "../enquiries/enquiry-store.ts";
import { escapeHtml } from "../shared/escape-html.ts";

export type EnquiryMail = {
  /** The enquiry id: the mail's stable identity across retries. */
  id: string;
  subject: string;
  replyTo: { name: string; address: string };
  text: string;
  html: string;
};

/** Header text stays on one line whatever the buyer typed (nodemailer also folds CR/LF; this is the belt). */
export function oneLine(value: string, max = 80): string {
  const flat = value.replace(/[\s\p{Cc}]+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function quoteLines(enquiry: StoredEnquiry): [string, string][] {
  const lines: [string, string | null][] = [
    ["Product", enquiry.quoteProduct],
    [
      "Quantity",
      enquiry.quoteQuantity === null ? null : `${enquiry.quoteQuantity} ${enquiry.quoteUnit ?? ""}`.trim(),
    ],
    ["Destination port", enquiry.quotePort],
    ["Incoterm", enquiry.quoteIncoterm],
    ["Samples", enquiry.quoteSamples === null ? null : enquiry.quoteSamples === 1 ? "yes" : "no"],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null);
}

/** The notification the owner gets for one enquiry: every buyer value is escaped in the HTML part. */
export function composeEnquiryMail(enquiry: StoredEnquiry): EnquiryMail {
  const details: [string, string][] = [
    ["Name", enquiry.name],
    ["Company", enquiry.company],
    ["Email", enquiry.email],
    ["Mobile", enquiry.phone],
    // The quote details the buyer gave, each only when given.
    ...quoteLines(enquiry),
    ["Received", enquiry.receivedAt],
    ["Enquiry id", enquiry.id],
  ];
  const text = [
    "A new enquiry came in through the website's contact form. Reply to this e-mail to answer the buyer.",
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
  ].join("\n");
  const rows = details
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = `<!doctype html><html><body>
<p>A new enquiry came in through the website's contact form. Reply to this e-mail to answer the buyer.</p>
<table cellpadding="4">${rows}</table>
<p><strong>Message:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>
</body></html>`;
  return {
    id: enquiry.id,
    subject: withoutReferences(`Website enquiry from ${oneLine(enquiry.name)} (${oneLine(enquiry.company)})`),
    replyTo: { name: oneLine(enquiry.name, 100), address: enquiry.email },
    text,
    html,
  };
}
