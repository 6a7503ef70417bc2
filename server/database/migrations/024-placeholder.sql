-- Placeholder for another helper's migration 024 on its own branch (issue 41): the integrator drops this file
-- when that branch is merged. It changes nothing.
SELECT 1;
