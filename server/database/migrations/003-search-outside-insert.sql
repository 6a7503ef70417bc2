-- Search indexing leaves the enquiry's own commit (it cost more than the rest of the insert and doubled the
-- fsync): rows arrive with searchable = 0 and search-index.ts indexes them moments later, and before any
-- search. Only indexed rows are taken out of the index when they are deleted.
DROP TRIGGER enquiries_search_insert;
  ALTER TABLE enquiries ADD COLUMN searchable INTEGER NOT NULL DEFAULT 0;
  UPDATE enquiries SET searchable = 1;
  CREATE INDEX enquiries_unsearched ON enquiries (received_at) WHERE searchable = 0;
  DROP TRIGGER enquiries_search_delete;
  CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries WHEN old.searchable = 1 BEGIN
    INSERT INTO enquiries_search (enquiries_search, rowid, name, company, email, phone, message)
    VALUES ('delete', old.rowid, old.name, old.company, old.email, old.phone, old.message);
  END;
