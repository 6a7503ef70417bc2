-- Issue 40: the days not rolled up yet (today, and yesterday until the roll-up after midnight) kept rolled up as
-- their views are written (server/visitors/view-store.ts), so the 'Visitors' page reads today as it reads any
-- other day, whatever its number of views. visitor_day_facts holds each visitor's rows of the day (its visitor
-- hash, like page_views', and no more); visitor_live_totals the day's totals in the shape of visitor_totals. A
-- row whose visitors fall to none is deleted. The roll-up copies a finished day's totals into visitor_totals and
-- deletes both; a day whose totals fall behind its raw views (views written before this migration) is rebuilt
-- from them.
CREATE TABLE visitor_day_facts (
    day TEXT NOT NULL,
    visitor BLOB NOT NULL CHECK (length(visitor) = 16),
    dimension TEXT NOT NULL,
    value TEXT NOT NULL,
    views INTEGER NOT NULL CHECK (views > 0),
    PRIMARY KEY (day, visitor, dimension, value)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE visitor_live_totals (
    filter_dimension TEXT NOT NULL,
    filter_value TEXT NOT NULL,
    day TEXT NOT NULL,
    dimension TEXT NOT NULL,
    value TEXT NOT NULL,
    visitors INTEGER NOT NULL CHECK (visitors >= 0),
    views INTEGER NOT NULL CHECK (views >= 0),
    PRIMARY KEY (filter_dimension, filter_value, day, dimension, value)
  ) STRICT, WITHOUT ROWID;
