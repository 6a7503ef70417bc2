import { useEffect, useState } from "react";
import type { MetaArgs } from "react-router";
import { companyOf } from "#app/lib/company.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { newAccountApi, teamPages } from "#domain/desk/team-api.ts";
import type { InvitationFacts } from "#domain/desk/types.ts";
import { newAccountWords as copy } from "~/lang/sign-in.ts";
import { LinkPage, type LinkState, refusalInPageLanguage, tokenInAddress } from "./link-page.tsx";
import { NewAccountForm } from "./new-account-form.tsx";
import { postJson } from "./post-json.ts";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    company: companyOf(matches),
    title: copy.invitation.title,
    description: copy.invitation.description,
    path: teamPages.invitation,
    noIndex: true,
  });

const routes = {
  password: newAccountApi.invitationPassword,
  passkeyOptions: newAccountApi.invitationPasskeyOptions,
  passkey: newAccountApi.invitationPasskey,
};

/** Who is invited and as what; the address keeps its own direction inside an Arabic sentence. */
function InvitedAs({ facts }: { facts: InvitationFacts }) {
  const [before, after] = copy.invitation.intro("\u0000", facts.role).split("\u0000");
  return (
    <>
      {before}
      {/* A box of its own: a long address wraps within itself, never across the sentence's direction. */}
      <bdi dir="ltr" className="inline-block max-w-full [overflow-wrap:anywhere]">
        {facts.email}
      </bdi>
      {after}
    </>
  );
}

/** An invitation's link: who is invited and as what, then a password or a passkey, and the desk. */
export default function InvitationPage() {
  const [token, setToken] = useState("");
  const [facts, setFacts] = useState<InvitationFacts | null>(null);
  const [state, setState] = useState<LinkState>({ kind: "checking" });

  useEffect(() => {
    const given = tokenInAddress();
    if (!given) {
      setState({ kind: "refused", message: copy.noLink });
      return;
    }
    setToken(given);
    postJson<InvitationFacts>(newAccountApi.invitation, { token: given })
      .then((answer) => {
        if (answer.ok) {
          setFacts(answer.data);
          setState({ kind: "open" });
        } else
          setState({ kind: "refused", message: refusalInPageLanguage(answer.data.message) ?? copy.noLink });
      })
      .catch(() => setState({ kind: "refused", message: copy.network }));
  }, []);

  return (
    <LinkPage
      heading={copy.invitation.heading}
      intro={facts ? <InvitedAs facts={facts} /> : undefined}
      state={state}
      checking={copy.invitation.checking}
    >
      {facts && <NewAccountForm token={token} fixedEmail={facts.email} routes={routes} />}
    </LinkPage>
  );
}
