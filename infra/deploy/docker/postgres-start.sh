#!/bin/sh
# Initialises an empty data directory once (the role and database from the environment),
# then runs the server in the foreground as PID 1.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" > "$pwfile"
  initdb --username="${POSTGRES_USER:-postgres}" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ -n "${POSTGRES_DB:-}" ]; then
    postgres -D "$PGDATA" -c listen_addresses='' &
    until pg_isready -q -h /var/run/postgresql; do sleep 0.2; done
    createdb -h /var/run/postgresql -U "${POSTGRES_USER:-postgres}" "$POSTGRES_DB"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql
