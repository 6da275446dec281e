#!/usr/bin/env bash
# Trunk post_build hook: fills the service worker's precache list with every file of the build
# (paths relative to the page, so any sub-path works) and stamps it with a digest of them.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run as a Trunk hook (TRUNK_STAGING_DIR unset)}"
sw="$dir/sw.js"
[ -f "$sw" ] || { echo "precache: $sw is missing" >&2; exit 1; }
cd "$dir"
files=$(find . -type f ! -name sw.js ! -name '*.map' | sed 's|^\./||' | LC_ALL=C sort)
digest=$(printf '%s\n' $files | xargs sha256sum | sha256sum | cut -c1-16)
list='["./"'
for f in $files; do list="$list, \"./$f\""; done
list="$list]"
tmp=$(mktemp)
sed -e "s|__OPCG_BUILD_DIGEST__|$digest|" -e "s|__OPCG_PRECACHE_LIST__|$list|" "$sw" > "$tmp"
mv "$tmp" "$sw"
echo "precache: $(printf '%s\n' $files | wc -l) files, build $digest"
