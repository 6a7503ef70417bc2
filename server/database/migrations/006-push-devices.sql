-- Issue 20, part 4: the devices an owner asked to be notified on, each a Web Push subscription (its
-- endpoint at the browser's push service, and the keys the payload is encrypted to).
CREATE TABLE push_devices (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX push_devices_owner ON push_devices (owner_id);
