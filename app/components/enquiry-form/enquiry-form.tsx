/** The enquiry form of the contact page. */
export function EnquiryForm() {
  return null;
}
