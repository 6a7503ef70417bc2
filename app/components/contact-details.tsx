/** The contact page's static blocks: location, e-mail and phone. */
export function ContactDetails() {
  return null;
}
