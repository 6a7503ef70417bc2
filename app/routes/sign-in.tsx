import { PageHeader } from "~/components/page-header";
import { SignInForm } from "~/components/sign-in-form";
import { signInContent as content } from "~/content/sign-in";
import { signInPath } from "~/content/site-map";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: signInPath, noIndex: true });

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
