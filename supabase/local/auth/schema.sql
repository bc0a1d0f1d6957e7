-- Local API only: GoTrue's session bookkeeping and a development mailbox. Idempotent; applied at every
-- start after prepareDatabase. The API roles get nothing here: only the server (as postgres) reads it.
create schema if not exists local_auth;
revoke all on schema local_auth from public;

-- GoTrue's invite bookkeeping (internal/models/user.go): when the invite went out, and when the latest
-- confirmation link was sent. Added here, not in the bootstrap, so existing data folders gain them too.
alter table auth.users add column if not exists invited_at timestamptz;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;

create table if not exists local_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on local_auth.sessions (user_id);

create table if not exists local_auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references local_auth.sessions (id) on delete cascade,
  user_id uuid not null,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_idx on local_auth.refresh_tokens (session_id);

create table if not exists local_auth.one_time_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  created_at timestamptz not null default now()
);

create table if not exists local_auth.mailbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null default now()
);
create index if not exists mailbox_recipient_idx on local_auth.mailbox (recipient);
