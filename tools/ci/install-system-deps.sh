#!/usr/bin/env bash
# Installs what the test command needs from Debian: Chromium for the browser suite, PostgreSQL for the server suite,
# pytest, Go and gotestsum for the test-results suite, which reads the JUnit files these runners write.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/bin/pytest-3 ] || need+=(python3-pytest)
[ -x /usr/bin/gotestsum ] || need+=(golang-go gotestsum)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing from Debian: ${need[*]}"
  SUDO=(); [ "$(id -u)" -eq 0 ] || SUDO=(sudo)
  "${SUDO[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq "${need[@]}" >/dev/null
fi
