import type { MetaArgs } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SignInForm } from "~/desk/sign-in/sign-in-form";
import { signInWords as content } from "~/desk/sign-in/words";
import { companyOf } from "~/lib/company";
import { pageMeta } from "~/lib/seo";
import { signInPath } from "../../../domain/page-paths";

export const meta = ({ matches }: MetaArgs) =>
  pageMeta({ company: companyOf(matches), ...content.meta, path: signInPath, noIndex: true });

export default function SignIn() {
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto w-full max-w-md px-5 py-14 sm:py-20">
        <SignInForm />
      </div>
    </>
  );
}
