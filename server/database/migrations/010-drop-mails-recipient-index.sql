-- The acknowledgement limits live in memory now (server/outgoing-mail/acknowledgement.ts): nothing asks by recipient.
DROP INDEX mails_recipient;
