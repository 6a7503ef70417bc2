-- Issue 20, part 5: when each enquiry was first answered, i.e. its first status change (moving past 'new',
-- by hand or by a reply sent from the desk), taken from the history by a trigger so that every way of
-- changing the status sets it. Stored rather than looked up so that the inbox marks and filters overdue
-- enquiries, and the Overview measures answer times, without reading the history. The partial index holds
-- the enquiries still waiting, oldest first: the overdue view and its count walk it alone.
ALTER TABLE enquiries ADD COLUMN first_answered_at TEXT;
  UPDATE enquiries SET first_answered_at = (
    SELECT min(h.at) FROM history h WHERE h.enquiry_id = enquiries.id AND h.action = 'status'
  );
  CREATE TRIGGER enquiries_first_answer AFTER INSERT ON history WHEN new.action = 'status' BEGIN
    UPDATE enquiries SET first_answered_at = new.at WHERE id = new.enquiry_id AND first_answered_at IS NULL;
  END;
  CREATE INDEX enquiries_waiting ON enquiries (received_at) WHERE first_answered_at IS NULL AND spam = 0;
