-- Issue 22: the language of the site's page each enquiry was sent from (en, ar, es, fr, ru), which its answers
-- and the buyer's mails use; beside `language`, the browser's. Every enquiry before came from an English page.
ALTER TABLE enquiries ADD COLUMN site_language TEXT NOT NULL DEFAULT 'en';
