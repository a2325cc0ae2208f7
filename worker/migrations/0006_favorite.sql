-- A recruiter's rating (issue 42): an application marked « Favori », by whom and when.
--
-- `favorite` is the application's state now (1: a favourite), filtered on (« Favoris seulement »)
-- and exported in the CSV. A client's message is never one: the CHECK holds it.
ALTER TABLE messages ADD COLUMN favorite INTEGER NOT NULL DEFAULT 0
  CHECK (favorite IN (0, 1) AND (favorite = 0 OR kind = 'application'));
CREATE INDEX messages_favorite_received_at ON messages (favorite, received_at) WHERE favorite = 1;

-- Each change of it is a line of the history, type « favorite », its text « on » (added to the
-- favourites) or « off » (taken out), with who and when; deleted with its entry, as notes and
-- replies are. SQLite cannot change a CHECK: the table is rebuilt, rows kept (as 0004_trust.sql and 0005_emailed.sql).
CREATE TABLE message_events_new (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('note', 'reply', 'sent', 'emailed', 'favorite')),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 10000 AND (type <> 'favorite' OR text IN ('on', 'off'))),
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO message_events_new (id, message_id, type, text, by_email, at)
SELECT id, message_id, type, text, by_email, at FROM message_events;
DROP TABLE message_events;
ALTER TABLE message_events_new RENAME TO message_events;
CREATE INDEX message_events_message ON message_events (message_id, at);
