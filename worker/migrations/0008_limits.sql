-- Limits that hold (issue 54).
--
-- daily_usage: what the form accepted each Dakar day (a UTC date, « 2026-11-24 »): the messages and
-- applications, and their CVs' bytes. The daily cap (worker/dailyCap.ts) reads one row per request;
-- each accepted message adds itself in the same batch (a transaction) that stores it. Counts only,
-- nobody's data; the 03:00 run forgets the days older than 31.
CREATE TABLE daily_usage (
  day TEXT PRIMARY KEY,
  messages INTEGER NOT NULL,
  cv_bytes INTEGER NOT NULL
);
-- The days of the messages already there, so that the cap and the health report start from them
-- (the 03:00 run then forgets the days older than 31).
INSERT INTO daily_usage (day, messages, cv_bytes)
SELECT substr(received_at, 1, 10), COUNT(*), COALESCE(SUM(cv_size), 0) FROM messages GROUP BY substr(received_at, 1, 10);

-- used_keys: the idempotency key of each entry deleted (by staff in the inbox, or by the retention
-- run), with the id the entry had and when it was deleted. A resend with that key (the form's retry,
-- the offline outbox on the device) is answered as already received, with the same id, and stores
-- nothing: before this table, it recreated the entry that had just been erased.
-- The key is a random value the form made for one message (idempotencyKeyPattern); the id is the
-- entry's random id, which inbox_log keeps too. Neither says anything about the person.
-- Kept 31 days after the deletion (worker/store.ts `usedKeyDays`), then forgotten by the 03:00 run.
CREATE TABLE used_keys (
  idempotency_key TEXT PRIMARY KEY,
  message_id TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX used_keys_at ON used_keys (at);
