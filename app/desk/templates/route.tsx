import { Form, Link, useRouteError } from "react-router";
import { CardSection } from "#app/desk/shared/card-section.tsx";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { runIntent } from "#app/desk/shared/intent-action.ts";
import { EditAndDelete } from "#app/desk/shared/intent-button.tsx";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskButton, deskCard, deskControl } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskApi, deskPages, mergeFields } from "#domain/desk/api.ts";
import type { ReplyTemplate, TemplateInput } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

const copy = deskWords.templates;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const templates = await deskFetch<ReplyTemplate[]>(deskApi.templates, { page: request.url });
  // ?edit=<id> opens that template's form; ?done=saved|deleted follows a change.
  return { templates, editing: search.get("edit"), done: search.get("done") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const input = {
    name: String(form.get("name") ?? ""),
    body: String(form.get("body") ?? ""),
  } satisfies TemplateInput;
  return runIntent(form.get("intent"), deskPages.templates, {
    add: { call: () => deskFetch(deskApi.templates, { method: "POST", body: input }), done: "saved" },
    save: { call: () => deskFetch(deskApi.template(id), { method: "PUT", body: input }), done: "saved" },
    delete: { call: () => deskFetch(deskApi.template(id), { method: "DELETE" }), done: "deleted" },
  });
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

const label = "mb-1 block font-bold text-forest-900 text-sm";

/** The name and text of a template, empty for a new one; `intent` says what Save does. */
function TemplateForm({ template, intent }: { template?: ReplyTemplate; intent: "add" | "save" }) {
  const key = template?.id ?? "new";
  return (
    <Form method="post" className="space-y-3">
      {template && <input type="hidden" name="id" value={template.id} />}
      <div>
        <label htmlFor={`template-name-${key}`} className={label}>
          {copy.name}
        </label>
        <input
          dir="auto"
          id={`template-name-${key}`}
          name="name"
          required
          maxLength={100}
          defaultValue={template?.name}
          className={`${deskControl} px-3`}
        />
      </div>
      <div>
        <label htmlFor={`template-body-${key}`} className={label}>
          {copy.body}
        </label>
        <textarea
          dir="auto"
          id={`template-body-${key}`}
          name="body"
          required
          rows={12}
          defaultValue={template?.body}
          className={`${deskControl} px-3 py-2 font-mono text-sm leading-relaxed`}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value={intent} className={deskButton.primary}>
          {copy.save}
        </button>
        {template && (
          <Link to={deskPages.templates} className={`${deskButton.outline} inline-flex items-center`}>
            {copy.cancel}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The owner's reply templates: each to read, edit or delete, and a form for a new one. */
export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, editing, done } = loaderData;
  const mayWrite = useMayCall("POST /api/desk/templates");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 text-earth-700">{copy.intro}</p>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {mergeFields.map((field) => (
            <div key={field} className="contents">
              <dt className="font-mono font-semibold text-forest-900">{`{{${field}}}`}</dt>
              <dd className="text-earth-700">{copy.fieldsHelp[field]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <PageNotices
        done={done && !actionData ? (done === "deleted" ? copy.deleted : copy.saved) : null}
        error={actionData?.error}
      />
      {templates.length === 0 && <p className="text-earth-700">{copy.none}</p>}
      <ul className="space-y-4">
        {templates.map((template) => (
          <li key={template.id} className={`${deskCard} space-y-3 p-5`}>
            {mayWrite && editing === template.id ? (
              <TemplateForm template={template} intent="save" />
            ) : (
              <>
                <h2 dir="auto" className="break-words font-extrabold text-forest-900 text-lg">
                  {template.name}
                </h2>
                {/* The owner's own text, shown as text. */}
                <p
                  dir="auto"
                  className="line-clamp-6 whitespace-pre-wrap break-words text-earth-900 text-sm leading-relaxed"
                >
                  {template.body}
                </p>
                {mayWrite && (
                  <div className="flex flex-wrap gap-3">
                    <EditAndDelete id={template.id} name={template.name} words={copy} />
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {mayWrite && (
        <CardSection id="new-template-heading" heading={copy.add}>
          <TemplateForm intent="add" />
        </CardSection>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
