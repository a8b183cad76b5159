-- 026 (contacts, 001 §2 /invites/contact_optout/, §6 "/invites/contact_optout_confirmed/
-- {hashed_contact, signature}"): phone numbers and emails whose holders asked Lumen not to keep
-- them from the contacts people upload (server/routes/contact-optout.ts). hashed_contact is the
-- hex HMAC-SHA-256 of "kind:normalised value" under a key derived from the server's secret
-- (server/contacts/contact-optout-keys.ts), so neither table can be read back without it.

-- Opted out now: no plaintext, only the hash, the kind and the masked form the page shows.
-- Opting back in deletes the row.
CREATE TABLE contact_optouts (
  hashed_contact TEXT PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('phone', 'email')),
  masked         TEXT NOT NULL,
  opted_out_at   INTEGER NOT NULL -- seconds
) WITHOUT ROWID;

-- A link sent and not yet confirmed. value is the normalised point in plaintext: confirming
-- deletes it from every uploaded address book, then deletes this row. Rows whose last request is
-- older than 7 days are pruned. window_start and sends count the links sent to the point in its
-- current 24-hour window (ContactOptoutLimits.linksPerPointPerDay).
CREATE TABLE contact_optout_links (
  hashed_contact TEXT PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('phone', 'email')),
  value          TEXT NOT NULL,
  masked         TEXT NOT NULL,
  requested_at   INTEGER NOT NULL, -- seconds: the latest request
  window_start   INTEGER NOT NULL, -- seconds
  sends          INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX contact_optout_links_age ON contact_optout_links(requested_at);
