-- Issue 20: the buyers' mails filed from the owner's mailbox (server/incoming-mail/mailbox.ts): their attachments (the
-- file under DATA_DIR/attachments/{id}, none when refused for its size), and where the mailbox was read to
-- (its UIDVALIDITY and the last UID looked at), so a restart resumes there.
CREATE TABLE mail_attachments (
    id TEXT PRIMARY KEY,
    mail_id TEXT NOT NULL REFERENCES mails (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    refused INTEGER NOT NULL DEFAULT 0
  ) STRICT;
  CREATE INDEX mail_attachments_mail ON mail_attachments (mail_id);
  CREATE TABLE mailbox_state (
    mailbox TEXT PRIMARY KEY,
    uid_validity TEXT NOT NULL,
    last_uid INTEGER NOT NULL
  ) STRICT;
