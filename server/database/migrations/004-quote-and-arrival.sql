-- Issue 21: the quote details in their own columns (never parsed out of the message), how the buyer arrived,
-- and the source the desk filters by (utm_source, else the referring host). Older enquiries keep nulls; their
-- product is read again from the message's first line, which may now go on after the colon.
ALTER TABLE enquiries ADD COLUMN quote_product TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_quantity REAL CHECK (quote_quantity > 0);
  ALTER TABLE enquiries ADD COLUMN quote_unit TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_port TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_incoterm TEXT;
  ALTER TABLE enquiries ADD COLUMN quote_samples INTEGER CHECK (quote_samples IN (0, 1));
  ALTER TABLE enquiries ADD COLUMN arrival_page TEXT;
  ALTER TABLE enquiries ADD COLUMN arrival_referrer TEXT;
  ALTER TABLE enquiries ADD COLUMN utm_source TEXT;
  ALTER TABLE enquiries ADD COLUMN utm_medium TEXT;
  ALTER TABLE enquiries ADD COLUMN utm_campaign TEXT;
  ALTER TABLE enquiries ADD COLUMN language TEXT;
  ALTER TABLE enquiries ADD COLUMN source TEXT;
  UPDATE enquiries SET product = product_of_message(message) WHERE product IS NULL;
  CREATE INDEX enquiries_source ON enquiries (spam, source, received_at);
