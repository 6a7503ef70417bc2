-- Holds number 020 for another branch of the same work until it is merged; the merge replaces this file.
SELECT 1;
