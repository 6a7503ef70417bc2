// The owner's published company facts as the pages, mails and PDFs use them: read from her
// content at the moment a text is composed, so a publish reaches the next mail at once.
import { company as codeCompany } from "../company.ts";
import { companyNamed } from "./company-named.ts";
import type { Company } from "./schema.ts";
import { textIn } from "./texts.ts";

/**
 * The starter reply templates (domain/reply-templates/starter-templates.ts) are stored once, when the templates table is
 * made, signed with the code's default name and phone; from then on they are hers. Her published name and phone
 * replace those defaults in a template filled in for a reply; whatever she typed herself stays.
 */
export function withPublishedFacts(text: string, company: Company): string {
  const named = companyNamed(text, company.name);
  const defaultPhone = codeCompany.phone.display;
  return company.contact.phone === defaultPhone
    ? named
    : named.split(defaultPhone).join(company.contact.phone);
}

/** Her address, one line per line she typed, blank lines left out. */
export function addressLines(address: string): string[] {
  return address
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The name the reply templates sign with ({{owner}}). The desk knows its owners by e-mail address only, so it is
 * the sales director of her published directors' line, "Rohan Deshmukh (Sales), Priya Deshmukh (Marketing)":
 * the one whose role mentions sales, else the first named, without the role; the company's name when the line
 * names nobody. Names are read from the English text (a name is written the same in every language).
 */
export function salesDirectorOf(company: Company): string {
  const directors = textIn(company.overview.directors, "en")
    // Commas, semicolons and line breaks separate directors, except inside a role's parentheses.
    .split(/[,;\n](?![^(]*\))/)
    .map((entry) => ({
      name: entry
        .replace(/\([^)]*\)?/g, "")
        .replace(/\s+[-–—:]\s+.*$/, "")
        .trim(),
      sales: /\bsales\b/i.test(entry),
    }))
    .filter((director) => director.name !== "");
  return (directors.find((director) => director.sales) ?? directors[0])?.name ?? company.name;
}
