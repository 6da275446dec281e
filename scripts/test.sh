#!/usr/bin/env bash
# Test: installs what is missing and runs every test:
#   1. native tests of every crate (cargo test --workspace),
#   2. wasm tests of the app in headless Chromium (wasm-bindgen-test-runner + chromedriver),
#   3. the release build, and end-to-end browser tests against it (node:test + playwright-core).
# Ends with one summary line per suite; exits non-zero if any suite failed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
ensure_test_tools

failed=0
logs=$(mktemp -d)
summary=()

say "1/3 native tests: cargo test --workspace"
if cargo test --workspace --locked 2>&1 | tee "$logs/native.log"; then
  summary+=("native: ok")
else
  summary+=("native: FAILED"); failed=1
fi

say "2/3 wasm tests in headless Chromium"
export CHROMEDRIVER=/usr/bin/chromedriver
if cargo test -p opcg-web --target wasm32-unknown-unknown --locked 2>&1 | tee "$logs/wasm.log"; then
  summary+=("wasm: ok")
else
  summary+=("wasm: FAILED"); failed=1
fi

say "3/3 release build and browser tests"
tap=$(mktemp)
if build_release; then
  set +e
  node --test --test-concurrency=1 \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$tap" \
    tests/e2e/
  e2e_status=$?
  set -e
  pass=$(sed -n 's/^# pass \([0-9]*\)$/\1/p' "$tap" | tail -n 1)
  fail=$(sed -n 's/^# fail \([0-9]*\)$/\1/p' "$tap" | tail -n 1)
  pass=${pass:-0}; fail=${fail:-0}
  if [ "$e2e_status" -ne 0 ] && [ "$fail" -eq 0 ]; then fail=1; fi
  [ "$e2e_status" -eq 0 ] || failed=1
  summary+=("browser: $pass passed, $fail failed")
  say "page figures (release build)"
  node scripts/measure-page.mjs || echo "measure-page: could not measure (see above)"
else
  summary+=("browser: build FAILED"); failed=1
fi
rm -f "$tap"

say "summary"
printf '  %s\n' "${summary[@]}"
if [ "$failed" -eq 0 ]; then say "all tests passed"; else say "some tests FAILED"; fi
# Every suite's counts added up, as the last line, in the form CI reads.
count() { sed -n "s/^test result: .* \([0-9][0-9]*\) $1;.*/\1/p" "$2" 2>/dev/null | awk '{s+=$1} END {print s+0}'; }
total_pass=$(( $(count passed "$logs/native.log") + $(count passed "$logs/wasm.log") + ${pass:-0} ))
total_fail=$(( $(count failed "$logs/native.log") + $(count failed "$logs/wasm.log") + ${fail:-0} ))
if [ "$failed" -ne 0 ] && [ "$total_fail" -eq 0 ]; then total_fail=1; fi
echo "tests: $total_pass passed, $total_fail failed"
exit "$failed"
