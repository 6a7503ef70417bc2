import { PageHeader } from "~/components/page-header";
import { privacyContent as content } from "~/lang/privacy";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: "/privacyPolicy" });

export default function PrivacyPolicy() {
  return (
    <>
      <PageHeader title={content.heading} />
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <p className="text-earth-700 text-lg leading-relaxed">{content.text}</p>
      </div>
    </>
  );
}
