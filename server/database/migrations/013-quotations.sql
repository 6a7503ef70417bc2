-- Issue 32: quotations, numbered 1, 2, … per enquiry, a later one sent superseding the earlier. Amounts are
-- integers of the currency's minor unit and quantities of thousandths (domain/quotations/money.ts), the total stored
-- beside its lines for the Overview. The buyer's page is found by its token (random, never derived from an
-- id); the PDF is kept as sent, so the mail that carries it (mails.quotation_id) and the page's download are
-- the very document. Viewed and accepted times, and the name the buyer accepted with, are the buyer's own.
CREATE TABLE quotations (
    id TEXT PRIMARY KEY,
    enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number > 0),
    token TEXT NOT NULL UNIQUE,
    state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'sent', 'superseded')),
    language TEXT NOT NULL,
    currency TEXT NOT NULL,
    total_minor INTEGER NOT NULL CHECK (total_minor >= 0 AND total_minor <= 999999999999),
    incoterm TEXT NOT NULL,
    port TEXT NOT NULL,
    valid_until TEXT NOT NULL,
    payment_terms TEXT NOT NULL,
    lead_time TEXT NOT NULL,
    notes TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL,
    sent_at TEXT,
    pdf BLOB,
    viewed_at TEXT,
    accepted_at TEXT,
    accepted_name TEXT,
    UNIQUE (enquiry_id, number)
  ) STRICT;
  CREATE INDEX quotations_sent ON quotations (sent_at) WHERE sent_at IS NOT NULL;
  CREATE TABLE quotation_lines (
    quotation_id TEXT NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    product TEXT NOT NULL,
    description TEXT NOT NULL,
    quantity_milli INTEGER NOT NULL CHECK (quantity_milli > 0),
    unit TEXT NOT NULL,
    price_minor INTEGER NOT NULL CHECK (price_minor > 0 AND price_minor <= 999999999999),
    amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
    PRIMARY KEY (quotation_id, position)
  ) STRICT;
  ALTER TABLE mails ADD COLUMN quotation_id TEXT REFERENCES quotations (id) ON DELETE SET NULL;
