-- One application, one key, whatever happens (issue 55). The form keeps its idempotency key until
-- the message has left, edits included; the Worker tells a resend from a correction by the body.
--
-- body_digest: the SHA-256 of what was sent (the fields, the offer and the CV's bytes; worker/
-- receiveMessage.ts `digestOf`). The same key with the same digest is a resend: answered with the
-- entry's id, nothing stored. Rows from before have none: any resend of their key is a resend.
-- corrects: for a correction (the same key, another body, after the first had arrived), the id of
-- the entry it corrects, the first one under that key. The inbox shows them together.
ALTER TABLE messages ADD COLUMN body_digest TEXT;
ALTER TABLE messages ADD COLUMN corrects TEXT;
