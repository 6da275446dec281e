#!/usr/bin/env bash
# Trunk post_build hook: fills the service worker's precache list with every file of the build
# and stamps it with a digest of them (scripts/precache.mjs: any file name is safe there).
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run as a Trunk hook (TRUNK_STAGING_DIR unset)}"
exec node "$(dirname "${BASH_SOURCE[0]}")/precache.mjs" "$dir"
