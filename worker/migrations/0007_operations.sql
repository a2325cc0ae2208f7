-- Operations after go-live (issue 43).
--
-- schedule_runs: when each scheduled run (wrangler.jsonc triggers.crons) last ran, and what it did
-- (its summary as JSON): the health check (GET /api/health) says a schedule has stopped.
CREATE TABLE schedule_runs (
  cron TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  result TEXT NOT NULL CHECK (length(result) <= 2000)
);

-- worker_settings: values the Worker makes and keeps itself. « rate_limit_key »: the random key the
-- rate limit's hashes are made with (HMAC-SHA-256), replaced every day at 03:00: without it, the
-- hash of an IPv4 address could be reversed by trying them all.
CREATE TABLE worker_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  at TEXT NOT NULL
);

-- Hashes made before this migration used a fixed, public prefix: forgotten now (they count only
-- the last 10 minutes).
DELETE FROM recent_sends;
