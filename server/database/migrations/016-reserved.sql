-- Reserved for the 016 migration another branch of issue 38 adds: delete this file (and its line in
-- migrations.test.ts) when that branch is merged. Does nothing.
SELECT 1;
