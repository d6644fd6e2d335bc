-- Dry-runs handed to runners (DECISIONS.md 15; a studio started with PACKSTUDIO_RUNS=queue and DATABASE_URL):
-- sessions' files and first-use approvals, the runs asked for, and the runners taking them. The job queue itself
-- is graphile-worker's (its own schema, made by the runners). The embedded default has these tables, unused.

-- A dry-run session (DECISIONS.md 9). A runner holds its row locked (FOR UPDATE) for the whole of a run, so two
-- runs of one session never overlap, whichever runners take them.
CREATE TABLE run_sessions (
  id text PRIMARY KEY,
  -- The client address whose budget the session's workspaces count against (DECISIONS.md 10).
  client text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX run_sessions_used_at ON run_sessions (used_at);

-- A session's workspace for one pack (`<mode>:<pack id>`): the archive of /work and HOME its next run starts from,
-- written only with the result of the run that made it, in the same transaction.
CREATE TABLE run_workspaces (
  session_id text NOT NULL REFERENCES run_sessions (id) ON DELETE CASCADE,
  key text NOT NULL,
  client text NOT NULL,
  archive bytea NOT NULL,
  bytes integer NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, key)
);
-- Budgets: the least recently used workspaces of a client, then of everyone, give way first.
CREATE INDEX run_workspaces_client_used ON run_workspaces (client, used_at);
CREATE INDEX run_workspaces_used ON run_workspaces (used_at);

-- First-use approvals of a session, by the pack's content hash and the command.
CREATE TABLE run_approvals (
  session_id text NOT NULL REFERENCES run_sessions (id) ON DELETE CASCADE,
  key text NOT NULL,
  approved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, key)
);

-- One dry-run asked of the runners: its input, then its result, which the web process waiting for it reads once
-- (NOTIFY packstudio_dry_run_done carries the id) and deletes. UNLOGGED: in-flight runs are not worth the
-- write-ahead log; a database crash loses only them. Its job in graphile-worker's queue has the run's id as key.
CREATE UNLOGGED TABLE dry_runs (
  id uuid PRIMARY KEY,
  session_id text NOT NULL,
  -- The client address that asked (its session's workspace budget, DECISIONS.md 10).
  client text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'busy', 'failed')),
  -- JSON text, never queried inside: the request, then the answer (a dry-run result, or a refusal).
  input text NOT NULL,
  result text,
  runner_id text,
  worker_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX dry_runs_open ON dry_runs (session_id) WHERE status IN ('queued', 'running');
CREATE INDEX dry_runs_running ON dry_runs (runner_id) WHERE status = 'running';
CREATE INDEX dry_runs_created ON dry_runs (created_at);

-- The runners: a row per live runner process, its heartbeat, and the advisory lock (7351202, lock_id) its
-- connection holds while it lives. A runner whose lock is gone or whose heartbeat is old is dead: its running
-- runs fail as sandbox_error ("the runner stopped") and are never run again.
CREATE SEQUENCE runner_lock_ids AS integer CYCLE;
CREATE UNLOGGED TABLE runners (
  id text PRIMARY KEY,
  lock_id integer NOT NULL UNIQUE,
  host text NOT NULL,
  pid integer NOT NULL,
  concurrency integer NOT NULL,
  -- graphile-worker's ids of its workers: the jobs they hold are released when the runner dies.
  worker_ids text[] NOT NULL DEFAULT '{}',
  -- What the runner's machine offers (bubblewrap, cgroups): the studio's sandbox status in queue mode.
  sandbox text NOT NULL,
  running integer NOT NULL DEFAULT 0,
  draining boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);
