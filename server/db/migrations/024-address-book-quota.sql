-- 024 (contacts): how many new phone numbers and emails each person uploaded in their current
-- 24-hour window. A contact upload answers which accounts its points belong to, so uploads are
-- what a script would use to learn who has an account: Delete all and upload again must not
-- reset that. Only counts are kept, never the points (Delete all deletes those).
CREATE TABLE address_book_quota (
  owner_id     INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  window_start INTEGER NOT NULL, -- seconds
  points       INTEGER NOT NULL
);
