// Apart from company-facts.ts on purpose: the pages' header (hydrated on /sign-in) uses it, and it must not
// bring the content's schemas (zod) into that page's script.
import { company as codeCompany } from "../company.ts";

/**
 * A catalogue text with the company named as the owner published it. The code's catalogues (domain/words/)
 * are interface words, not her content, yet a few of them mention the company ("Your enquiry to Vardhan Agro
 * Exports", "Quotation Q-12 from …", the starter reply templates' signature): they embed the code's default name
 * when their module loads, before any content is read. Every such text is passed through here where it is sent,
 * so the name she published replaces the default. The published name already in a text is left alone, so a
 * name that extends the default ("Vardhan Agro Exports Pvt Ltd") is not extended twice.
 */
export function companyNamed(text: string, name: string): string {
  const defaultName = codeCompany.name;
  if (name === defaultName || !text.includes(defaultName)) return text;
  // split/join rather than replaceAll: a "$&" in her name must stay text, not a replacement pattern.
  return text
    .split(name)
    .map((part) => part.split(defaultName).join(name))
    .join(name);
}
