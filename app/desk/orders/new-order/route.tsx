import { useState } from "react";
import { Form, Link, redirect, useNavigation, useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskButton, deskCard, deskControl } from "#app/desk/shared/ui.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import { deskOrderWords as copy } from "#domain/desk/order-words.ts";
import type { EnquiryOrders, Order, OrderInput, Quotations } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { type PaymentTermKind, paymentTermKinds } from "#domain/orders/milestones.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import type { Route } from "./+types/route";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const enquiryId = search.get("enquiry") ?? "";
  const quotationId = search.get("quotation") ?? "";
  const [{ prefill }, { quotations }] = await Promise.all([
    deskFetch<EnquiryOrders>(deskApi.enquiryOrders(enquiryId), { page: request.url }),
    deskFetch<Quotations>(deskApi.quotations(enquiryId)),
  ]);
  const quotation = quotations.find((q) => q.id === quotationId && q.acceptedAt !== null);
  if (!quotation) throw new DeskError(404, deskWords.errors.generic);
  return { enquiryId, quotation, prefill };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const quotationId = new URL(request.url).searchParams.get("quotation") ?? "";
  const text = (name: string) => String(form.get(name) ?? "");
  const paymentTerms = text("paymentTerms") as PaymentTermKind;
  try {
    const order = await deskFetch<Order>(deskApi.createOrder(quotationId), {
      method: "POST",
      body: {
        buyerCompany: text("buyerCompany"),
        consignee: text("consignee"),
        notifyParty: text("notifyParty"),
        paymentTerms,
        advancePercent:
          paymentTerms === "advance" && text("advancePercent") ? Number(text("advancePercent")) : null,
        expectedShipment: text("expectedShipment"),
      } satisfies OrderInput,
    });
    return redirect(deskPages.order(order.id));
  } catch (error) {
    if (error instanceof DeskError) return { error: Object.values(error.fields)[0] ?? error.message };
    throw error;
  }
}

export const meta = () => [{ title: deskWords.title(copy.create) }, { name: "robots", content: "noindex" }];

const label = "block font-bold text-earth-900 text-sm";

/** 'Create order': the buyer's side of the order, prefilled from the enquiry; the money is the quotation's. */
export default function NewOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiryId, quotation, prefill } = loaderData;
  const [terms, setTerms] = useState<PaymentTermKind>("advance");
  const busy = useNavigation().state !== "idle";
  const f = copy.fields;
  return (
    <div className="space-y-5">
      <Link
        to={deskPages.enquiry(enquiryId)}
        className="inline-flex min-h-11 items-center gap-1 rounded font-bold text-forest-800 text-sm hover:underline"
      >
        <span aria-hidden="true" className="rtl:-scale-x-100">
          ←
        </span>{" "}
        {copy.enquiry}
      </Link>
      <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">
        {copy.newHeading(quotation.name)}
      </h1>
      <p className="text-earth-700 text-sm">
        {copy.newIntro}{" "}
        <strong className="tabular-nums">
          <bdi dir="ltr">{formatMoney("en-GB", quotation.totalMinor, quotation.currency)}</bdi>
        </strong>
        {copy.comma}
        <bdi>
          {quotation.incoterm} {quotation.port}
        </bdi>
        .
      </p>
      <PageNotices error={actionData?.error} />
      <Form method="post" className={`${deskCard} max-w-2xl space-y-4 p-5`}>
        <div>
          <label htmlFor="buyerCompany" className={label}>
            {f.buyerCompany}
          </label>
          <input
            id="buyerCompany"
            name="buyerCompany"
            required
            maxLength={200}
            defaultValue={prefill.buyerCompany}
            dir="auto"
            className={`${deskControl} mt-1 px-3`}
          />
        </div>
        <div>
          <label htmlFor="consignee" className={label}>
            {f.consignee}
          </label>
          <textarea
            id="consignee"
            name="consignee"
            required
            maxLength={600}
            rows={3}
            defaultValue={prefill.consignee}
            dir="auto"
            className={`${deskControl} mt-1 px-3 py-2`}
          />
        </div>
        <div>
          <label htmlFor="notifyParty" className={label}>
            {f.notifyParty}
          </label>
          <textarea
            id="notifyParty"
            name="notifyParty"
            maxLength={600}
            rows={3}
            defaultValue={prefill.notifyParty}
            dir="auto"
            className={`${deskControl} mt-1 px-3 py-2`}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className={label}>{f.paymentTerms}</legend>
          {paymentTermKinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="paymentTerms"
                value={kind}
                checked={terms === kind}
                onChange={() => setTerms(kind)}
                className="size-5"
              />
              {copy.paymentTermNames[kind]}
            </label>
          ))}
        </fieldset>
        {terms === "advance" && (
          <div>
            <label htmlFor="advancePercent" className={label}>
              {f.advancePercent}
            </label>
            <input
              id="advancePercent"
              name="advancePercent"
              type="number"
              min={1}
              max={99}
              required
              defaultValue={30}
              aria-describedby="advance-hint"
              className={`${deskControl} mt-1 max-w-32 px-3`}
            />
            <p id="advance-hint" className="mt-1 text-earth-700 text-xs">
              {f.advanceHint}
            </p>
          </div>
        )}
        <div>
          <label htmlFor="expectedShipment" className={label}>
            {f.expectedShipment}
          </label>
          <input
            id="expectedShipment"
            name="expectedShipment"
            type="date"
            required
            className={`${deskControl} mt-1 max-w-52 px-3`}
          />
        </div>
        <button type="submit" disabled={busy} className={deskButton.primary}>
          {copy.create}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
