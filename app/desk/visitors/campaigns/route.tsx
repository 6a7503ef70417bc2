import { redirect, useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDate } from "#app/desk/shared/format.ts";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskCard } from "#app/desk/shared/ui.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import type { CampaignLinkChange, CampaignLinkInput, CampaignLinks } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import { WeeklySummarySwitch } from "../weekly-summary.tsx";
import type { Route } from "./+types/route";
import { CampaignCard } from "./campaign-card.tsx";
import { CampaignForm } from "./campaign-form.tsx";

const copy = deskWords.campaigns;
const notices = { created: copy.created, saved: copy.saved, deleted: copy.deleted } as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const campaigns = await deskFetch<CampaignLinks>(deskApi.campaignLinks, { page: request.url });
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
  const id = text("id");
  try {
    switch (form.get("intent")) {
      case "add":
        await deskFetch(deskApi.campaignLinks, {
          method: "POST",
          body: { ...change, name: text("name") } satisfies CampaignLinkInput,
        });
        return redirect(`${deskPages.campaigns}?done=created`);
      case "save":
        await deskFetch(deskApi.campaignLink(id), { method: "PUT", body: change });
        return redirect(`${deskPages.campaigns}?done=saved`);
      case "delete":
        await deskFetch(deskApi.campaignLink(id), { method: "DELETE" });
        return redirect(`${deskPages.campaigns}?done=deleted`);
      default:
        return { error: deskWords.errors.generic };
    }
  } catch (error) {
    if (error instanceof DeskError) return { error: Object.values(error.fields)[0] ?? error.message };
    throw error;
  }
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

/** The owner's campaign links: each with its QR code and figures, a form for a new one, and the weekly mail's switch. */
export default function CampaignLinksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, editing, done } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 text-earth-700">{copy.intro}</p>
        {campaigns.since && (
          <p className="mt-1 text-earth-700 text-sm">{copy.since(fullDate(campaigns.since))}</p>
        )}
      </div>
      <PageNotices
        done={done && !actionData ? (notices[done as keyof typeof notices] ?? null) : null}
        error={actionData?.error}
      />
      {campaigns.links.length === 0 && <p className="text-earth-700">{copy.none}</p>}
      <ul className="space-y-4">
        {campaigns.links.map((link) => (
          <li key={link.id} className={`${deskCard} p-5`}>
            {editing === link.id ? (
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
      <section aria-labelledby="new-campaign-heading" className={`${deskCard} space-y-3 p-5`}>
        <h2 id="new-campaign-heading" className="font-extrabold text-forest-900 text-lg">
          {copy.add}
        </h2>
        <CampaignForm choices={campaigns} />
      </section>
      <section className={`${deskCard} p-5`}>
        <WeeklySummarySwitch />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
