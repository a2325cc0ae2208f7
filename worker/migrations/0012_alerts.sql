-- The watchdog's alerts (issue 57, worker/watchdog.ts): once per problem, repeated at a bounded
-- rhythm, on two channels that do not share a failure (the firm's e-mail through MAILER, and an
-- issue in the site's GitHub repository).
--
-- alerts: one row per problem, keyed by its fixed code (worker/health.ts `findingCodes`): the
-- French sentence last seen, when it was first and last seen and how many hourly runs saw it;
-- resolved_at once a run no longer sees it. Per channel, when it was last sent (null: not sent, or
-- its « résolu » already sent); github_issue, the number of the issue the Worker opened for it.
-- A problem seen again after it was resolved starts over on the same row.
CREATE TABLE alerts (
  code TEXT PRIMARY KEY CHECK (length(code) <= 40),
  level TEXT NOT NULL CHECK (level IN ('problem', 'warning')),
  text TEXT NOT NULL CHECK (length(text) <= 1000),
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  seen INTEGER NOT NULL DEFAULT 1,
  resolved_at TEXT,
  email_sent_at TEXT,
  github_sent_at TEXT,
  github_issue INTEGER
);

-- alert_channels: each channel's last try (the inbox's test button does not count): whether it
-- failed, since when, and the error's first words (no personal data: the API's or the binding's).
CREATE TABLE alert_channels (
  channel TEXT PRIMARY KEY CHECK (channel IN ('email', 'github')),
  tried_at TEXT NOT NULL,
  failed INTEGER NOT NULL CHECK (failed IN (0, 1)),
  failed_since TEXT,
  error TEXT CHECK (length(error) <= 300)
);
