-- Issue 42: orders, made from an accepted quotation and numbered 1, 2, … per enquiry (VA-7K3F9Q-O1). Lines,
-- currency, Incoterm and port are copied from the quotation as they were accepted; amounts are integers of the
-- currency's minor unit. The buyer's page is found by its token (random, never derived from an id). The order
-- keeps its own copy of the bank details (JSON) as they stood when it was made, and the one before a change she
-- confirmed (previous_bank, bank_changed_at), so a buyer sees the change and its date.
CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    quotation_id TEXT REFERENCES quotations (id) ON DELETE SET NULL,
    number INTEGER NOT NULL CHECK (number > 0),
    token TEXT NOT NULL UNIQUE,
    language TEXT NOT NULL,
    currency TEXT NOT NULL,
    total_minor INTEGER NOT NULL CHECK (total_minor >= 0 AND total_minor <= 999999999999),
    incoterm TEXT NOT NULL,
    port TEXT NOT NULL,
    buyer_company TEXT NOT NULL,
    consignee TEXT NOT NULL,
    notify_party TEXT NOT NULL,
    payment_terms TEXT NOT NULL CHECK (payment_terms IN ('advance', 'letter-of-credit', 'cash-against-documents')),
    advance_percent INTEGER CHECK (advance_percent IS NULL OR (advance_percent > 0 AND advance_percent < 100)),
    expected_shipment TEXT NOT NULL,
    bank TEXT NOT NULL,
    previous_bank TEXT,
    bank_changed_at TEXT,
    created_at TEXT NOT NULL,
    created_by TEXT NOT NULL,
    UNIQUE (enquiry_id, number)
  ) STRICT;
  CREATE TABLE order_lines (
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    product TEXT NOT NULL,
    description TEXT NOT NULL,
    quantity_milli INTEGER NOT NULL CHECK (quantity_milli > 0),
    unit TEXT NOT NULL,
    price_minor INTEGER NOT NULL CHECK (price_minor > 0),
    amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
    PRIMARY KEY (order_id, position)
  ) STRICT;
  CREATE TABLE order_milestones (
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    happened_on TEXT NOT NULL,
    details TEXT NOT NULL,
    mailed INTEGER NOT NULL CHECK (mailed IN (0, 1)),
    recorded_at TEXT NOT NULL,
    recorded_by TEXT NOT NULL,
    PRIMARY KEY (order_id, kind)
  ) STRICT;
  CREATE TABLE order_payments (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    received_on TEXT NOT NULL,
    reference TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    recorded_by TEXT NOT NULL
  ) STRICT;
  CREATE INDEX order_payments_order ON order_payments (order_id, received_on);
