-- Issue 31: the owner's photographs, each kept as its cleaned master (upright, sRGB, no metadata, at most
-- 4096 px on its longest side, JPEG), so a restore of this one file brings every photo back; the files served
-- are made from it into DATA_DIR/photos/. The id is the first 32 hex digits of the master's SHA-256. An upload
-- not yet used by the draft or a kept version is removed a day after its last upload.
CREATE TABLE photos (
    id TEXT PRIMARY KEY CHECK (length(id) = 32),
    width INTEGER NOT NULL CHECK (width > 0),
    height INTEGER NOT NULL CHECK (height > 0),
    master BLOB NOT NULL,
    uploaded_by TEXT NOT NULL,
    uploaded_at TEXT NOT NULL
  ) STRICT;
