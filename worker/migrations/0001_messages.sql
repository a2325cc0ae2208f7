-- Messages and applications sent through the site's form. One row per message; a CV is an R2
-- object named by cv_key. Rows are deleted by the daily retention run (worker/schedule.ts).
CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  -- One key per message, sent by the form: a retried send finds its row instead of adding one.
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('message', 'application')),
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  service TEXT,
  message TEXT NOT NULL,
  offer_reference TEXT,
  offer_title TEXT,
  cv_key TEXT,
  cv_name TEXT,
  cv_type TEXT,
  cv_size INTEGER,
  -- Null until the firm's e-mail has left; the scheduled run retries those.
  emailed_at TEXT,
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT
);
CREATE INDEX messages_received_at ON messages (received_at);
CREATE INDEX messages_not_emailed ON messages (emailed_at) WHERE emailed_at IS NULL;

-- Recent sends per address (a hash, never the address itself), for the burst limit.
CREATE TABLE recent_sends (
  address_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX recent_sends_address ON recent_sends (address_hash, sent_at);
