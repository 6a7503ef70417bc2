import { useState } from "react";
import { Form, Link, useNavigation, useRouteError, useSearchParams } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDate, fullDateTime, languageName } from "#app/desk/shared/format.ts";
import { runIntent } from "#app/desk/shared/intent-action.ts";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskButton, deskCard, deskControl } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import { deskOrderWords as copy } from "#domain/desk/order-words.ts";
import type {
  MilestoneInput,
  Order,
  OrderDocuments,
  PackingInput,
  PaymentInput,
} from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { type BankDetails, bankFields } from "#domain/orders/bank-details.ts";
import { type MilestoneKind, milestoneFields, milestoneKinds } from "#domain/orders/milestones.ts";
import { formatMoney } from "#domain/quotations/money.ts";
import { OrderFlags } from "../order-flags.tsx";
import type { Route } from "./+types/route";
import { DocumentsSection, documentDoneWords, documentSteps } from "./documents.tsx";
import { PackingFields, PackingSection, packingFromForm } from "./packing.tsx";

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [order, documents] = await Promise.all([
    deskFetch<Order>(deskApi.order(params.id), { page: request.url }),
    deskFetch<OrderDocuments>(deskApi.orderDocuments(params.id), { page: request.url }),
  ]);
  return { order, documents };
}

/** What each form's step says once done (?done=…). */
const doneWords = {
  milestone: copy.milestones.recorded,
  payment: copy.payments.recorded,
  packing: copy.packing.saved,
  bank: copy.bank.used,
  ...documentDoneWords,
} as const;

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const kind = text("kind") as MilestoneKind;
  const details = Object.fromEntries(
    (milestoneFields[kind] ?? []).map((field) => [field, text(`detail-${field}`)] as const),
  );
  return runIntent(form.get("intent"), deskPages.order(params.id), {
    milestone: {
      call: () =>
        deskFetch(deskApi.orderMilestones(params.id), {
          method: "POST",
          body: {
            kind,
            on: text("on"),
            details,
            mailBuyer: form.has("mailBuyer"),
            ...(kind === "packed" ? { packing: packingFromForm(form) } : {}),
          } satisfies MilestoneInput,
        }),
      done: "milestone",
    },
    payment: {
      call: () =>
        deskFetch(deskApi.orderPayments(params.id), {
          method: "POST",
          body: {
            amount: text("amount"),
            on: text("on"),
            reference: text("reference"),
          } satisfies PaymentInput,
        }),
      done: "payment",
    },
    packing: {
      call: () =>
        deskFetch(deskApi.orderPacking(params.id), {
          method: "PUT",
          body: { lines: packingFromForm(form) } satisfies PackingInput,
        }),
      done: "packing",
    },
    bank: { call: () => deskFetch(deskApi.orderBank(params.id), { method: "POST" }), done: "bank" },
    ...documentSteps(form, params.id),
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: deskWords.title(loaderData?.order.name ?? copy.heading) },
  { name: "robots", content: "noindex" },
];

const heading = "font-extrabold text-forest-900 text-lg";
const label = "block font-bold text-earth-900 text-sm";
/** Money keeps its English form ("US$1,200.00"), isolated so an Arabic line around it does not reorder it. */
const money = (o: Order, minor: number) => <bdi dir="ltr">{formatMoney("en-GB", minor, o.currency)}</bdi>;
const today = () => new Date().toISOString().slice(0, 10);

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-bold text-earth-700 text-xs uppercase tracking-wide">{term}</dt>
          <dd className="mt-0.5 whitespace-pre-wrap break-words text-earth-900">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BankList({ bank }: { bank: BankDetails }) {
  const rows = bankFields
    .filter((f) => bank[f] !== "")
    .map((f) => [copy.bank.labels[f], bank[f]] as [string, string]);
  return rows.length ? <Facts rows={rows} /> : <p className="text-earth-700 text-sm">{copy.bank.none}</p>;
}

