import { useRouteError } from "react-router";
import { CardSection } from "#app/desk/shared/card-section.tsx";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDate } from "#app/desk/shared/format.ts";
import { runIntent } from "#app/desk/shared/intent-action.ts";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskCard } from "#app/desk/shared/ui.ts";
import { useMayCall } from "#app/desk/shared/use-may-call.ts";
import { deskPages } from "#domain/desk/api.ts";
import type { CampaignLinkChange, CampaignLinkInput, CampaignLinks } from "#domain/desk/types.ts";
import { visitorsApi } from "#domain/desk/visitors-api.ts";
import { campaignWords } from "#domain/desk/visitors-words.ts";
import { deskWords } from "#domain/desk/words.ts";
import { WeeklySummarySwitch } from "../weekly-summary.tsx";
import type { Route } from "./+types/route";
import { CampaignCard } from "./campaign-card.tsx";
import { CampaignForm } from "./campaign-form.tsx";

const copy = campaignWords;
const notices = { created: copy.created, saved: copy.saved, deleted: copy.deleted } as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const campaigns = await deskFetch<CampaignLinks>(visitorsApi.campaignLinks, { page: request.url });
  // ?edit=<id> opens that link's form; ?done=created|saved|deleted follows a change.
  return { campaigns, editing: search.get("edit"), done: search.get("done") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const change = {
    source: text("source"),
    medium: text("medium"),
    page: text("page"),
  } satisfies CampaignLinkChange;
  const link = visitorsApi.campaignLink(text("id"));
  return runIntent(form.get("intent"), deskPages.campaigns, {
    add: {
      call: () =>
        deskFetch(visitorsApi.campaignLinks, {
          method: "POST",
          body: { ...change, name: text("name") } satisfies CampaignLinkInput,
        }),
      done: "created",
    },
    save: { call: () => deskFetch(link, { method: "PUT", body: change }), done: "saved" },
    delete: { call: () => deskFetch(link, { method: "DELETE" }), done: "deleted" },
  });
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

/** The owner's campaign links: each with its QR code and figures, a form for a new one, and the weekly mail's switch. */
export default function CampaignLinksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, editing, done } = loaderData;
  const mayAdd = useMayCall("POST /api/desk/campaign-links");
  return (
    <div className="space-y-6">
      <header className="space-y-1 text-earth-700">
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p>{copy.intro}</p>
        {campaigns.since && <p className="text-sm">{copy.since(fullDate(campaigns.since))}</p>}
      </header>
      <PageNotices
        done={done && !actionData ? (notices[done as keyof typeof notices] ?? null) : null}
        error={actionData?.error}
      />
      {campaigns.links.length === 0 && <p className="text-earth-700">{copy.none}</p>}
      <ul className="space-y-4">
        {campaigns.links.map((link) => (
          <li key={link.id} className={`${deskCard} p-5`}>
            {mayAdd && editing === link.id ? (
              <div className="space-y-3">
                <h2 className="break-words font-extrabold text-forest-900 text-lg">{link.name}</h2>
                <CampaignForm link={link} choices={campaigns} />
              </div>
            ) : (
              <CampaignCard link={link} />
            )}
          </li>
        ))}
      </ul>
      {mayAdd && (
        <CardSection id="new-campaign-heading" heading={copy.add}>
          <CampaignForm choices={campaigns} />
        </CardSection>
      )}
      <section className={`${deskCard} p-5`}>
        <WeeklySummarySwitch />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
