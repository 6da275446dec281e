#!/usr/bin/env bash
# Installs what the build and the tests need, skipping what is already there, and says what it
# does. Sourced by scripts/play.sh and scripts/test.sh; safe to run on its own:
#   bash scripts/setup.sh [build|test]
# Everything comes from crates.io, the npm registry and Debian's packages (no other downloads).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
WASM_BINDGEN_VERSION="0.2.130"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# Cargo installs build faster without LTO and with more codegen units (tools, not the game).
cargo_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 cargo install "$@"
}

ensure_wasm_target() {
  if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "wasm32-unknown-unknown target: present"
  else
    say "installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

ensure_trunk() {
  if command -v trunk >/dev/null && trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION"; then
    say "trunk $TRUNK_VERSION: present"
  else
    say "installing trunk $TRUNK_VERSION from crates.io (about 10-15 minutes on 2 cores)"
    cargo_install trunk --version "$TRUNK_VERSION" --locked
  fi
}

ensure_wasm_bindgen() {
  if command -v wasm-bindgen >/dev/null && wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION" \
     && command -v wasm-bindgen-test-runner >/dev/null; then
    say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: present"
  else
    # Not --locked: its lock file names a crate version the registry no longer serves.
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION from crates.io (a few minutes)"
    cargo_install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
}

ensure_node_packages() {
  if [ -x "$ROOT/node_modules/.bin/wasm-opt" ] && [ -d "$ROOT/node_modules/playwright-core" ] \
     && (cd "$ROOT" && npm ls >/dev/null 2>&1); then
    say "npm packages (binaryen, playwright-core): present"
  else
    say "installing npm packages from the lock file (binaryen for wasm-opt, playwright-core)"
    (cd "$ROOT" && npm ci --no-audit --no-fund)
  fi
}

apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
  else
    sudo apt-get update -q && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
  fi
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    say "Debian chromium and chromium-driver: present"
  else
    say "installing Debian's chromium and chromium-driver"
    apt_install chromium chromium-driver
  fi
}

# A Japanese font for the browser tests (the page names system fonts only and ships none): without
# one, Japanese card text draws as boxes in Debian's Chromium.
ensure_cjk_font() {
  if fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; then
    say "fonts-noto-cjk: present"
  else
    say "installing Debian's fonts-noto-cjk (Japanese in the test browser)"
    apt_install fonts-noto-cjk
  fi
}

# What building the page needs.
ensure_build_tools() {
  command -v cargo >/dev/null || { echo "cargo not found: install Rust (rustup) first" >&2; exit 1; }
  command -v npm >/dev/null || { say "installing Debian's nodejs and npm"; apt_install nodejs npm; }
  ensure_wasm_target
  ensure_node_packages
  ensure_wasm_bindgen
  ensure_trunk
}

# What the tests need on top.
ensure_test_tools() {
  ensure_build_tools
  ensure_chromium
  ensure_cjk_font
}

# Builds the release page into dist/, offline once the crates are fetched.
build_release() {
  say "fetching crates (once; later builds are offline)"
  (cd "$ROOT" && cargo fetch --locked 2>/dev/null || cargo fetch)
  say "building the release page into dist/ (trunk build --release --offline)"
  (cd "$ROOT" && trunk build --release --offline)
  local wasm
  wasm=$(ls "$ROOT"/dist/opcg-web-*.wasm | head -n 1)
  say "built: $(basename "$wasm") $(stat -c %s "$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) bytes gzip"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  case "${1:-test}" in
    build) ensure_build_tools ;;
    test) ensure_test_tools ;;
    *) echo "usage: bash scripts/setup.sh [build|test]" >&2; exit 2 ;;
  esac
fi
