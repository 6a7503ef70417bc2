// Providers that deliver every dotted spelling of a local part to the same mailbox (Gmail's own rule).
const dotlessDomains = new Set(["gmail.com"]);
const sameDomain: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, as mail systems compare addresses: case ignored, a `+tag` dropped (the
 * sub-addressing Gmail, Outlook, iCloud, Fastmail, Proton and most hosts deliver to the same mailbox), and
 * dots ignored where the provider ignores them. Two addresses with the same key reach the same person.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  const rawDomain = trimmed.slice(at + 1).replace(/\.$/, "");
  const domain = sameDomain[rawDomain] ?? rawDomain;
  const [base = ""] = trimmed.slice(0, at).split("+");
  const local = base === "" ? trimmed.slice(0, at) : base;
  return `${dotlessDomains.has(domain) ? local.replaceAll(".", "") : local}@${domain}`;
}
