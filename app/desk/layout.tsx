import { useEffect } from "react";
import { NavLink, Outlet, useRouteError } from "react-router";
import "#app/desk/desk.css";
import { DeskErrorMessage, deskErrorMessage } from "#app/desk/shared/desk-error.tsx";
import { deskFetch } from "#app/desk/shared/fetch.ts";
import { MailboxBanner } from "#app/desk/shared/mailbox-banner.tsx";
import { useFreshDesk } from "#app/desk/shared/use-fresh-desk.ts";
import { deskWorker } from "#app/desk/worker.ts";
import { deskApi, deskPages } from "#domain/desk/api.ts";
import { type Role, roleLabels } from "#domain/desk/roles.ts";
import { mayCall } from "#domain/desk/route-roles.ts";
import type { Me } from "#domain/desk/types.ts";
import { deskWords as content } from "#domain/desk/words.ts";
import type { Route } from "./+types/layout";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return deskFetch<Me>(deskApi.me, { page: request.url });
}

export const meta = () => [{ title: content.title(content.brand) }, { name: "robots", content: "noindex" }];

const navLink =
  "relative flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-lg px-1.5 font-semibold text-sm text-white/90 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-saffron-300 sm:px-4";

function DeskFrame({
  email,
  role,
  unread,
  toCheck,
  mailboxDownSince,
  children,
}: {
  email?: string;
  role?: Role;
  unread?: number;
  toCheck?: number;
  mailboxDownSince?: string | null;
  children: React.ReactNode;
}) {
  return (
    <>
      <a
        href="#desk-main"
        className="sr-only z-50 rounded-full bg-saffron-400 px-5 py-3 font-bold text-forest-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {content.skip}
      </a>
      <header className="bg-forest-950 text-white shadow-lg">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-3 pt-2 pb-1.5 sm:px-6">
          <a
            href={deskPages.inbox}
            className="flex min-h-11 items-center gap-2 rounded-md font-extrabold text-xl"
          >
            <span aria-hidden="true" className="size-3 rounded-full bg-saffron-400" />
            {content.brand}
          </a>
          <nav aria-label={content.nav.label} className="order-last -mx-1 w-full">
            {/* A row of its own under the brand and the account at every width (eleven pages do not fit beside
                them), scrolling sideways on a narrow phone, never a page name alone on a line of its own; the
                padding keeps the focus ring inside the scrolling box. */}
            <ul className="-m-1.5 flex overflow-x-auto p-1.5 sm:gap-x-1">
              <li>
                <NavLink to={deskPages.inbox} end className={navLink}>
                  {content.nav.inbox}
                  {unread ? (
                    <span className="rounded-full bg-saffron-400 px-1.5 py-0.5 font-bold text-forest-950 text-xs">
                      {unread}
                      <span className="sr-only"> {content.inbox.unread.toLowerCase()}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.spam} className={navLink}>
                  {content.nav.spam}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.mailToCheck} className={navLink}>
                  {content.nav.mailToCheck}
                  {toCheck ? (
                    <span className="rounded-full bg-onion-700 px-1.5 py-0.5 font-bold text-white text-xs">
                      {toCheck}
                    </span>
                  ) : null}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.orders} className={navLink}>
                  {content.nav.orders}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.overview} className={navLink}>
                  {content.nav.overview}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.visitors} className={navLink}>
                  {content.nav.visitors}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.templates} className={navLink}>
                  {content.nav.templates}
                </NavLink>
              </li>
              <li>
                <NavLink to={deskPages.site} className={navLink}>
                  {content.nav.site}
                </NavLink>
              </li>
              {role && mayCall(role, "GET /api/desk/team") ? (
                <li>
                  <NavLink to={deskPages.team} className={navLink}>
                    {content.nav.team}
                  </NavLink>
                </li>
              ) : null}
              <li>
                <NavLink to={deskPages.security} className={navLink}>
                  {content.nav.security}
                </NavLink>
              </li>
              {role && mayCall(role, "GET /api/desk/activity") ? (
                <li>
                  <NavLink to={deskPages.activity} className={navLink}>
                    {content.nav.activity}
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
          {email && (
            <div className="ms-auto flex min-w-0 items-center gap-3">
              <p className="flex min-w-0 gap-2 text-sm text-white/80">
                <span className="sr-only">{content.signedInAs} </span>
                {/* Left to right in an Arabic desk too, so a long address loses its end, not its name. */}
                <bdi dir="ltr" className="truncate">
                  {email}
                </bdi>
                {role && <span className="shrink-0 font-semibold text-saffron-300">{roleLabels[role]}</span>}
              </p>
              {/* A plain form post: the server ends the session and answers with a redirect to /sign-in. */}
              <form method="post" action={deskApi.signOut}>
                <button
                  type="submit"
                  className="min-h-11 whitespace-nowrap rounded-full border-2 border-saffron-400 px-4 font-bold text-saffron-300 text-sm transition-colors hover:bg-saffron-400 hover:text-forest-950"
                >
                  {content.signOut}
                </button>
              </form>
            </div>
          )}
        </div>
      </header>
      <MailboxBanner since={mailboxDownSince} />
      <main
        id="desk-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
    </>
  );
}

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  useFreshDesk();
  useEffect(() => {
    // Only desk pages register it, so public pages carry none of it. Browsers without service workers, or on
    // plain HTTP away from localhost, refuse it: the desk then simply has no notifications (its Security page says so).
    navigator.serviceWorker?.register(deskWorker.script, { scope: deskWorker.scope }).catch(() => {});
  }, []);
  return (
    <DeskFrame
      email={loaderData.email}
      role={loaderData.role}
      unread={loaderData.unread}
      toCheck={loaderData.toCheck}
      mailboxDownSince={loaderData.mailboxDownSince}
    >
      <Outlet />
    </DeskFrame>
  );
}

export function HydrateFallback() {
  return (
    <DeskFrame>
      <p role="status" className="py-10 text-center text-earth-700">
        {content.loading}
      </p>
    </DeskFrame>
  );
}

export function ErrorBoundary() {
  return (
    <DeskFrame>
      <DeskErrorMessage message={deskErrorMessage(useRouteError())} />
    </DeskFrame>
  );
}
