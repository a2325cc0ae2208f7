-- The inbox (issue 24, worker/inbox/): where each message stands, who moved it and when, and a
-- log of deletions that keeps no candidate's data.

-- Where a candidate stands (src/inbox/contract.ts `statuses`).
ALTER TABLE messages ADD COLUMN status TEXT NOT NULL DEFAULT 'nouvelle'
  CHECK (status IN ('nouvelle', 'etude', 'entretien', 'retenue', 'ecartee'));

-- The name and e-mail in lower case without accents (« helene » finds « Hélène »), written by the
-- Worker with each message (worker/store.ts). Rows older than this migration get lower() only:
-- SQLite cannot strip accents, so their accented names are found as typed.
ALTER TABLE messages ADD COLUMN search TEXT NOT NULL DEFAULT '';
UPDATE messages SET search = lower(name || ' ' || email);

-- The list's filters, newest first within each.
CREATE INDEX messages_status_received_at ON messages (status, received_at);
CREATE INDEX messages_offer_received_at ON messages (offer_reference, received_at);
CREATE INDEX messages_kind_received_at ON messages (kind, received_at);

-- Each status change: who (the Access token's e-mail) and when. Deleted with its message.
CREATE TABLE status_changes (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('nouvelle', 'etude', 'entretien', 'retenue', 'ecartee')),
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX status_changes_message ON status_changes (message_id, at);

-- What was deleted, by whom and when: the row's random id only, never the candidate's data.
-- « delete »: a staff member (by_email); « purge »: the retention run (by_email is NULL).
CREATE TABLE inbox_log (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL CHECK (action IN ('delete', 'purge')),
  message_id TEXT NOT NULL,
  by_email TEXT,
  at TEXT NOT NULL
);
CREATE INDEX inbox_log_at ON inbox_log (at);
