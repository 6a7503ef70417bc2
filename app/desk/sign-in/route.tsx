import type { MetaArgs } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { SignInForm } from "#app/desk/sign-in/sign-in-form.tsx";
import { companyOf } from "#app/lib/company.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { signInPath } from "#domain/page-paths.ts";
import { signInWords as content } from "~/lang/sign-in.ts";

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
