-- Issue 42, item 5: a shipped order's proceeds must be realised by a day (PROCEEDS_REALISATION_MONTHS after the
-- bill of lading); a month before, on that morning, the enquiry's person is pushed once. The follow-up's day told
-- is kept, so a restart neither tells it again nor misses it, and a later day (the setting changed) is told anew.
ALTER TABLE orders ADD COLUMN proceeds_told_on TEXT;
