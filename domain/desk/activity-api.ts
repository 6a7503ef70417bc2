// 'Activity' (who did what) and the server: its actions and routes, apart from api.ts, which every desk page loads.

/**
 * What the log records, a fixed list: the server stores these names, the page and the CSV show their labels
 * (activity-words.ts). Invitations, roles, removals, assignment rules and the setup link are recorded by the
 * rooms that do them (the team's and the first account's).
 */
export const activityActions = [
  "sign-in",
  "sign-in-failed",
  "setup-link-used",
  "invitation-sent",
  "invitation-revoked",
  "invitation-accepted",
  "role-changed",
  "person-removed",
  "assignment-rule-changed",
  "enquiries-exported",
  "activity-exported",
  "enquiry-erased",
  "site-published",
  "version-restored",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** Rows are kept this many days, then deleted by the daily sweep (docs/reliability.md). */
export const activityKeptDays = 365;

export const activityApi = {
  list: "/api/desk/activity", // GET ?page → ActivityPage, newest first
  csv: "/api/desk/activity.csv", // GET → text/csv, every row kept
} as const;
