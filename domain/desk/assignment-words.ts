// The words of each enquiry in someone's hands and of its follow-ups (issue 41, parts 4 and 5): the enquiry's
// page, the inbox's filters, the Security page's choice and the Team page's assignment rule.
import { deskLanguage } from "./desk-language.ts";

const english = {
  assignedTo: "Assigned to",
  nobody: "Nobody",
  assignedSaved: "Assignment saved.",
  filters: "Whose enquiries",
  all: "All",
  mine: "Mine",
  unassigned: "Unassigned",
  due: "Due",
  rowAssignee: (email: string) => `Assigned to ${email}`,
  followUpHeading: "Follow-up",
  followUpOn: "Follow up on",
  whatToDo: "What to do",
  whatToDoHint: "Optional, one line: what to do that day.",
  saveFollowUp: "Save follow-up",
  removeFollowUp: "Remove follow-up",
  followUpSaved: "Follow-up saved.",
  followUpRemoved: "Follow-up removed.",
  noFollowUp: "No follow-up set.",
  followUpLine: (date: string) => `Follow up on ${date}`,
  dueNow: "Due",
  nextFollowUp: "Follow up on the next step?",
  inDays: { 3: "in 3 days", 7: "in a week" } as Record<number, string>,
  by: (email: string) => `by ${email}`,
  rule: {
    heading: "New enquiries",
    label: "New enquiries go to",
    nobody: "Nobody",
    salesInTurn: "Sales people in turn",
    hint: "Sales people in turn: each new enquiry goes to the next person with the role Sales.",
    save: "Save",
    saved: "Saved: new enquiries go to",
  },
  notify: {
    label: "Notify me of",
    all: "All enquiries",
    assigned: "Enquiries assigned to me",
    hint: "Enquiries assigned to nobody are sent to everyone.",
    saved: "Saved.",
  },
};

export type AssignmentWords = typeof english;

/** In the desk's language; the server's history reads English (domain/desk/desk-language.ts). */
export const assignmentWords: AssignmentWords =
  deskLanguage === "ar" ? (await import("./assignment-words.ar.ts")).arabic : english;
