#!/usr/bin/env bash
# Instructions per random self-play game, measured with valgrind's callgrind:
#   bash crates/opcg-engine/tools/instructions-per-game.sh [GAMES] [SEED]
# Builds the self-play example (bench profile), counts the instructions of a run of GAMES games
# and of a run of 0 games (the setup: card pool, deck validation), and prints
# (total − setup) / GAMES. Needs valgrind (`apt-get install -y valgrind`).
set -euo pipefail
games="${1:-1000}"
seed="${2:-1}"
root="$(cd "$(dirname "$0")/../../.." && pwd)"
cd "$root"
cargo build --quiet --profile bench -p opcg-engine --example selfplay
bin="${CARGO_TARGET_DIR:-$root/target}/release/examples/selfplay"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
count() {
  valgrind --tool=callgrind --callgrind-out-file="$out/cg.$1" "$bin" --games "$1" --seed "$seed" >/dev/null 2>"$out/log.$1"
  grep -o 'refs: *[0-9,]*' "$out/log.$1" | tr -dc '0-9'
}
setup="$(count 0)"
total="$(count "$games")"
echo "instructions: $(( (total - setup) / games )) per random game ($games games, seed $seed; setup $setup excluded)"
