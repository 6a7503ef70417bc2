// The mail that carries an invitation's link: plain words, the role, who sent it and until when it works.
import { roleLabels } from "#domain/desk/roles.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import type { InvitationMailRow } from "./invitation-store.ts";

export function invitationMail(row: InvitationMailRow, company: string) {
  const until = new Date(row.expiresAt).toUTCString();
  const role = roleLabels[row.role];
  const subject = `${company}: you are invited to the desk`;
  const lines = [
    `${row.invitedBy} invites you to the desk of ${company}, as ${role}.`,
    "",
    "Open this link to choose a password or add a passkey; it works once, until",
    `${until}:`,
    "",
    row.link,
    "",
    "If you did not expect this mail, you can ignore it.",
  ];
  const e = escapeHtml;
  const html = `<!doctype html><html lang="en"><body>
<p>${e(row.invitedBy)} invites you to the desk of ${e(company)}, as ${e(role)}.</p>
<p><a href="${e(row.link)}">Accept the invitation</a> to choose a password or add a passkey. The link works once, until ${e(until)}.</p>
<p>If you did not expect this mail, you can ignore it.</p>
</body></html>`;
  return { subject, text: lines.join("\n"), html };
}
