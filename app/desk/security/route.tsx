import { Form, useRouteError } from "react-router";
import { AddPasskey } from "#app/desk/security/add-passkey.tsx";
import { DeskLanguageChoice } from "#app/desk/security/desk-language-choice.tsx";
import { NotifyChoiceSetting } from "#app/desk/security/notify-choice.tsx";
import { NotifyDevice, useThisDeviceEndpoint } from "#app/desk/security/notify-device.tsx";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { DeskError, deskFetch } from "#app/desk/shared/fetch.ts";
import { fullDateTime } from "#app/desk/shared/format.ts";
import { TimeAgo } from "#app/desk/shared/time-ago.tsx";
import { deskButton, deskCard } from "#app/desk/shared/ui.ts";
import { deskApi } from "#domain/desk/api.ts";
import type { PasskeyInfo, PushDevices, SessionInfo } from "#domain/desk/types.ts";
import { deskWords } from "#domain/desk/words.ts";
import type { Route } from "./+types/route";

const copy = deskWords.security;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [sessions, passkeys, push] = await Promise.all([
    deskFetch<SessionInfo[]>(deskApi.sessions, { page: request.url }),
    deskFetch<PasskeyInfo[]>(deskApi.passkeys, { page: request.url }),
    deskFetch<PushDevices>(deskApi.pushDevices, { page: request.url }),
  ]);
  return { sessions, passkeys, push, loadedAt: new Date().toISOString() };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  try {
    switch (form.get("intent")) {
      case "end-session":
        await deskFetch(deskApi.session(id), { method: "DELETE" });
        break;
      case "end-others":
        await deskFetch(deskApi.sessions, { method: "DELETE" });
        break;
      case "remove-passkey":
        await deskFetch(deskApi.passkey(id), { method: "DELETE" });
        break;
      case "remove-device":
        await deskFetch(deskApi.pushDevice(id), { method: "DELETE" });
        break;
      case "language":
        await deskFetch(deskApi.myLanguage, {
          method: "PUT",
          body: { language: form.get("language") },
        });
        window.location.reload();
        break;
    }
    return { error: null };
  } catch (error) {
    if (error instanceof DeskError) return { error: error.message };
    throw error;
  }
}

export const meta = () => [{ title: deskWords.title(copy.heading) }, { name: "robots", content: "noindex" }];

const card = `${deskCard} space-y-4 p-5 sm:p-6`;
const row = "flex flex-wrap items-center justify-between gap-3 py-3";

/** A button that acts on one row (a passkey, a session); its name says which row. */
function RowAction({ intent, id, label, text }: { intent: string; id: string; label: string; text: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} aria-label={label} className={deskButton.danger}>
        {text}
      </button>
    </Form>
  );
}

function ThisDevice() {
  return (
    <span className="rounded-full bg-forest-100 px-2.5 py-0.5 font-bold text-forest-900 text-xs">
      {copy.thisDevice}
    </span>
  );
}

