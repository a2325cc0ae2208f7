-- The inbox staff can trust (issue 42): replies are recorded as what happened, notes are never cut.
--
-- « reply » now means what it always was: a reply prepared from a template (the mail program or
-- WhatsApp opened, or its text copied): nothing says it left. « sent »: staff marked that reply
-- as sent. A note holds up to 10 000 characters (4 000 before; the inbox never cuts one: it refuses
-- a longer one before saving). SQLite cannot change a CHECK: the table is rebuilt, rows kept.
CREATE TABLE message_events_new (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('note', 'reply', 'sent')),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 10000),
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO message_events_new (id, message_id, type, text, by_email, at)
SELECT id, message_id, type, text, by_email, at FROM message_events;
DROP TABLE message_events;
ALTER TABLE message_events_new RENAME TO message_events;
CREATE INDEX message_events_message ON message_events (message_id, at);
