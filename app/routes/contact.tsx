import { ContactDetails } from "~/components/contact-details";
import { EnquiryForm } from "~/components/enquiry-form/enquiry-form";

export default function Contact() {
  return (
    <main>
      <h1>Contact us</h1>
      <ContactDetails />
      <EnquiryForm />
    </main>
  );
}