/** 'Record a milestone': the next ones not yet recorded, with the details the chosen one carries. */
function MilestoneForm({ order }: { order: Order }) {
  const done = new Set(order.milestones.map((m) => m.kind));
  const left = milestoneKinds.filter((k) => !done.has(k));
  const [kind, setKind] = useState<MilestoneKind | undefined>(order.next ?? left[0]);
  if (!kind || left.length === 0) return null;
  return (
    <Form method="post" className="space-y-3 rounded-xl bg-earth-900/[0.03] p-4">
      <h3 className="font-bold text-forest-900">{copy.milestones.record}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="milestone-kind" className={label}>
            {copy.milestones.kind}
          </label>
          <select
            id="milestone-kind"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as MilestoneKind)}
            className={`${deskControl} mt-1 px-3`}
          >
            {left.map((k) => (
              <option key={k} value={k}>
                {copy.milestoneNames[k]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="milestone-on" className={label}>
            {copy.milestones.on}
          </label>
          <input
            id="milestone-on"
            name="on"
            type="date"
            required
            defaultValue={today()}
            aria-describedby={kind === "sailed" ? "sailed-hint" : undefined}
            className={`${deskControl} mt-1 px-3`}
          />
          {kind === "sailed" && (
            <p id="sailed-hint" className="mt-1 text-earth-700 text-xs">
              {copy.sailedOn}
            </p>
          )}
        </div>
        {milestoneFields[kind].map((field) => (
          <div key={`${kind}-${field}`}>
            <label htmlFor={`detail-${field}`} className={label}>
              {field === "amount" ? `${copy.details.amount} (${order.currency})` : copy.details[field]}
            </label>
            <input
              id={`detail-${field}`}
              name={`detail-${field}`}
              type={field === "expectedArrival" ? "date" : "text"}
              inputMode={field === "amount" ? "decimal" : undefined}
              maxLength={200}
              required={["amount", "container", "seal", "vessel", "billOfLading"].includes(field)}
              className={`${deskControl} mt-1 px-3`}
            />
          </div>
        ))}
      </div>
      {kind === "documents-sent" && <p className="text-earth-700 text-xs">{copy.milestones.documentsHint}</p>}
      {kind === "packed" && (
        <>
          <p className="text-earth-700 text-sm">{copy.packing.packedHint}</p>
          <PackingFields order={order} />
        </>
      )}
      <label className="flex min-h-11 items-center gap-2 font-semibold text-sm">
        <input type="checkbox" name="mailBuyer" defaultChecked className="size-5" />
        {copy.milestones.mailBuyer}
      </label>
      <button type="submit" name="intent" value="milestone" className={deskButton.primary}>
        {copy.milestones.submit}
      </button>
    </Form>
  );
}

function PaymentForm({ order }: { order: Order }) {
  if (order.outstandingMinor <= 0) return null;
  const p = copy.payments;
  return (
    <Form method="post" className="space-y-3 rounded-xl bg-earth-900/[0.03] p-4">
      <h3 className="font-bold text-forest-900">{p.record}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="payment-amount" className={label}>
            {p.amount(order.currency)}
          </label>
          <input
            id="payment-amount"
            name="amount"
            inputMode="decimal"
            required
            maxLength={20}
            className={`${deskControl} mt-1 px-3`}
          />
        </div>
        <div>
          <label htmlFor="payment-on" className={label}>
            {p.on}
          </label>
          <input
            id="payment-on"
            name="on"
            type="date"
            required
            defaultValue={today()}
            className={`${deskControl} mt-1 px-3`}
          />
        </div>
        <div>
          <label htmlFor="payment-reference" className={label}>
            {p.reference}
          </label>
          <input
            id="payment-reference"
            name="reference"
            maxLength={120}
            className={`${deskControl} mt-1 px-3`}
          />
        </div>
      </div>
      <button type="submit" name="intent" value="payment" className={deskButton.primary}>
        {p.submit}
      </button>
    </Form>
  );
}

/** The buyer's PDFs, as his page offers them: the invoice and packing list once packed. */
function OrderPdfs({ order }: { order: Order }) {
  const d = copy.documents;
  const links = [
    [d.proforma, order.documents.proforma],
    [d.commercialInvoice, order.documents.commercialInvoice],
    [d.packingList, order.documents.packingList],
  ] as const;
  return (
    <>
      <p className="text-earth-700 text-sm">{d.hint}</p>
      <ul className="space-y-1">
        {links.map(([name, url]) =>
          url ? (
            <li key={name}>
              <a
                href={url}
                download
                className="inline-flex min-h-11 items-center font-bold text-forest-800 underline"
              >
                {name}
              </a>
            </li>
          ) : null,
        )}
      </ul>
      {!order.documents.packingList && <p className="text-earth-700 text-sm">{d.afterPacked}</p>}
    </>
  );
}

/** An order: what was agreed, its milestones, its payments and the bank details its buyer sees. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order: o, documents } = loaderData;
  const mayWork = useMayCall("POST /api/desk/orders/:id/milestones");
  const mayConfirmBank = useMayCall("POST /api/desk/orders/:id/bank");
  const mayChangePacking = useMayCall("PUT /api/desk/orders/:id/packing");
  const [search] = useSearchParams();
  const doneKey = search.get("done");
  const done = doneKey && doneKey in doneWords ? doneWords[doneKey as keyof typeof doneWords] : null;
  const busy = useNavigation().state !== "idle";
  const terms =
    o.paymentTerms === "advance" && o.advancePercent !== null
      ? copy.advanceTerms(o.advancePercent)
      : copy.paymentTermNames[o.paymentTerms];
  const l = copy.lines;
  return (
    <div className="space-y-5">
      <Link
        to={deskPages.orders}
        className="inline-flex min-h-11 items-center gap-1 rounded font-bold text-forest-800 text-sm hover:underline"
      >
        <span aria-hidden="true" className="rtl:-scale-x-100">
          ←
        </span>{" "}
        {copy.back}
      </Link>
      <div>
        <h1 className="break-words font-extrabold font-mono text-3xl text-forest-900 tracking-tight">
          <bdi>{o.name}</bdi>
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-earth-800">
          <bdi className="font-semibold">{o.buyerCompany}</bdi>
          <span className="font-semibold">· {o.next ? copy.milestoneNames[o.next] : copy.done}</span>
          <OrderFlags order={o} />
        </p>
      </div>
      <PageNotices done={done} error={actionData && "error" in actionData ? actionData.error : null} />
      <div className="grid items-start gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="order-facts" className={`${deskCard} space-y-4 p-5`}>
            <h2 id="order-facts" className="sr-only">
              {o.name}
            </h2>
            <Facts
              rows={[
                [copy.fields.buyerCompany, o.buyerCompany],
                [copy.facts.incoterm, `${o.incoterm} ${o.port}`],
                [copy.fields.consignee, o.consignee],
                [copy.fields.notifyParty, o.notifyParty || "—"],
                [copy.fields.paymentTerms, terms],
                [copy.fields.expectedShipment, fullDate(o.expectedShipment)],
                [copy.facts.language, languageName(o.language)],
                [copy.facts.created, fullDateTime(o.createdAt)],
              ]}
            />
            <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              <Link to={deskPages.enquiry(o.enquiryId)} className="text-forest-800 underline">
                {copy.enquiry}
                {o.quotationName && (
                  <>
                    {" "}
                    · {copy.quotation} <bdi>{o.quotationName}</bdi>
                  </>
                )}
              </Link>
              <a
                href={o.url}
                target="_blank"
                rel="noreferrer"
                className="font-bold text-forest-800 underline"
              >
                {copy.buyerPage}
              </a>
              <span className="text-earth-700 text-xs">{copy.buyerPageHint}</span>
            </p>
          </section>
          <section aria-labelledby="order-lines" className={`${deskCard} p-5`}>
            <h2 id="order-lines" className={heading}>
              {l.heading}
            </h2>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[32rem] text-start text-sm">
                <thead className="text-earth-700 text-xs uppercase">
                  <tr>
                    <th scope="col" className="py-2 pe-3 text-start">
                      {l.product}
                    </th>
                    <th scope="col" className="py-2 pe-3 text-end">
                      {l.quantity}
                    </th>
                    <th scope="col" className="py-2 pe-3 text-start">
                      {l.unit}
                    </th>
                    <th scope="col" className="py-2 pe-3 text-end">
                      {l.price}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {l.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {o.lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change or move.
                    <tr key={i} className="border-earth-900/10 border-t">
                      <td className="py-2 pe-3">
                        <span className="font-semibold">{line.product}</span>
                        {line.description && (
                          <small className="block text-earth-700">{line.description}</small>
                        )}
                      </td>
                      <td className="py-2 pe-3 text-end tabular-nums">{line.quantity}</td>
                      <td className="py-2 pe-3">{line.unit}</td>
                      <td className="py-2 pe-3 text-end tabular-nums">{line.price}</td>
                      <td className="py-2 text-end tabular-nums">{line.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 border-earth-900/10 border-t pt-3 text-sm">
              <dt className="font-bold">{copy.money.total}</dt>
              <dd className="text-end font-bold tabular-nums">{money(o, o.totalMinor)}</dd>
              <dt>{copy.money.paid}</dt>
              <dd className="text-end tabular-nums">{money(o, o.paidMinor)}</dd>
              <dt className="font-bold">{copy.money.outstanding}</dt>
              <dd className="text-end font-bold tabular-nums">{money(o, o.outstandingMinor)}</dd>
              {o.realisationDue && (
                <>
                  <dt>{copy.money.realisationDue}</dt>
                  <dd className="text-end">
                    <bdi>{fullDate(o.realisationDue)}</bdi>
                  </dd>
                </>
              )}
              {o.followUp && (
                <>
                  <dt>{copy.money.followUp}</dt>
                  <dd className="text-end">
                    <bdi>{fullDate(o.followUp)}</bdi>
                  </dd>
                </>
              )}
            </dl>
          </section>
          <section aria-labelledby="order-milestones" className={`${deskCard} space-y-4 p-5`}>
            <h2 id="order-milestones" className={heading}>
              {copy.milestones.heading}
            </h2>
            {o.milestones.length === 0 ? (
              <p className="text-earth-700 text-sm">{copy.milestones.none}</p>
            ) : (
              <ol className="space-y-2">
                {o.milestones.map((m) => (
                  <li key={m.kind} className="border-forest-800 border-s-4 ps-3 text-sm">
                    <strong>{copy.milestoneNames[m.kind]}</strong> ·{" "}
                    <time dateTime={m.on}>
                      <bdi>{fullDate(m.on)}</bdi>
                    </time>
                    {m.mailed && <span className="text-earth-700"> · {copy.milestones.mailed}</span>}
                    {Object.entries(m.details).map(([key, value]) => (
                      <span key={key} className="block text-earth-800">
                        {copy.details[key as keyof typeof copy.details] ?? key}: <bdi>{value}</bdi>
                      </span>
                    ))}
                  </li>
                ))}
              </ol>
            )}
            {mayWork && <MilestoneForm key={o.milestones.length} order={o} />}
          </section>
          <PackingSection order={o} mayChange={mayChangePacking} />
          <DocumentsSection orderId={o.id} list={documents}>
            <OrderPdfs order={o} />
          </DocumentsSection>
        </div>
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="order-payments" className={`${deskCard} space-y-4 p-5`}>
            <h2 id="order-payments" className={heading}>
              {copy.payments.heading}
            </h2>
            {o.payments.length === 0 ? (
              <p className="text-earth-700 text-sm">{copy.payments.none}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {o.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2">
                    <span>
                      <time dateTime={p.on}>
                        <bdi>{fullDate(p.on)}</bdi>
                      </time>
                      {p.reference && (
                        <span className="text-earth-700">
                          {" "}
                          · <bdi>{p.reference}</bdi>
                        </span>
                      )}
                    </span>
                    <span className="font-bold tabular-nums">{money(o, p.amountMinor)}</span>
                  </li>
                ))}
              </ul>
            )}
            {mayWork && <PaymentForm key={o.payments.length} order={o} />}
          </section>
          <section aria-labelledby="order-bank" className={`${deskCard} space-y-3 p-5`}>
            <h2 id="order-bank" className={heading}>
              {copy.bank.heading}
            </h2>
            <p className="text-earth-700 text-sm">{copy.bank.intro}</p>
            {o.bankChangedAt && (
              <p className="font-semibold text-onion-700 text-sm">
                {copy.bank.changedOn(fullDate(o.bankChangedAt))}
              </p>
            )}
            <BankList bank={o.bank} />
            {o.newBank && mayConfirmBank && (
              <Form method="post" className="space-y-3 rounded-xl bg-saffron-300/30 p-4">
                <p className="text-earth-900 text-sm">{copy.bank.newPublished}</p>
                <BankList bank={o.newBank} />
                <button
                  type="submit"
                  name="intent"
                  value="bank"
                  disabled={busy}
                  className={deskButton.outline}
                >
                  {copy.bank.use}
                </button>
              </Form>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    error instanceof DeskError && error.status === 404 ? copy.notFound : deskErrorMessage(error);
  return <DeskErrorMessage message={message} />;
}
