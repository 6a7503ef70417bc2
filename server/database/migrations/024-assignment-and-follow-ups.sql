-- Issue 41, parts 4 and 5: each enquiry in someone's hands, and follow-ups that come back on their day.
-- Whom an enquiry is assigned to; a removed person's enquiries go back to nobody.
ALTER TABLE enquiries ADD COLUMN assignee_id TEXT REFERENCES owners (id) ON DELETE SET NULL;
-- The day to follow it up (YYYY-MM-DD in OWNER_TIME_ZONE), what to do then, and whether that morning's push
-- went out (set again to 0 whenever the day changes).
ALTER TABLE enquiries ADD COLUMN follow_up_on TEXT;
ALTER TABLE enquiries ADD COLUMN follow_up_note TEXT;
ALTER TABLE enquiries ADD COLUMN follow_up_told INTEGER NOT NULL DEFAULT 0;
CREATE INDEX enquiries_assignee ON enquiries (assignee_id, received_at);
CREATE INDEX enquiries_follow_up ON enquiries (follow_up_on) WHERE follow_up_on IS NOT NULL;
-- Where new enquiries go: to nobody, to one person, or to the Sales people in turn (after the last one given).
CREATE TABLE assignment_rule (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    rule TEXT NOT NULL CHECK (rule IN ('nobody', 'person', 'sales-in-turn')),
    person_id TEXT REFERENCES owners (id) ON DELETE SET NULL,
    last_given_id TEXT REFERENCES owners (id) ON DELETE SET NULL
  ) STRICT;
INSERT INTO assignment_rule (id, rule) VALUES (1, 'nobody');
-- Which new enquiries a person hears about: 'all', or only those assigned to them (and the unassigned ones).
CREATE TABLE notify_choices (
    owner_id TEXT PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
    notify_of TEXT NOT NULL CHECK (notify_of IN ('all', 'assigned'))
  ) STRICT;
