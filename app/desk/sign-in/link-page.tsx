import { PageHeader } from "#app/components/page-header.tsx";
import { pageLang } from "#app/lib/page-lang.ts";
import { linkRefusals } from "#domain/desk/team-refusals.ts";
import { localePath } from "#domain/i18n.ts";
import { signInPath } from "#domain/page-paths.ts";
import { newAccountWords as copy } from "~/lang/sign-in.ts";

/** What a link's page shows: checking the link, the form it opens, or why it is refused (with the way on). */
export type LinkState = { kind: "checking" } | { kind: "refused"; message: string } | { kind: "open" };

/** The frame of the invitation's and the setup's pages: the heading, then the link's state. */
export function LinkPage({
  heading,
  intro,
  state,
  checking,
  children,
}: {
  heading: string;
  intro?: React.ReactNode;
  state: LinkState;
  checking: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={heading} intro={state.kind === "open" ? intro : undefined} />
      <div className="mx-auto w-full max-w-md px-5 py-14 sm:py-20">
        {state.kind === "checking" && (
          <p role="status" className="text-center text-earth-700">
            {checking}
          </p>
        )}
        {state.kind === "refused" && (
          <div className="space-y-5 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-earth-900/5 sm:p-8">
            <p role="alert" className="font-semibold text-onion-700">
              {state.message}
            </p>
            <a
              href={localePath(pageLang, signInPath)}
              className="inline-block font-bold text-forest-800 underline underline-offset-4"
            >
              {copy.signIn}
            </a>
          </div>
        )}
        {state.kind === "open" && children}
      </div>
    </>
  );
}

/** A link's refusal in the page's language: the server says it in English (domain/desk/team-refusals.ts). */
export function refusalInPageLanguage(message: string | undefined): string | undefined {
  const key = (Object.keys(linkRefusals) as (keyof typeof linkRefusals)[]).find(
    (reason) => linkRefusals[reason] === message,
  );
  return key ? copy.refusals[key] : message;
}

/** The link's token, read after hydration (the pre-rendered page has no query). */
export const tokenInAddress = () => new URLSearchParams(location.search).get("token")?.trim() ?? "";
