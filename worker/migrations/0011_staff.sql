-- Staff who may open the inbox (issue 57, worker/inbox/staff.ts). Cloudflare Access lets people
-- reach /api/inbox; the Worker then admits a request only when its token's e-mail is on this list,
-- so that a person taken off it is refused at their next request, even with a token still valid
-- (taking someone out of the Access policy does not end the sessions they already have).
--
-- While the list is empty (a new site, before staff fill it in the inbox's « Équipe »), everyone
-- Access admits is admitted, and the inbox and /api/health say so. The Worker never removes the last
-- address, so once filled the list is never empty again; the first address added is always
-- accompanied by the adder's own, so nobody locks themselves out by filling it.

-- The addresses, written in lower case (Access gives the address as the identity provider spells
-- it), with who added each one and when (NULL: nobody, e.g. a row written by hand with wrangler).
CREATE TABLE staff (
  address TEXT PRIMARY KEY CHECK (address = lower(trim(address)) AND length(address) BETWEEN 3 AND 254 AND instr(address, '@') > 1),
  added_by TEXT,
  added_at TEXT NOT NULL
);

-- Every change to the list: who added or removed which address, and when. These are staff
-- addresses, the firm's own people, never a candidate's data: kept, so that who let whom in or out
-- can be answered later (deleting them is a manual `wrangler d1 execute`, docs/operations.md).
CREATE TABLE staff_log (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL CHECK (action IN ('add', 'remove')),
  address TEXT NOT NULL,
  by_email TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX staff_log_at ON staff_log (at);
