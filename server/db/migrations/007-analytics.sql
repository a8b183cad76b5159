-- 007: analytics and client errors (issue 14; 000 §7 Analytics, /client_error/). Each event
-- is kept once per device and client item id (the client sends an item until it knows it
-- arrived, so a repeat is ignored), with the session's device id (mid cookie) and viewer.
-- Both tables are bounded: server/analytics/sqlite-analytics.ts prunes the oldest rows.
CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  device_id TEXT NOT NULL,
  user_id INTEGER,
  channel TEXT NOT NULL,
  client_id TEXT NOT NULL,
  name TEXT NOT NULL,
  session_id TEXT NOT NULL,
  client_time INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX analytics_events_client ON analytics_events(device_id, client_id);
CREATE INDEX analytics_events_name ON analytics_events(name);

CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY,
  device_id TEXT NOT NULL,
  user_id INTEGER,
  name TEXT NOT NULL,
  message TEXT NOT NULL,
  script TEXT NOT NULL,
  line INTEGER NOT NULL,
  column_number INTEGER NOT NULL,
  stack TEXT NOT NULL,
  ref TEXT NOT NULL,
  client_time INTEGER NOT NULL,
  deployment_stage TEXT NOT NULL,
  is_canary INTEGER NOT NULL,
  rollout_hash TEXT NOT NULL,
  is_prerelease INTEGER NOT NULL,
  bundle_variant TEXT NOT NULL,
  request_url TEXT NOT NULL,
  response_status_code INTEGER NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX client_errors_group ON client_errors(message, script);
