#!/usr/bin/env bash
# Play: installs what is missing, builds the release page and serves it on 127.0.0.1.
#   bash scripts/play.sh [PORT]      (default 8080; PORT=0 picks a free one)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
PORT="${1:-${PORT:-8080}}"
ensure_build_tools
build_release
say "serving the game; open the address below in a browser"
exec node "$ROOT/scripts/serve.mjs" --dir "$ROOT/dist" --port "$PORT" --host 127.0.0.1 --base /
