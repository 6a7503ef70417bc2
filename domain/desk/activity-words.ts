// The 'Activity' page's words, apart from the desk's other words (words.ts): only that page (and the server's CSV,
// in English) loads them. Its name in the navigation stays in words.ts.
import type { ActivityAction } from "./activity-api.ts";
import { deskLanguage } from "./desk-language.ts";

const english = {
  heading: "Activity",
  intro: (days: number) =>
    `Who did what on the desk, when and from where: sign-ins, the team's changes, exports, erasures, publishes and restores. Kept for ${days} days.`,
  exportCsv: "Export CSV",
  table: "Activity, newest first",
  when: "When",
  who: "Who",
  what: "What",
  details: "Details",
  from: "From",
  noEmail: "No e-mail given",
  /** A failed sign-in names the address tried, which may be no one's. */
  tried: "tried",
  empty: "Nothing has been recorded yet.",
  results: (total: number) => (total === 1 ? "1 entry" : `${total.toLocaleString("en")} entries`),
  pagination: "Pages of activity",
  actions: {
    "sign-in": "Signed in",
    "sign-in-failed": "Failed sign-in",
    "setup-link-used": "Setup link used",
    "invitation-sent": "Invitation sent",
    "invitation-revoked": "Invitation revoked",
    "invitation-accepted": "Invitation accepted",
    "role-changed": "Role changed",
    "person-removed": "Person removed",
    "assignment-rule-changed": "Assignment rule changed",
    "enquiries-exported": "Enquiries exported",
    "activity-exported": "Activity exported",
    "enquiry-erased": "Enquiry erased",
    "site-published": "Site published",
    "version-restored": "Version restored",
  } satisfies Record<ActivityAction, string>,
};

export type ActivityWords = typeof english;

/** In the desk's language; the server's CSV is English (domain/desk/desk-language.ts). */
export const activityWords: ActivityWords =
  deskLanguage === "ar" ? (await import("./activity-words.ar.ts")).arabic : english;
