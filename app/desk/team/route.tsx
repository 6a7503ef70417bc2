import { useRouteError } from "react-router";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { runIntent } from "#app/desk/shared/intent-action.ts";
import { IntentButton } from "#app/desk/shared/intent-button.tsx";
import { PageNotices } from "#app/desk/shared/page-notices.tsx";
import { deskButton, deskCard } from "#app/desk/shared/ui.ts";
import { AssignmentRuleSetting } from "#app/desk/team/assignment-rule.tsx";
import { deskPages } from "#domain/desk/api.ts";
import { deskLanguageNames, isDeskLanguage } from "#domain/desk/desk-language.ts";
import { isRole } from "#domain/desk/roles.ts";
import { teamApi } from "#domain/desk/team-api.ts";
import { teamWords as copy } from "#domain/desk/team-words.ts";
import type { InvitationInput, Team } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";
import { InviteForm } from "./invite-form.tsx";
import { PeopleTable } from "./people-table.tsx";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const team = await deskFetch<Team>(teamApi.team, { page: request.url });
  const done = new URL(request.url).searchParams.get("done");
  return { team, done: done && done in copy.done ? copy.done[done as keyof typeof copy.done] : null };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const role = String(form.get("role") ?? "");
  const language = form.get("language");
  return runIntent(form.get("intent"), deskPages.team, {
    invite: {
      call: () =>
        deskFetch(teamApi.invitations, {
          method: "POST",
          body: {
            email: String(form.get("email") ?? ""),
            role,
            ...(isDeskLanguage(language) ? { language } : {}),
          } as InvitationInput,
        }),
      done: "invited",
    },
    revoke: { call: () => deskFetch(teamApi.invitation(id), { method: "DELETE" }), done: "revoked" },
    role: {
      call: () =>
        isRole(role)
          ? deskFetch(teamApi.personRole(id), { method: "PUT", body: { role } })
          : Promise.reject(new Error("no role")),
      done: "role",
    },
    remove: { call: () => deskFetch(teamApi.person(id), { method: "DELETE" }), done: "removed" },
  });
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

const card = `${deskCard} space-y-4 p-5 sm:p-6`;

/** The people of the desk, the invitations waiting for an answer, and the form that sends one. */
export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { team, done } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 text-earth-700">{copy.intro}</p>
      </div>
      <PageNotices done={actionData ? null : done} error={actionData?.error} />
      <section aria-labelledby="people-heading" className={card}>
        <h2 id="people-heading" className="font-extrabold text-forest-900 text-xl">
          {copy.people}
        </h2>
        <PeopleTable people={team.people} />
      </section>
      <div className={card}>
        <AssignmentRuleSetting />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="invite-heading" className={card}>
          <h2 id="invite-heading" className="font-extrabold text-forest-900 text-xl">
            {copy.invite}
          </h2>
          <p className="text-earth-700 text-sm">{copy.inviteIntro}</p>
          <InviteForm />
        </section>
        <section aria-labelledby="pending-heading" className={card}>
          <h2 id="pending-heading" className="font-extrabold text-forest-900 text-xl">
            {copy.pending}
          </h2>
          {team.invitations.length === 0 ? (
            <p className="text-earth-700 text-sm">{copy.noPending}</p>
          ) : (
            <ul aria-label={copy.pending} className="divide-y divide-earth-900/10">
              {team.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="break-words font-bold text-earth-900">
                      <bdi>{invitation.email}</bdi>
                    </p>
                    <p className="text-earth-700 text-xs">
                      {copy.roles[invitation.role]} ·{" "}
                      <span lang={invitation.language}>{deskLanguageNames[invitation.language]}</span> ·{" "}
                      {copy.invitedBy} <bdi>{invitation.invitedBy}</bdi> · {copy.expires}{" "}
                      <time dateTime={invitation.expiresAt}>{fullDateTime(invitation.expiresAt)}</time>
                    </p>
                  </div>
                  <IntentButton
                    id={invitation.id}
                    intent="revoke"
                    label={copy.revokeLabel(invitation.email)}
                    className={deskButton.danger}
                  >
                    {copy.revoke}
                  </IntentButton>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
