-- 020: photo-of-you tags approved by the tagged person (001 §6 "Viewers can approve or remove a
-- photo-of-you tag"; §7 /web/usertags/review_preference_web/, review_web/, untag_web/).
-- A tag made while the tagged person had "Manually approve tags" on arrives pending: it is not
-- on their Tagged tab (nor shown to others on the post) until they approve it; the post's owner
-- and the tagged person see it on the post. One row in usertag_review per person who turned
-- the preference on (off by default).
ALTER TABLE post_usertags ADD COLUMN pending INTEGER NOT NULL DEFAULT 0;
CREATE INDEX post_usertags_pending ON post_usertags(user_id, post_id) WHERE pending = 1;
CREATE TABLE usertag_review (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE
) WITHOUT ROWID;
