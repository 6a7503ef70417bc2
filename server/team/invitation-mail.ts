// The mail that carries an invitation's link: plain words, the role, who sent it and until when it works, in
// the invitation's language (the desk's language the new person will read).
import type { DeskLanguage } from "#domain/desk/desk-language.ts";
import { type Role, roleNamesIn } from "#domain/desk/roles.ts";
import { languages } from "#domain/i18n.ts";
import { escapeHtml } from "../shared/escape-html.ts";
import type { InvitationMailRow } from "./invitation-store.ts";

type Facts = { invitedBy: string; company: string; role: string; until: string };

/** Each sentence takes its facts already escaped for HTML, or as they are for the plain part. */
const words = {
  en: {
    roles: roleNamesIn.en,
    until: (at: Date) => at.toUTCString(),
    subject: (company: string) => `${company}: you are invited to the desk`,
    invites: (f: Facts) => `${f.invitedBy} invites you to the desk of ${f.company}, as ${f.role}.`,
    plainLink: (f: Facts) => [
      "Open this link to choose a password or add a passkey; it works once, until",
      `${f.until}:`,
    ],
    accept: "Accept the invitation",
    afterAccept: (f: Facts) =>
      ` to choose a password or add a passkey. The link works once, until ${f.until}.`,
    ignore: "If you did not expect this mail, you can ignore it.",
  },
  ar: {
    roles: roleNamesIn.ar,
    until: (at: Date) =>
      `${at.toLocaleString("ar-u-nu-latn", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" })} (UTC)`,
    subject: (company: string) => `${company}: دعوة إلى لوحة التحكم`,
    invites: (f: Facts) => `يدعوك ${f.invitedBy} إلى لوحة التحكم لدى ${f.company}، بدور «${f.role}».`,
    plainLink: (f: Facts) => [
      "افتح هذا الرابط لتختار كلمة مرور أو تضيف مفتاح مرور؛ يعمل مرة واحدة فقط، حتى",
      `${f.until}:`,
    ],
    accept: "اقبل الدعوة",
    afterAccept: (f: Facts) =>
      ` لتختار كلمة مرور أو تضيف مفتاح مرور. يعمل الرابط مرة واحدة فقط، حتى ${f.until}.`,
    ignore: "إن لم تكن تنتظر هذه الرسالة، فيمكنك تجاهلها.",
  },
} satisfies Record<DeskLanguage, { roles: Record<Role, string> } & Record<string, unknown>>;

export function invitationMail(row: InvitationMailRow, company: string) {
  const w = words[row.language];
  const facts: Facts = {
    invitedBy: row.invitedBy,
    company,
    role: w.roles[row.role],
    until: w.until(new Date(row.expiresAt)),
  };
  const lines = [w.invites(facts), "", ...w.plainLink(facts), "", row.link, "", w.ignore];
  const e = escapeHtml;
  const { dir } = languages[row.language];
  // An address or a Latin name inside Arabic words keeps its own direction.
  const isolated = (text: string) => (dir === "rtl" ? `<bdi>${e(text)}</bdi>` : e(text));
  const html: Facts = {
    invitedBy: isolated(facts.invitedBy),
    company: isolated(company),
    role: e(facts.role),
    until: e(facts.until),
  };
  return {
    subject: w.subject(company),
    text: lines.join("\n"),
    html: `<!doctype html><html lang="${row.language}"${dir === "rtl" ? ' dir="rtl"' : ""}><body>
<p>${w.invites(html)}</p>
<p><a href="${e(row.link)}">${w.accept}</a>${w.afterAccept(html)}</p>
<p>${w.ignore}</p>
</body></html>`,
  };
}
