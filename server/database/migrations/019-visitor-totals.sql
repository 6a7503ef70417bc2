-- Issue 40: the visitors' daily totals, kept for ever (the raw page views only for a few weeks). Each finished
-- day of page_views is rolled up once (server/visitors/roll-up.ts): per row of each table of the 'Visitors'
-- page, its distinct visitors that day and their views; and the same again within each row's visitors (the
-- filter), so choosing a row reads as few rows as the page unfiltered. The unfiltered rows have an empty filter;
-- a day's totals are the row with an empty dimension. A visitor counts once a day, so a period's visitors are
-- the sum of its days'.
CREATE TABLE visitor_totals (
    filter_dimension TEXT NOT NULL,
    filter_value TEXT NOT NULL,
    day TEXT NOT NULL,
    dimension TEXT NOT NULL,
    value TEXT NOT NULL,
    visitors INTEGER NOT NULL CHECK (visitors > 0),
    views INTEGER NOT NULL CHECK (views >= 0),
    PRIMARY KEY (filter_dimension, filter_value, day, dimension, value)
  ) STRICT, WITHOUT ROWID;
