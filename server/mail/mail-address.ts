// Google delivers googlemail.com to the same mailboxes as gmail.com, and ignores dots in their names.
const gmailDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, as one key: lower case, without its `+tag`, and for Gmail without dots.
 * Outside Gmail a dot may name another mailbox, so it stays. Taking `a+b@` for `a@` where a provider has no
 * tags can only make two mailboxes one: fewer acknowledgements, and a buyer's answer from a tagged address
 * of his own still recognised as his (received-mail.ts).
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at).split("+", 1)[0] ?? "";
  return gmailDomains.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}
