-- Triage (issue 31): client messages get statuses of their own, the same person is found across
-- applications, and the staff write notes and record the replies they send.
--
-- SQLite cannot change a CHECK, so `messages` and `status_changes` are rebuilt. The order matters:
-- the new history table references `messages_new`, so dropping the old `messages` cascades into
-- nothing; renaming `messages_new` to `messages` then rewrites that reference (SQLite ≥ 3.26,
-- legacy_alter_table off, as in D1).
PRAGMA defer_foreign_keys = on;

-- Applications keep the recruiting statuses; client messages get « À traiter », « Répondu »,
-- « Classé » (src/inbox/contract.ts `statusesOf`). Old messages' statuses carry over: anything
-- open becomes « à traiter », « retenue » « répondu », « écartée » « classé ».
CREATE TABLE messages_new (
  id TEXT PRIMARY KEY,
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
  emailed_at TEXT,
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_error TEXT,
  status TEXT NOT NULL,
  search TEXT NOT NULL DEFAULT '',
  -- The phone's last nine digits (a Senegalese number without +221 or spaces), '' when shorter:
  -- « +221 77 123 45 67 » and « 77 123 45 67 » are the same person. Written by the Worker (store.ts).
  phone_key TEXT NOT NULL DEFAULT '',
  CHECK (
    (kind = 'application' AND status IN ('nouvelle', 'etude', 'entretien', 'retenue', 'ecartee'))
    OR (kind = 'message' AND status IN ('a_traiter', 'repondu', 'classe'))
  )
);

INSERT INTO messages_new
SELECT id, idempotency_key, kind, received_at, name, email, phone, company, service, message,
  offer_reference, offer_title, cv_key, cv_name, cv_type, cv_size, emailed_at, email_attempts,
  email_error,
  CASE WHEN kind = 'application' THEN status
    WHEN status = 'retenue' THEN 'repondu'
    WHEN status = 'ecartee' THEN 'classe'
    ELSE 'a_traiter' END,
  search,
  CASE WHEN length(digits) >= 9 THEN substr(digits, -9) ELSE '' END
FROM (SELECT *, replace(replace(replace(replace(replace(replace(phone, ' ', ''), '.', ''), '-', ''), '+', ''), '(', ''), ')', '') AS digits FROM messages);

CREATE TABLE status_changes_new (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages_new (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('nouvelle', 'etude', 'entretien', 'retenue', 'ecartee', 'a_traiter', 'repondu', 'classe')),
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO status_changes_new (id, message_id, status, by_email, at)
SELECT c.id, c.message_id,
  CASE WHEN m.kind = 'application' THEN c.status
    WHEN c.status = 'retenue' THEN 'repondu'
    WHEN c.status = 'ecartee' THEN 'classe'
    ELSE 'a_traiter' END,
  c.by_email, c.at
FROM status_changes c JOIN messages m ON m.id = c.message_id;

DROP TABLE status_changes;
DROP TABLE messages;
ALTER TABLE messages_new RENAME TO messages;
ALTER TABLE status_changes_new RENAME TO status_changes;

CREATE INDEX messages_received_at ON messages (received_at);
CREATE INDEX messages_not_emailed ON messages (emailed_at) WHERE emailed_at IS NULL;
CREATE INDEX messages_status_received_at ON messages (status, received_at);
CREATE INDEX messages_offer_received_at ON messages (offer_reference, received_at);
CREATE INDEX messages_kind_received_at ON messages (kind, received_at);
CREATE INDEX status_changes_message ON status_changes (message_id, at);
-- The same person: by e-mail (any case) or by phone.
CREATE INDEX messages_email_key ON messages (lower(email));
CREATE INDEX messages_phone_key ON messages (phone_key) WHERE phone_key <> '';

-- What the staff write on an entry (« note ») and the replies they open from a template
-- (« reply », `text` is the template's name). Shown with the status history, exported in the CSV
-- (notes only), never e-mailed, deleted with their message.
CREATE TABLE message_events (
  id INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('note', 'reply')),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX message_events_message ON message_events (message_id, at);

PRAGMA defer_foreign_keys = off;
