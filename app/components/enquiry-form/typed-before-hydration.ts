import type { Enquiry } from "#domain/enquiry/enquiry.ts";
import { incoterms, quoteUnits } from "#domain/enquiry/quote.ts";
import { emptyQuote, type QuoteFields } from "./quote-details.tsx";

/** The form's text fields as it holds them. */
export type TextFields = Omit<Enquiry, "phone" | "quote">;

/** What a visitor typed into the form before its island hydrated: until then it is a plain HTML form. */
export type TypedValues = { fields: TextFields; phone: string; quote: QuoteFields };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Reads the form as the visitor left it, for the island to start from: React keeps a field's typed text in
 * the page when it hydrates, but its state would start empty and the next render would clear the field.
 */
export function typedBeforeHydration(form: HTMLFormElement | null | undefined): TypedValues | undefined {
  if (!form) return undefined;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const unit = text("unit");
  const incoterm = text("incoterm");
  return {
    fields: { name: text("name"), company: text("company"), email: text("email"), message: text("message") },
    phone: text("phone"),
    quote: {
      product: text("product"),
      quantity: text("quantity"),
      unit: isOneOf(quoteUnits, unit) ? unit : emptyQuote.unit,
      port: text("port"),
      incoterm: isOneOf(incoterms, incoterm) ? incoterm : "",
      samples: data.has("samples"),
    },
  };
}
