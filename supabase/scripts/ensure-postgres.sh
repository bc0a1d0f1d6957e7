#!/bin/sh
# The db tests start their own PostgreSQL 15 server (supabase/db/testing/postgres-server.ts).
# CI calls this before the tests: it installs the server binaries when they are missing.
set -eu
BIN="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
if [ -x "$BIN/initdb" ] && [ -x "$BIN/pg_ctl" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL 15 is missing in $BIN and installing it needs root: apt-get install -y postgresql-15" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends postgresql-15
# The Debian package creates and starts a default cluster; the tests do not use it.
if command -v pg_ctlcluster >/dev/null 2>&1; then
  pg_ctlcluster 15 main stop 2>/dev/null || true
fi
"$BIN/initdb" --version
