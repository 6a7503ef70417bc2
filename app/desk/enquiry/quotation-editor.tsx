// The enquiry page's quotation panel, opened with ?quotation as the reply composer is with ?reply (a panel
// rather than a route of its own: every page of the site carries the route list). It edits the enquiry's draft,
// starts a new one from the quote request, or shows the one sent in full with 'Revise' (?quotation&revise).
import { Link, redirect } from "react-router";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { deskQuotationWords as copy } from "#app/desk/shared/quotation-words.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import type { Quotation, Quotations } from "#domain/desk/types.ts";
import { deskCard } from "../shared/ui.ts";
import { QuotationDocument, QuotationViews } from "./quotation-document.tsx";
import { QuotationForm, type QuotationValues } from "./quotation-form.tsx";
import { QuotationSummary } from "./quotation-list.tsx";

export type QuotationPanel = {
  latest: Quotation | null;
  draftId: string | null;
  values: QuotationValues | null;
};

const valuesOf = (q: Quotation | Quotations["prefill"]): QuotationValues => ({
  ...q,
  lines: q.lines.map(({ product, description, quantity, unit, price }) => ({
    product,
    description,
    quantity,
    unit,
    price,
  })),
});

/** What the panel shows, from the enquiry's quotations and the page's query. */
export function quotationPanel(list: Quotations, search: URLSearchParams): QuotationPanel {
  const latest = list.quotations[0];
  if (latest?.state === "draft") return { latest, draftId: latest.id, values: valuesOf(latest) };
  // A sent one stays as it was sent; 'Revise' starts the next from its values, valid from today again.
  if (latest && !search.has("revise")) return { latest, draftId: null, values: null };
  const values = latest
    ? { ...valuesOf(latest), validUntil: list.prefill.validUntil }
    : valuesOf(list.prefill);
  return { latest: null, draftId: null, values };
}

/** The form's fields as the contract's body: a line per product field, in order. */
function inputOf(form: FormData) {
  const all = (name: string) => form.getAll(name).map(String);
  const [descriptions, quantities, units, prices] = ["description", "quantity", "unit", "price"].map(all);
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    currency: text("currency"),
    incoterm: text("incoterm"),
    port: text("port"),
    validUntil: text("validUntil"),
    paymentTerms: text("paymentTerms"),
    leadTime: text("leadTime"),
    notes: text("notes"),
    message: text("message"),
    lines: all("product").map((product, i) => ({
      product,
      description: descriptions?.[i] ?? "",
      quantity: quantities?.[i] ?? "",
      unit: units?.[i] ?? "",
      price: prices?.[i] ?? "",
    })),
  };
}

/** Saves the draft (a new one first), and sends it when asked; the page's action catches a refusal. */
export async function saveQuotation(enquiryId: string, form: FormData) {
  const draft = form.get("draft");
  const body = inputOf(form);
  const saved =
    typeof draft === "string"
      ? await deskFetch<Quotation>(deskApi.quotation(draft), { method: "PUT", body })
      : await deskFetch<Quotation>(deskApi.quotations(enquiryId), { method: "POST", body });
  if (form.get("send") === null) return redirect(`${deskPages.enquiry(enquiryId)}?quotation&saved`);
  await deskFetch<Quotation>(deskApi.sendQuotation(saved.id), { method: "POST" });
  return redirect(`${deskPages.enquiry(enquiryId)}?quoted`);
}

export function QuotationEditor({
  panel,
  enquiryId,
  fields,
}: {
  panel: QuotationPanel;
  enquiryId: string;
  fields: Record<string, string>;
}) {
  const { latest, draftId, values } = panel;
  return (
    <section aria-labelledby="quotation-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quotation-heading" className="font-extrabold text-forest-900 text-xl">
          {copy.open}
        </h2>
        <Link to={deskPages.enquiry(enquiryId)} className="font-bold text-forest-800 text-sm underline">
          {copy.close}
        </Link>
      </div>
      {values ? (
        <QuotationForm key={draftId ?? "new"} values={values} draftId={draftId} fields={fields} />
      ) : (
        latest && (
          <div className={`${deskCard} space-y-4 p-5`}>
            <QuotationSummary quotation={latest} />
            <QuotationDocument quotation={latest} />
            <QuotationViews quotation={latest} />
            <Link
              to="?quotation&revise"
              className="inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 font-bold text-sm text-white hover:bg-forest-700"
            >
              {copy.revise}
            </Link>
          </div>
        )
      )}
    </section>
  );
}
