import type { DatabaseSync } from "node:sqlite";
import type { ConversationMail } from "#domain/desk/types.ts";
import { type ConversationRow, conversationOf } from "./store.ts";

/** A mail of the conversation as the desk shows it: a queued mail that failed is 'retrying', with the reason. */
function conversationMail(row: ConversationRow): ConversationMail {
  const retrying = row.state === "queued" && row.attempts > 0;
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    at: new Date(row.createdAt).toISOString(),
    author: row.author,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    state: retrying ? "retrying" : row.state,
    reason: retrying ? row.lastError : row.skipReason,
    sentAt: row.sentAt,
  };
}

/** An enquiry's conversation as the desk shows it, oldest first: the mails sent and received, both ways. */
export function createConversation(db: DatabaseSync): (enquiryId: string) => ConversationMail[] {
  const rows = conversationOf(db);
  return (enquiryId) => rows(enquiryId).map(conversationMail);
}
