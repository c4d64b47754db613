#!/usr/bin/env bash
# Runs the built pushlint binary the way CI users do: every JSONTestSuite file with the exit code
# RULES.md §3.1 requires, and the fixture folders (valid ones exit 0, invalid ones exit 1).
set -uo pipefail
bin="${1:-.build/debug/pushlint}"
suite=Tests/PushPayloadsTests/Resources/JSONTestSuite/test_parsing
failures=0
fail() { echo "lint-smoke: $*" >&2; failures=$((failures + 1)); }

for file in "$suite"/y_*.json; do
  timeout 10 "$bin" --kind json --quiet "$file" >/dev/null; code=$?
  case "$(basename "$file"):$code" in
    y_object_duplicated_key.json:1) ;;
    *:0) ;;
    *) fail "$file exited $code, expected 0" ;;
  esac
done
for file in "$suite"/n_*.json; do
  timeout 10 "$bin" --kind json --quiet "$file" >/dev/null; code=$?
  [ "$code" = 1 ] || fail "$file exited $code, expected 1"
done
for file in "$suite"/i_*.json; do
  timeout 10 "$bin" --kind json --quiet "$file" >/dev/null; code=$?
  [ "$code" = 0 ] || [ "$code" = 1 ] || fail "$file exited $code, expected 0 or 1"
done
# Fixtures whose sidecar sets options (limits, strict) are covered by the Swift fixture tests.
has_options() { grep -q '"options"' "${1%.json}.expected" 2>/dev/null; }
for file in Fixtures/*/valid/*.json; do
  [ -e "$file" ] || continue
  has_options "$file" && continue
  timeout 10 "$bin" --quiet "$file" >/dev/null; code=$?
  [ "$code" = 0 ] || fail "$file exited $code, expected 0"
done
for file in Fixtures/*/invalid/*.json; do
  [ -e "$file" ] || continue
  has_options "$file" && continue
  timeout 10 "$bin" --quiet "$file" >/dev/null; code=$?
  [ "$code" = 1 ] || fail "$file exited $code, expected 1"
done
for file in "$suite"/y_*.json; do
  timeout 10 "$bin" format "$file" >/tmp/pushlint-format.$$ || fail "format $file exited non-zero"
done
rm -f /tmp/pushlint-format.$$

if [ "$failures" -gt 0 ]; then
  echo "lint-smoke: $failures failures" >&2
  exit 1
fi
echo "lint-smoke: JSONTestSuite and fixtures give the expected exit codes"
