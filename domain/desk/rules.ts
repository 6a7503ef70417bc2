// The desk's fixed lists and rules, which its contract (contract.ts) and its pages (api.ts) both name: kept
// apart from both so that neither imports the other for them.

/** Where an enquiry stands in the owner's work, in order. Spam is a separate flag, not a status. */
export const enquiryStatuses = ["new", "replied", "quoted", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
/** The inbox's Answer filter: not answered yet, waiting past REPLY_TARGET, or answered. */
export const answerFilters = ["waiting", "overdue", "answered"] as const;
export type AnswerFilter = (typeof answerFilters)[number];
/** The merge fields a reply template may use, as {{name}}; anything else is refused when it is saved. */
export const mergeFields = ["name", "company", "product", "reference", "owner"] as const;
export type MergeField = (typeof mergeFields)[number];
/** {{field}}, spaces inside the braces allowed; the field's name is the first group. */
export const mergeFieldPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** Why a mail naming an enquiry waits in 'Mail to check' instead of being filed into it. */
export const heldReasons = ["sender-not-buyer", "unknown-reference"] as const;
export type HeldReason = (typeof heldReasons)[number];
/** Why a buyer's file was listed but not kept. */
export const refusedReasons = ["size", "enquiry", "total"] as const;
export type RefusedBecause = (typeof refusedReasons)[number];
