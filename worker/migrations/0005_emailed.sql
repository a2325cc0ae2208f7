-- Replies the Worker sent itself (issue 42): when the firm turns on Cloudflare Email Sending
-- (wrangler.jsonc REPLY_MODE « envoi »), « Envoyer » sends the reply from the Worker and records
-- « emailed » only once the send succeeded. « sent » stays what staff marked as sent from their own
-- mail; « reply » a reply prepared and not known to have left. SQLite cannot change a CHECK: the
-- table is rebuilt, rows kept.
CREATE TABLE message_events_new (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('note', 'reply', 'sent', 'emailed')),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 10000),
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO message_events_new (id, message_id, type, text, by_email, at)
SELECT id, message_id, type, text, by_email, at FROM message_events;
DROP TABLE message_events;
ALTER TABLE message_events_new RENAME TO message_events;
CREATE INDEX message_events_message ON message_events (message_id, at);
