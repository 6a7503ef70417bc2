import { ContactDetails } from "~/components/contact-details";
import { EnquiryForm } from "~/components/enquiry-form/enquiry-form";
import { PageHeader } from "~/components/page-header";
import { contactContent as content } from "~/lang/contact";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: "/contact" });

export default function Contact() {
  return (
    <>
      <PageHeader title={content.heading} intro={content.intro} />
      <div className="mx-auto grid max-w-6xl grid-cols-1 split:grid-cols-[2fr_3fr] items-start gap-10 split:gap-12 px-5 py-16 sm:px-8 sm:py-20">
        <ContactDetails />
        <div className="min-w-0">
          <EnquiryForm />
        </div>
      </div>
    </>
  );
}
