-- A stand-in for migration 028, which another branch of this session ships: migrations run in sequence, so
-- 029 needs a 028 to run at all here. The integrator drops this commit when 028 lands.
SELECT 1;
