import { company as codeCompany } from "../content/company.ts";

/**
 * A catalogue's words that mention the company ("About Us | Vardhan Agro Exports") were written with the code's
 * default name; shown on a page or in a mail, they name the company as she published it. Her own texts never
 * pass through here: what she writes is hers.
 */
export function companyNamed(text: string, name: string): string {
  return name === codeCompany.name ? text : text.replaceAll(codeCompany.name, name);
}