/** Passkeys and sessions: how the owner signs in, and where she is signed in now; the devices she is notified on. */
export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, passkeys, push, loadedAt } = loaderData;
  const [thisEndpoint, setThisEndpoint] = useThisDeviceEndpoint();
  const now = new Date(loadedAt);
  const others = sessions.filter((s) => !s.current);
  // The current session first, then the most recently seen.
  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-extrabold text-3xl text-forest-900 tracking-tight">{copy.heading}</h1>
        <p className="mt-1 text-earth-700">{copy.intro}</p>
      </div>
      <div role="alert" className="empty:hidden">
        {actionData?.error && (
          <p className="rounded-xl bg-onion-700/10 px-4 py-3 font-semibold text-onion-700 text-sm">
            {actionData.error}
          </p>
        )}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="passkeys-heading" className={card}>
          <h2 id="passkeys-heading" className="font-extrabold text-forest-900 text-xl">
            {copy.passkeys}
          </h2>
          <p className="text-earth-700 text-sm">{copy.passkeysIntro}</p>
          {passkeys.length === 0 ? (
            <p className="text-earth-700 text-sm">{copy.noPasskeys}</p>
          ) : (
            <ul aria-label={copy.passkeys} className="divide-y divide-earth-900/10">
              {passkeys.map((passkey) => (
                <li key={passkey.id} className={row}>
                  <div className="min-w-0">
                    <p className="break-words font-bold text-earth-900">{passkey.name}</p>
                    <p className="text-earth-700 text-xs">
                      {copy.added} {fullDateTime(passkey.createdAt)} · {copy.lastUsed}{" "}
                      {passkey.lastUsedAt ? fullDateTime(passkey.lastUsedAt) : copy.never}
                    </p>
                  </div>
                  <RowAction
                    intent="remove-passkey"
                    id={passkey.id}
                    label={copy.removeLabel(passkey.name)}
                    text={copy.remove}
                  />
                </li>
              ))}
            </ul>
          )}
          <AddPasskey />
        </section>
        <section aria-labelledby="sessions-heading" className={card}>
          <h2 id="sessions-heading" className="font-extrabold text-forest-900 text-xl">
            {copy.sessions}
          </h2>
          <p className="text-earth-700 text-sm">{copy.sessionsIntro}</p>
          <ul aria-label={copy.sessions} className="divide-y divide-earth-900/10">
            {ordered.map((session) => (
              <li key={session.id} className={row}>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-bold text-earth-900">
                    {session.browser}
                    {session.current && <ThisDevice />}
                  </p>
                  <p className="text-earth-700 text-xs">
                    {copy.ip} <bdi>{session.ip}</bdi> · {copy.lastSeen}{" "}
                    <TimeAgo iso={session.lastSeenAt} now={now} />
                  </p>
                </div>
                {!session.current && (
                  <RowAction
                    intent="end-session"
                    id={session.id}
                    label={copy.endSessionLabel(session.browser, session.ip)}
                    text={copy.endSession}
                  />
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <Form method="post">
              <button type="submit" name="intent" value="end-others" className={deskButton.danger}>
                {copy.endOthers}
              </button>
            </Form>
          ) : (
            <p className="text-earth-700 text-sm">{copy.noOthers}</p>
          )}
        </section>
        <section aria-labelledby="language-heading" className={card}>
          <h2 id="language-heading" className="font-extrabold text-forest-900 text-xl">
            {copy.language}
          </h2>
          <p className="text-earth-700 text-sm">{copy.languageIntro}</p>
          <DeskLanguageChoice />
        </section>
        <section aria-labelledby="notifications-heading" className={card}>
          <h2 id="notifications-heading" className="font-extrabold text-forest-900 text-xl">
            {copy.notifications}
          </h2>
          <p className="text-earth-700 text-sm">{copy.notificationsIntro}</p>
          <NotifyChoiceSetting />
          {push.devices.length === 0 ? (
            <p className="text-earth-700 text-sm">{copy.noDevices}</p>
          ) : (
            <ul aria-label={copy.notifications} className="divide-y divide-earth-900/10">
              {push.devices.map((device) => (
                <li key={device.id} className={row}>
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-bold text-earth-900">
                      {device.name}
                      {device.endpoint === thisEndpoint && <ThisDevice />}
                    </p>
                    <p className="text-earth-700 text-xs">
                      {copy.added} {fullDateTime(device.createdAt)}
                    </p>
                  </div>
                  <RowAction
                    intent="remove-device"
                    id={device.id}
                    label={copy.removeDeviceLabel(device.name)}
                    text={copy.removeDevice}
                  />
                </li>
              ))}
            </ul>
          )}
          {thisEndpoint !== undefined && (
            <NotifyDevice
              publicKey={push.publicKey}
              listed={push.devices.some((device) => device.endpoint === thisEndpoint)}
              onSubscribed={setThisEndpoint}
            />
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskErrorMessage message={deskErrorMessage(useRouteError())} />;
}
