-- Issue 42: her own documents on an order (certificates, bill of lading, insurance, or one of her own naming),
-- each a PDF or a photo as cleaned on upload, its bytes kept here as the photos' masters are, so the one backup
-- file holds them too. One document per kind on an order; those of her own naming are told apart by their name.
-- The id is random (128 bits): the buyer's download address carries it after his order's token.
CREATE TABLE order_documents (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    file_name TEXT NOT NULL,
    media_type TEXT NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg')),
    bytes BLOB NOT NULL,
    size INTEGER NOT NULL CHECK (size > 0),
    shared INTEGER NOT NULL CHECK (shared IN (0, 1)),
    uploaded_at TEXT NOT NULL,
    uploaded_by TEXT NOT NULL,
    UNIQUE (order_id, kind, name)
  ) STRICT;
