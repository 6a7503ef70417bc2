-- The desk in each person's language (English or Arabic): the account keeps the language its person chose, and
-- an invitation the language its Owner chose for it, so its mail, its page and the new account's desk use it.
ALTER TABLE owners ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
ALTER TABLE invitations ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
