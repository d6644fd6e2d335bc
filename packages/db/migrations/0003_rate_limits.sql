-- Rate limits shared by every studio process: one fixed-window counter per bucket (route class and client
-- address) and window. UNLOGGED: counters are worth no write-ahead log, and a crash only resets them.
CREATE UNLOGGED TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
-- Pruning deletes the windows that have ended.
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
