#!/usr/bin/env bash
# Stops the server started by pg-start.sh (reads PGBIN and PGDATA from the environment) and deletes its data.
set -uo pipefail
: "${PGBIN:?run eval \"\$(bash tools/ci/pg-start.sh)\" first}" "${PGDATA:?}"
RUNAS=()
if [ "$(id -u)" -eq 0 ]; then RUNAS=(runuser -u postgres --); fi
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >&2
rm -rf "$PGDATA"
