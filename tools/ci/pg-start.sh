#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for tests (Debian's postgresql package).
# Usage:  eval "$(bash tools/ci/pg-start.sh)"; trap 'bash tools/ci/pg-stop.sh' EXIT
# Prints the exports DATABASE_URL, PGDATA, PGPORT and PGBIN; everything else goes to stderr.
# Listens on 127.0.0.1 on a free port, with its socket in the data folder. Durability is off: tests only.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >&2
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGPORT=${PGPORT:-$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')}
PGDATA=$(mktemp -d /tmp/pgci.XXXXXX)
# PostgreSQL refuses to run as root.
RUNAS=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$PGDATA"
  RUNAS=(runuser -u postgres --)
fi
chmod 700 "$PGDATA"
"${RUNAS[@]}" "$PGBIN/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 -N >&2
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2
"${RUNAS[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres canopy
echo "export PGBIN='$PGBIN' PGDATA='$PGDATA' PGPORT='$PGPORT' DATABASE_URL='postgres://postgres@127.0.0.1:$PGPORT/canopy'"
