import { Form } from "react-router";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { fileSize, fullDate } from "#app/desk/shared/format.ts";
import type { IntentStep } from "#app/desk/shared/intent-action.ts";
import { deskButton, deskCard, deskControl } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskApi } from "#domain/desk/api.ts";
import { orderDocumentWords } from "#domain/desk/order-document-words.ts";
import { deskOrderWords } from "#domain/desk/order-words.ts";
import type { OrderDocument, OrderDocuments } from "#domain/desk/types.ts";
import {
  type DocumentKind,
  type DocumentState,
  documentNameMax,
  megabytes,
} from "#domain/orders/uploaded-documents.ts";

const copy = deskOrderWords.uploads;
const label = "block font-bold text-earth-900 text-sm";
const fileControl = `${deskControl} mt-1 px-3 py-2 text-sm file:me-3 file:rounded-full file:border-0 file:bg-forest-800/10 file:px-3 file:py-1 file:font-bold`;
const accepted = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/** What each document step says once done (?done=…). */
export const documentDoneWords = {
  "document-uploaded": copy.done.uploaded,
  "document-replaced": copy.done.replaced,
  "document-shared": copy.done.shared,
  "document-unshared": copy.done.unshared,
  "document-deleted": copy.done.deleted,
} as const;

/** The page's form steps for her documents: the file's bytes go as they are, the server cleans them. */
export function documentSteps(form: FormData, orderId: string): Record<string, IntentStep> {
  const documentId = String(form.get("document") ?? "");
  const one = deskApi.orderDocument(orderId, documentId);
  const chosen = () => {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) throw new DeskError(400, copy.noFile);
    return file;
  };
  const share = (shared: boolean) => () => deskFetch(one, { method: "PATCH", body: { shared } });
  return {
    upload: {
      call: () => {
        const query = new URLSearchParams({ kind: String(form.get("kind") ?? "") });
        const name = String(form.get("name") ?? "").trim();
        if (name) query.set("name", name);
        return deskFetch(`${deskApi.orderDocuments(orderId)}?${query}`, { method: "POST", file: chosen() });
      },
      done: "document-uploaded",
    },
    replace: { call: () => deskFetch(one, { method: "PUT", file: chosen() }), done: "document-replaced" },
    share: { call: share(true), done: "document-shared" },
    unshare: { call: share(false), done: "document-unshared" },
    delete: { call: () => deskFetch(one, { method: "DELETE" }), done: "document-deleted" },
  };
}

const stateLooks: Record<DocumentState, string> = {
  "to-get": "bg-earth-900/5 text-earth-800",
  uploaded: "bg-saffron-300/40 text-earth-900",
  shared: "bg-forest-800 text-white",
};

type Row = { key: string; title: string; kind: DocumentKind; document?: OrderDocument };

/** The six kinds the export procedures ask for, each once, then hers, in the order she added them. */
function rowsOf(documents: OrderDocument[]): Row[] {
  const { kinds } = orderDocumentWords;
  const named = (Object.keys(kinds) as Exclude<DocumentKind, "other">[]).map((kind) => ({
    key: kind,
    title: kinds[kind],
    kind,
    document: documents.find((d) => d.kind === kind),
  }));
  const own = documents
    .filter((d) => d.kind === "other")
    .map((d) => ({ key: d.id, title: d.name, kind: "other" as const, document: d }));
  return [...named, ...own];
}

function FileField({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="min-w-[14rem] flex-1">
      <label htmlFor={id} className={label}>
        <span className="sr-only">{title}: </span>
        {text}
      </label>
      <input id={id} name="file" type="file" required accept={accepted} className={fileControl} />
    </div>
  );
}

/** A file and the button that sends it, for one document ('Upload' or 'Replace'). */
function FileForm(props: {
  hidden: Record<string, string>;
  field: string;
  row: Row;
  titleId: string;
  text: string;
  intent: string;
  look: string;
  children: string;
}) {
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FileField id={props.field} title={props.row.title} text={props.text} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        aria-describedby={props.titleId}
        className={props.look}
      >
        {props.children}
      </button>
    </Form>
  );
}

function DocumentRow({ row, orderId, mayWork }: { row: Row; orderId: string; mayWork: boolean }) {
  const { document: d } = row;
  const state: DocumentState = !d ? "to-get" : d.shared ? "shared" : "uploaded";
  const titleId = `document-${row.key}`;
  return (
    <li className="space-y-3 border-earth-900/10 border-t py-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="min-w-0 break-words font-bold text-forest-900">
          {row.title}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 font-bold text-xs ${stateLooks[state]}`}>
          {orderDocumentWords.states[state]}
        </span>
      </div>
      {d && (
        <p className="text-earth-800 text-sm">
          <a
            href={deskApi.orderDocument(orderId, d.id)}
            className="break-all font-semibold text-forest-800 underline"
            aria-describedby={titleId}
          >
            <bdi>{d.fileName || row.title}</bdi>
          </a>{" "}
          <span className="text-earth-700">
            · {fileSize(d.size)} · {copy.uploadedOn(fullDate(d.uploadedAt))}
          </span>
        </p>
      )}
      {mayWork && !d && (
        <FileForm
          hidden={{ kind: row.kind }}
          field={`file-${row.key}`}
          row={row}
          titleId={titleId}
          text={copy.file}
          intent="upload"
          look={deskButton.primary}
        >
          {copy.upload}
        </FileForm>
      )}
      {mayWork && d && (
        <div className="space-y-3">
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="document" value={d.id} />
            <button
              type="submit"
              name="intent"
              value={d.shared ? "unshare" : "share"}
              aria-describedby={titleId}
              className={d.shared ? deskButton.outline : deskButton.primary}
            >
              {d.shared ? copy.unshare : copy.share}
            </button>
            <button
              type="submit"
              name="intent"
              value="delete"
              aria-describedby={titleId}
              className={deskButton.danger}
            >
              {copy.delete}
            </button>
          </Form>
          <FileForm
            hidden={{ document: d.id }}
            field={`replace-${row.key}`}
            row={row}
            titleId={titleId}
            text={copy.replacement}
            intent="replace"
            look={deskButton.outline}
          >
            {copy.replace}
          </FileForm>
        </div>
      )}
    </li>
  );
}

/**
 * 'Documents': the order's own PDFs (`children`), then her documents, each kind with its state, and the forms to
 * upload, share, replace and delete them.
 */
export function DocumentsSection({
  orderId,
  list,
  children,
}: {
  orderId: string;
  list: OrderDocuments;
  children: React.ReactNode;
}) {
  const mayWork = useMayCall("POST /api/desk/orders/:id/documents");
  return (
    <section aria-labelledby="order-documents" className={`${deskCard} space-y-4 p-5`}>
      <h2 id="order-documents" className="font-extrabold text-forest-900 text-lg">
        {deskOrderWords.documents.heading}
      </h2>
      {children}
      <p className="border-earth-900/10 border-t pt-4 text-earth-700 text-sm">
        {copy.intro(megabytes(list.caps.fileBytes), megabytes(list.caps.orderBytes))}{" "}
        {copy.used(fileSize(list.usedBytes), megabytes(list.caps.orderBytes))}
      </p>
      <ul>
        {rowsOf(list.documents).map((row) => (
          <DocumentRow key={row.key} row={row} orderId={orderId} mayWork={mayWork} />
        ))}
      </ul>
      {mayWork && (
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-3 rounded-xl bg-earth-900/[0.03] p-4"
          aria-labelledby="other-document"
        >
          <h3 id="other-document" className="font-bold text-forest-900">
            {copy.other}
          </h3>
          <input type="hidden" name="kind" value="other" />
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="other-name" className={label}>
                {copy.name}
              </label>
              <input
                id="other-name"
                name="name"
                required
                maxLength={documentNameMax}
                className={`${deskControl} mt-1 px-3`}
              />
            </div>
            <FileField id="other-file" title={copy.other} text={copy.file} />
          </div>
          <button type="submit" name="intent" value="upload" className={deskButton.primary}>
            {copy.upload}
          </button>
        </Form>
      )}
    </section>
  );
}
