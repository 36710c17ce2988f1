#!/usr/bin/env bash
# A throwaway PostgreSQL for the database tests (architecture §7: the API tests run on
# SQLite and PostgreSQL). Installs Debian's postgresql when its binaries are missing,
# initialises a cluster in a temp dir as the postgres user, starts it on 127.0.0.1:55432
# and creates database portal_test. Progress goes to stderr; stdout is only the export
# line, so CI can do:  eval "$(bash tools/scripts/ci-postgres.sh)"
# Idempotent: a cluster already answering on the port is reused.
# Stop it with:  bash tools/scripts/ci-postgres.sh stop
set -euo pipefail

PORT="${PG_TEST_PORT:-55432}"
HOST=127.0.0.1
DB=portal_test
DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/portal-ci-postgres-$PORT}"
URL="postgresql://postgres@$HOST:$PORT/$DB"

log() { echo "ci-postgres: $*" >&2; }

# Debian's binaries, never /usr/local/bin (may be a wrapper); newest major first.
find_bindir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5,5 -rn); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

BIN="$(find_bindir || true)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    log "PostgreSQL server binaries not found and not root: run 'sudo apt-get install -y postgresql'."
    exit 1
  fi
  log "installing Debian's postgresql…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null 2>&1 ||
    { apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends postgresql >/dev/null; }
  BIN="$(find_bindir)" || { log 'postgresql installed but initdb/pg_ctl not found under /usr/lib/postgresql'; exit 1; }
fi

# Run a command as the postgres user (initdb/postgres refuse to run as root).
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"
  elif [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"
  else "$@"; fi # a non-root user runs the cluster as itself
}

if [ "${1:-}" = stop ]; then
  if [ -f "$DIR/data/PG_VERSION" ]; then as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >&2 || true; fi
  rm -rf "$DIR"
  log "stopped; removed $DIR"
  exit 0
fi

ready() { "$BIN/pg_isready" -q -h "$HOST" -p "$PORT" -d postgres -U postgres >/dev/null 2>&1; }

if ! ready; then
  OWNER=postgres
  [ "$(id -u)" -eq 0 ] || OWNER="$(id -un)"
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" -ne 0 ] || chown "$OWNER" "$DIR"
    chmod 700 "$DIR"
    log "initdb in $DIR/data ($BIN)"
    as_postgres "$BIN/initdb" --no-sync -A trust -U postgres -E UTF8 --locale=C -D "$DIR/data" >/dev/null
  fi
  log "starting on $HOST:$PORT"
  for attempt in 1 2 3 4 5; do
    # A stale pid file from a killed server stops pg_ctl; a server killed a moment ago may
    # still be exiting, hence the retries.
    if [ -f "$DIR/data/postmaster.pid" ] && ! as_postgres "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
      rm -f "$DIR/data/postmaster.pid"
    fi
    # Throwaway cluster: durability off for speed.
    if as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
      -o "-c listen_addresses=$HOST -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null 2>&1; then
      break
    fi
    if [ "$attempt" -eq 5 ]; then
      tail -n 20 "$DIR/server.log" >&2 2>/dev/null || true
      log "could not start PostgreSQL on $HOST:$PORT"
      exit 1
    fi
    sleep 1
  done
fi

if ! "$BIN/psql" -h "$HOST" -p "$PORT" -U postgres -d postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
  "$BIN/createdb" -h "$HOST" -p "$PORT" -U postgres "$DB"
  log "created database $DB"
fi

echo "export TEST_DATABASE_URL=$URL"
