import { useEffect, useState } from "react";
import type { MetaArgs } from "react-router";
import { companyOf } from "#app/lib/company.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { newAccountApi, teamPages } from "#domain/desk/team-api.ts";
import type { SetupState } from "#domain/desk/types.ts";
import { newAccountWords as copy } from "~/lang/sign-in.ts";
import { LinkPage, type LinkState, tokenInAddress } from "./link-page.tsx";
import { NewAccountForm } from "./new-account-form.tsx";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({
    company: companyOf(matches),
    title: copy.setup.title,
    description: copy.setup.description,
    path: teamPages.setup,
    noIndex: true,
  });

const routes = {
  password: newAccountApi.setupPassword,
  passkeyOptions: newAccountApi.setupPasskeyOptions,
  passkey: newAccountApi.setupPasskey,
};

/** The first start's setup link: the first Owner's e-mail address, then a password or a passkey. */
export default function SetupPage() {
  const [token, setToken] = useState("");
  const [state, setState] = useState<LinkState>({ kind: "checking" });

  useEffect(() => {
    const given = tokenInAddress();
    if (!given) {
      setState({ kind: "refused", message: copy.noLink });
      return;
    }
    setToken(given);
    // The token itself is checked when the account is made: a wrong one is refused then, in the server's words.
    fetch(newAccountApi.setup, { credentials: "same-origin" })
      .then((response) => response.json() as Promise<SetupState>)
      .then(({ setupLink }) =>
        setState(setupLink ? { kind: "open" } : { kind: "refused", message: copy.refusals.setupGone }),
      )
      .catch(() => setState({ kind: "refused", message: copy.network }));
  }, []);

  return (
    <LinkPage
      heading={copy.setup.heading}
      intro={copy.setup.intro}
      state={state}
      checking={copy.setup.checking}
    >
      <NewAccountForm token={token} routes={routes} />
    </LinkPage>
  );
}
