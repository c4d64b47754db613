#!/usr/bin/env bash
# Runs the built pushlint binary the way CI users do: every JSONTestSuite file with the exit code
# the json rules require, and the fixture folders (valid ones exit 0, invalid ones exit 1).
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
# Fixtures, linted as their folder's kind: exit 1 exactly when the sidecar lists an error. Those
# whose sidecar sets options (limits, headers, strict) are covered by the Swift fixture tests.
for file in Fixtures/*/*/*.json Fixtures/*/*/*.apns; do
  [ -e "$file" ] || continue
  sidecar="${file%.*}.expected"
  grep -q '"options"' "$sidecar" 2>/dev/null && continue
  kind=$(basename "$(dirname "$(dirname "$file")")")
  # Fixtures/strings holds apps' string resources and payloads checked with them, not a kind
  # (Tests/PushLintTests/StringsOptionTests.swift runs them).
  [ "$kind" = strings ] && continue
  expected=0
  grep -q '"severity": *"error"' "$sidecar" && expected=1
  timeout 10 "$bin" --kind "$kind" --quiet "$file" >/dev/null; code=$?
  [ "$code" = "$expected" ] || fail "$file (--kind $kind) exited $code, expected $expected"
done
for file in "$suite"/y_*.json; do
  timeout 10 "$bin" format "$file" >/tmp/pushlint-format.$$ || fail "format $file exited non-zero"
done
# A file name that is not UTF-8, given directly: reported, and the other file still linted.
odd=$(mktemp -d)
printf '{"aps":{"badge":"3"}}' >"$odd/$(printf 'bad\xff.json')"
printf '{}' >"$odd/good.json"
timeout 10 "$bin" --kind json "$odd"/bad*.json "$odd/good.json" >/dev/null 2>"$odd/err"; code=$?
[ "$code" = 2 ] || fail "a non-UTF-8 file name exited $code, expected 2"
grep -q "its name is not UTF-8" "$odd/err" || fail "a non-UTF-8 file name was not reported"
grep -q "1 file" "$odd/err" || fail "the other file was not linted beside a non-UTF-8 name"
rm -rf "$odd"
rm -f /tmp/pushlint-format.$$
# A crash (here a fault sent while pushlint waits on standard input) ends with one line and
# exit code 3, for each signal a bug raises.
for signal in SEGV ILL TRAP ABRT BUS FPE; do
  crash=$(mktemp -d)
  mkfifo "$crash/in"
  "$bin" - <"$crash/in" >/dev/null 2>"$crash/err" &
  pid=$!
  exec 9>"$crash/in"
  sleep 0.3
  kill -"$signal" "$pid"
  wait "$pid"; code=$?
  exec 9>&-
  [ "$code" = 3 ] || fail "SIG$signal exited $code, expected 3"
  grep -q "internal error" "$crash/err" || fail "SIG$signal printed no internal-error line"
  rm -rf "$crash"
done

if [ "$failures" -gt 0 ]; then
  echo "lint-smoke: $failures failures" >&2
  exit 1
fi
echo "lint-smoke: JSONTestSuite and fixtures give the expected exit codes"
