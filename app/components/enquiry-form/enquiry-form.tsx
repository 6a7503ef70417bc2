import { type FormEvent, useEffect, useId, useState } from "react";
import { pageLang } from "#app/lib/page-lang.ts";
import { siteLanguageField } from "#domain/enquiry/enquiry-language.ts";
import { enquiryLimits } from "#domain/enquiry/enquiry-limits.ts";
import { defaultLang } from "#domain/i18n.ts";
import { enquiryFormWords as copy } from "~/lang/enquiry-form.ts";
import { FieldLabel } from "./field-label.tsx";
import { digitsOf, PhoneInput } from "./phone-input.tsx";
import { emptyQuote, type ProductOption, QuoteDetails, quoteOf } from "./quote-details.tsx";
import { sendEnquiry } from "./send-enquiry.ts";
import { StatusAlert, type Tone } from "./status-alert.tsx";
import type { TextFields, TypedValues } from "./typed-before-hydration.ts";

const emptyFields: TextFields = { name: "", company: "", email: "", message: "" };
type Status = { tone: Tone; message: string };

const inputClass =
  "min-h-12 w-full rounded-xl border border-cream-200 bg-cream-50 px-4 py-3 text-base text-earth-900 transition-colors focus:border-forest-700 focus:bg-white";

/**
 * The enquiry form of the contact page, an island (app/islands/enquiry-form.tsx). After hydration it posts
 * JSON with fetch; before it, the browser posts the same fields urlencoded to the server, which answers with
 * /contact#enquiry-sent or #enquiry-error (the page shows those, app/routes/contact.tsx). In the browser it starts
 * from what the visitor typed before it hydrated.
 */
export function EnquiryForm({
  products,
  typed,
}: {
  products: readonly ProductOption[];
  typed?: TypedValues;
}) {
  const id = useId();
  const [fields, setFields] = useState(typed?.fields ?? emptyFields);
  const [phone, setPhone] = useState(digitsOf(typed?.phone ?? ""));
  // A new key remounts the phone input: empty number, country back to India.
  const [phoneKey, setPhoneKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [quote, setQuote] = useState(typed?.quote ?? emptyQuote);

  // Pre-rendered HTML knows no query string, so the product line is filled in after hydration.
  useEffect(() => {
    const slug = new URLSearchParams(location.search).get("product");
    const product = products.find((p) => p.slug === slug);
    if (product) {
      const line = `${copy.productLine(product.title)}\n`;
      setFields((f) => (f.message ? f : { ...f, message: line }));
      // The product is chosen already in the quote details, which stay closed: the message names it too, and
      // the form shows the spec's five fields alone until the buyer opens the group.
      setQuote((q) => (q.product ? q : { ...q, product: product.slug }));
    }
  }, [products]);

  const text = (field: keyof TextFields) => ({
    id: `${id}${field}`,
    name: field,
    required: true,
    maxLength: enquiryLimits[field],
    value: fields[field],
    onChange: (event: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [field]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setStatus(null);
    const result = await sendEnquiry({ ...fields, phone, quote: quoteOf(quote) });
    setSending(false);
    setStatus({ tone: result.ok ? "success" : "error", message: result.message });
    if (result.ok) {
      setFields(emptyFields);
      setPhoneKey((key) => key + 1);
      setQuote(emptyQuote);
    }
  }

  return (
    <form
      method="post"
      action="/api/send-email"
      onSubmit={handleSubmit}
      aria-labelledby={`${id}heading`}
      className="flex flex-col gap-5"
    >
      <h2 id={`${id}heading`} className="font-extrabold text-forest-900 text-xl sm:text-2xl">
        {copy.heading}
      </h2>
      <div>
        <FieldLabel htmlFor={`${id}name`} required>
          {copy.labels.name}
        </FieldLabel>
        <input {...text("name")} type="text" autoComplete="name" className={inputClass} />
      </div>
      <div>
        <FieldLabel htmlFor={`${id}company`} required>
          {copy.labels.company}
        </FieldLabel>
        <input {...text("company")} type="text" autoComplete="organization" className={inputClass} />
      </div>
      <PhoneInput
        key={phoneKey}
        label={copy.labels.phone}
        name="phone"
        required
        typed={phoneKey === 0 ? typed?.phone : undefined}
        onChange={setPhone}
      />
      <div>
        <FieldLabel htmlFor={`${id}email`} required>
          {copy.labels.email}
        </FieldLabel>
        <input {...text("email")} type="email" autoComplete="email" className={inputClass} />
      </div>
      <div>
        <FieldLabel htmlFor={`${id}message`} required>
          {copy.labels.message}
        </FieldLabel>
        <textarea {...text("message")} rows={5} className={`${inputClass} resize-y`} />
      </div>
      <QuoteDetails fields={quote} onChange={setQuote} products={products} />
      {/* The page's language for the no-JavaScript post, so its answer comes back in it. */}
      {pageLang !== defaultLang && <input type="hidden" name={siteLanguageField} value={pageLang} />}
      {/* Honeypot for the no-JavaScript post: people never see it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          {copy.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-forest-800 px-8 py-3 font-bold text-base text-white transition-colors hover:bg-forest-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:self-start"
      >
        {sending ? copy.sending : copy.submit}
      </button>
      {status && <StatusAlert {...status} onDismiss={() => setStatus(null)} />}
    </form>
  );
}
