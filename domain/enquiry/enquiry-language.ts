// Apart from i18n.ts, which every page loads: only the contact form's code and the server read these.
/**
 * How the contact form tells the enquiry API its page's language, so the answers and the buyer's mails come in
 * it (server/enquiries/site-language.ts): a request header beside the spec's JSON body, and a hidden field of the form
 * posted without JavaScript. Neither is sent from English pages: absent means English.
 */
export const siteLanguageHeader = "Content-Language";
export const siteLanguageField = "site_language";
