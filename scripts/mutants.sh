#!/usr/bin/env bash
# Mutation testing of the two engines' rule modules, by hand (too long for CI: about 40 minutes
# for resolver/interpret.rs alone on 2 cores). Prints, per file, how many viable mutants the
# tests catch.
#
#   bash scripts/mutants.sh                      # every rule module of both engines
#   bash scripts/mutants.sh crates/opcg-engine/src/game.rs ...
#   SHARD=0/5 bash scripts/mutants.sh crates/opcg-engine/src/resolver/interpret.rs
#
# It mutates a clone of the checkout's HEAD (commit first: uncommitted changes are not tested),
# in place there, so the checkout is never touched. Results: target/mutants/<file>/ (cargo-mutants'
# mutants.out: caught.txt, missed.txt, unviable.txt, timeout.txt, and a diff for each mutant).
#
# What makes a mutant cheap here (3-6 s instead of about 30): no debug info, mold as the linker
# when installed, and only the test binaries that check rules built — the engine's integration
# tests but its two slow random-game ones (fuzz.rs, properties.rs; they run in CI), and the
# crate's own unit tests (`--lib`) only for a file that has some (`#[cfg(test)]`), because they
# build the crate a second time for every mutant. Kaiun Colosseum's tests are its unit tests.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MUTANTS_VERSION="27.1.0"
export PATH="$HOME/.cargo/bin:$PATH"
say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

if command -v cargo-mutants >/dev/null && cargo mutants --version 2>/dev/null | grep -q " $MUTANTS_VERSION"; then
  say "cargo-mutants $MUTANTS_VERSION: present"
else
  say "installing cargo-mutants $MUTANTS_VERSION from crates.io"
  cargo install cargo-mutants --version "$MUTANTS_VERSION" --locked
fi

cd "$ROOT"
if [ "$#" -gt 0 ]; then
  FILES=("$@")
else
  FILES=(crates/opcg-engine/src/flow.rs crates/opcg-engine/src/legal.rs crates/opcg-engine/src/game.rs)
  FILES+=(crates/opcg-engine/src/resolver/*.rs crates/kaiun-engine/src/game.rs crates/kaiun-engine/src/game/*.rs)
fi
for f in "${FILES[@]}"; do
  [ -f "$f" ] || { echo "no such file: $f" >&2; exit 2; }
done

WORK="$ROOT/target/mutants-work"
OUT="$ROOT/target/mutants"
say "cloning HEAD ($(git rev-parse --short HEAD)) into $WORK"
rm -rf "$WORK"
git clone -q --no-hardlinks "$ROOT" "$WORK"
mkdir -p "$OUT"

export CARGO_TARGET_DIR="$ROOT/target/mutants-target" CARGO_PROFILE_DEV_DEBUG=0
if command -v mold >/dev/null; then
  export RUSTFLAGS="-C link-arg=-fuse-ld=mold"
  say "linking with mold"
else
  say "mold not installed (apt-get install mold makes each mutant faster); linking with the default linker"
fi

SUMMARY=()
for f in "${FILES[@]}"; do
  case "$f" in
    crates/opcg-engine/*) pkg=opcg-engine ;;
    crates/kaiun-engine/*) pkg=kaiun-engine ;;
    *) echo "not an engine file: $f" >&2; exit 2 ;;
  esac
  tests=()
  if [ "$pkg" = opcg-engine ]; then
    for t in crates/opcg-engine/tests/*.rs; do
      name="$(basename "$t" .rs)"
      case "$name" in fuzz|properties) ;; *) tests+=(-C "--test=$name") ;; esac
    done
    if grep -q '#\[cfg(test)\]' "$f"; then tests+=(-C --lib); fi
  else
    tests+=(-C --lib)
  fi
  shard=()
  [ -n "${SHARD:-}" ] && shard=(--shard "$SHARD")
  say "mutating $f${SHARD:+ (shard $SHARD)}"
  # cargo-mutants exits 2 when mutants are missed and 3 on timeouts: results either way; anything
  # else (4: the unmutated tree fails its tests) leaves no score for this file
  status=0
  (cd "$WORK" && nice -n 10 cargo mutants --in-place --timeout 240 -p "$pkg" --file "$f" "${shard[@]}" "${tests[@]}") || status=$?
  if [ "$status" -ne 0 ] && [ "$status" -ne 2 ] && [ "$status" -ne 3 ]; then
    SUMMARY+=("$f${SHARD:+ [$SHARD]}: no score (cargo-mutants exited $status: see its output above)")
    continue
  fi
  dest="$OUT/$(echo "$f" | tr / _)${SHARD:+_$(echo "$SHARD" | tr / of)}"
  rm -rf "$dest"
  cp -r "$WORK/mutants.out" "$dest"
  count() { if [ -f "$dest/$1.txt" ]; then grep -c . "$dest/$1.txt" || true; else echo 0; fi; }
  caught=$(count caught); missed=$(count missed); timeout=$(count timeout); unviable=$(count unviable)
  viable=$((caught + missed + timeout))
  pct=$(awk -v c="$caught" -v t="$timeout" -v v="$viable" 'BEGIN { if (v == 0) print "-"; else printf "%.1f %%", 100 * (c + t) / v }')
  SUMMARY+=("$f${SHARD:+ [$SHARD]}: $((caught + timeout)) of $viable viable mutants caught ($pct; $missed missed, $timeout by timeout, $unviable unviable)")
done

say "mutation scores (missed mutants: target/mutants/<file>/missed.txt)"
printf '%s\n' "${SUMMARY[@]}"
