-- A stand-in for migration 027, which another branch of this session ships: migrations run in sequence, so
-- 028 needs a 027 to run at all here. The integrator drops this commit when 027 lands.
SELECT 1;
