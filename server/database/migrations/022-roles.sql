-- Each account has a role (domain/desk/roles.ts): what the one guard lets it do. Every account made before
-- roles existed could do everything, so each stays an 'owner'.
ALTER TABLE owners ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'sales', 'viewer'));
