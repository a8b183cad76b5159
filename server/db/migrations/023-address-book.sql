-- 023 (contacts, 001 §6 "/accounts/address_book/link/ {contacts} and /unlink/", §1
-- /accounts/contact_history/): the phone numbers and emails of the contacts a person uploaded,
-- one row a point, normalised (phone: '+' and digits; email: lower case), with the contact's
-- name as the device had it ('' when none). uploaded_at is the first upload (seconds); a later
-- upload of the same point keeps it. Unlink deletes all of the owner's rows; the account's
-- deletion takes them too.

CREATE TABLE address_book (
  owner_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('phone', 'email')),
  value       TEXT NOT NULL,
  name        TEXT NOT NULL DEFAULT '',
  uploaded_at INTEGER NOT NULL,
  PRIMARY KEY (owner_id, kind, value)
) WITHOUT ROWID;
-- Matching: the accounts whose email or confirmed phone is a kept point.
CREATE INDEX address_book_match ON address_book(kind, value);
-- The contact history page: newest first, then by value.
CREATE INDEX address_book_history ON address_book(owner_id, uploaded_at DESC, value, kind);
