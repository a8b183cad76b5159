-- 003: the logged-out entry flows of spec 000 (issue 4): phone numbers, two-factor, one-tap
-- nonces, one-time codes and tokens, consent sessions, under-age attempts, linked social
-- accounts, data downloads, contact points known per device, and the outbox of the sender.
-- Times here are milliseconds (columns named *_ms). Secrets are stored only as HMAC-SHA-256.

CREATE TABLE user_phones (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone_number TEXT NOT NULL UNIQUE, -- '+' and 7-15 digits
  confirmed_ms INTEGER
);

-- TOTP and/or SMS second factor. SMS codes go to user_phones.phone_number.
CREATE TABLE user_two_factor (
  user_id        INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  totp_secret    TEXT,                       -- base32; NULL when TOTP is off
  totp_last_step INTEGER NOT NULL DEFAULT 0, -- last accepted time step (no replay)
  sms_on         INTEGER NOT NULL DEFAULT 0
);

-- Single-use, expiring secrets: two-factor identifiers, sign-up SMS codes, password reset
-- tokens, parental consent nonces. purpose + subject say what they are for.
CREATE TABLE one_time_codes (
  id         INTEGER PRIMARY KEY,
  purpose    TEXT NOT NULL,
  subject    TEXT NOT NULL,
  code_hash  TEXT NOT NULL,
  user_id    INTEGER REFERENCES users(id) ON DELETE CASCADE,
  data       TEXT NOT NULL DEFAULT '{}',
  attempts   INTEGER NOT NULL DEFAULT 0,
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  used_ms    INTEGER
);
CREATE INDEX one_time_codes_hash ON one_time_codes(purpose, code_hash);
CREATE INDEX one_time_codes_subject ON one_time_codes(purpose, subject, created_ms);

-- One-tap login nonces: one per user and device (the mid cookie).
CREATE TABLE one_tap_nonces (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  device_id  TEXT NOT NULL,
  nonce_hash TEXT NOT NULL UNIQUE,
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

-- Consent (000 §3): one session per user, or per pending sign-up (user_id NULL) until the
-- account is created with its gdpr_s. states: JSON {consent key: numeric state}.
CREATE TABLE consent_sessions (
  id              TEXT PRIMARY KEY,
  user_id         INTEGER UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  device_id       TEXT NOT NULL,
  tos_version     TEXT NOT NULL CHECK (tos_version IN ('default', 'eu', 'row')),
  states          TEXT NOT NULL,
  dob             TEXT,
  age_bucket      TEXT,
  guardian_email  TEXT,
  parental_status TEXT CHECK (parental_status IN ('pending', 'approved', 'denied')),
  parent_name     TEXT,
  created_ms      INTEGER NOT NULL,
  updated_ms      INTEGER NOT NULL
);

-- Under-age answers per device key ('mid:<mid>' or 'cid:<client_id>'), for the cooldown.
CREATE TABLE underage_attempts (
  device_key TEXT NOT NULL,
  at_ms      INTEGER NOT NULL
);
CREATE INDEX underage_attempts_key ON underage_attempts(device_key, at_ms);

CREATE TABLE social_links (
  provider         TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_ms       INTEGER NOT NULL,
  PRIMARY KEY (provider, provider_user_id),
  UNIQUE (user_id, provider)
);

-- Data download jobs: running → ready | failed. content is the JSON export.
CREATE TABLE data_downloads (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email      TEXT NOT NULL,
  status     TEXT NOT NULL CHECK (status IN ('running', 'ready', 'failed')),
  token_hash TEXT UNIQUE,
  content    TEXT,
  created_ms INTEGER NOT NULL,
  ready_ms   INTEGER,
  expires_ms INTEGER
);
CREATE INDEX data_downloads_user ON data_downloads(user_id, created_ms);

-- Contact points entered on a device (mid), for the sign-up prefill.
CREATE TABLE device_contacts (
  device_id    TEXT PRIMARY KEY,
  email        TEXT,
  phone_number TEXT,
  updated_ms   INTEGER NOT NULL
);

-- Mail and SMS when no SMTP server is configured (read at /dev/outbox in development).
CREATE TABLE outbox_messages (
  id         INTEGER PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('email', 'sms')),
  to_addr    TEXT NOT NULL,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  link       TEXT,
  created_ms INTEGER NOT NULL
);
