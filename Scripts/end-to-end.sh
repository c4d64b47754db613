#!/usr/bin/env bash
# Runs the built pushlint binary as CI users do: three fixtures in every format against outputs
# written by hand (Tests/EndToEnd), every fixture folder in every format, the exit codes 0, 1 and 2,
# the subcommands, configuration discovery, and --output. Exit code 3 (a crash) is covered by
# Scripts/lint-smoke.sh, which sends the signals a bug raises.
set -uo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/pushlint}"
expected=Tests/EndToEnd
failures=0
fail() { echo "end-to-end: $*" >&2; failures=$((failures + 1)); }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

files=(Fixtures/apns/invalid/badge-value.json Fixtures/mtpush/invalid/tag-empty-single.json
  Fixtures/json/invalid/comment-after-member.json)
for format in text github json; do
  "$bin" --format "$format" "${files[@]}" >"$work/out" 2>"$work/err"; code=$?
  [ "$code" = 1 ] || fail "--format $format exited $code, expected 1"
  diff -u "$expected/three-files.$format" "$work/out" >&2 || fail "--format $format differs from $expected/three-files.$format"
  grep -qx "pushlint: 3 files: 2 errors, 1 warning, 2 infos" "$work/err" || fail "--format $format: summary line: $(cat "$work/err")"
done
"$bin" --format sarif "${files[@]}" >"$work/sarif" 2>/dev/null
python3 - "$work/sarif" >"$work/results" <<'PY' || fail "the SARIF log cannot be read"
import json, sys
log = json.load(open(sys.argv[1]))
for result in log["runs"][0]["results"]:
    location = result["locations"][0]
    region = location["physicalLocation"]["region"]
    pointer = location.get("logicalLocations", [{"fullyQualifiedName": ""}])[0]["fullyQualifiedName"]
    uri = location["physicalLocation"]["artifactLocation"]["uri"]
    print(result["ruleId"], result["level"], uri, f"{region['startLine']}:{region['startColumn']}", pointer)
PY
diff -u "$expected/three-files.sarif-results" "$work/results" >&2 || fail "SARIF results differ"

# Every fixture folder, every format: no crash, exit 1 (each folder has error findings).
for format in text json sarif github; do
  "$bin" --format "$format" --now 1767225600 Fixtures >/dev/null 2>"$work/err"; code=$?
  [ "$code" = 1 ] || fail "Fixtures in --format $format exited $code, expected 1: $(tail -n 2 "$work/err")"
done

# Exit codes: 0 for a valid file, 2 for a usage error, an unreadable input or a bad config; never
# a stack trace.
"$bin" Fixtures/apns/valid/alert-string.json >/dev/null 2>&1; code=$?
[ "$code" = 0 ] || fail "a valid file exited $code, expected 0"
check_usage() {
  "$@" >/dev/null 2>"$work/err"; code=$?
  [ "$code" = 2 ] || fail "'$*' exited $code, expected 2"
  [ "$(wc -l <"$work/err")" -le 2 ] || fail "'$*' printed more than a line or two: $(cat "$work/err")"
  grep -q "^pushlint: " "$work/err" || fail "'$*' did not say what was wrong"
  ! grep -qiE "fatal error|stack|backtrace" "$work/err" || fail "'$*' printed a trace"
}
check_usage "$bin" --no-such-flag Fixtures
check_usage "$bin" Fixtures/does-not-exist.json
check_usage "$bin" --kind nonsense Fixtures
check_usage "$bin" --jobs 0 Fixtures
check_usage "$bin" 'Fixtures/*/nothing-*.json'
check_usage "$bin" explain no.such-rule
check_usage "$bin" fit
printf '{"message":{"topic":"t","notification":{"title":"x"}}}' >"$work/fcm-no-payload.json"
check_usage "$bin" fit "$work/fcm-no-payload.json"
check_usage "$bin" fit Fixtures/mtpush/invalid/tag-empty-single.json
echo '{"rules": {"no.such": "off"}}' >"$work/bad.json"
check_usage "$bin" --config "$work/bad.json" Fixtures/apns/valid
check_usage "$bin" --output /nonexistent-dir/report.txt Fixtures/apns/valid

# A .pushlint.json found from a subdirectory, with an override; flags still win over it.
mkdir -p "$work/project/payloads/fcm"
printf '{"message":{"token":"t","fid":"f"}}' >"$work/project/payloads/fcm/two-targets.json"
printf '{"overrides":[{"files":"payloads/fcm/**","kind":"fcm","rules":{"fcm.target-count":"off"}}]}' \
  >"$work/project/.pushlint.json"
absolute_bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
(cd "$work/project/payloads" && "$absolute_bin" --quiet .) || fail "the discovered override did not turn fcm.target-count off"
(cd "$work/project/payloads" && "$absolute_bin" --quiet --no-config --kind fcm . >/dev/null) \
  && fail "--no-config still read .pushlint.json"

# Standard input with a reported name, and --output.
"$bin" --stdin-name payloads/x.apns --output "$work/report.json" --format json - \
  <Fixtures/apns/invalid/badge-value.json 2>/dev/null; code=$?
[ "$code" = 0 ] || fail "stdin with --output exited $code, expected 0"
grep -q '"path":"payloads/x.apns"' "$work/report.json" || fail "--stdin-name was not the reported path"

# The subcommands a user meets first.
"$bin" explain apns.badge-value | grep -q "^Invalid example" || fail "explain shows no invalid example"
printf '{"aps":{"alert":"Hello world"}}' | "$bin" fit --max-bytes 25 - 2>/dev/null | grep -qx '{"aps":{"alert":"He…"}}' \
  || fail "fit did not shorten the body to fit 25 bytes"
printf '{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"Hello world"}}}}}' | "$bin" fit --max-bytes 25 - 2>/dev/null \
  | grep -qx '{"message":{"topic":"t","apns":{"payload":{"aps":{"alert":"He…"}}}}}' \
  || fail "fit did not shorten an FCM request's apns.payload so the APNs body FCM builds fits 25 bytes"
"$bin" rules --kind mtpush --format json | python3 -c 'import json,sys; assert len(json.load(sys.stdin)["rules"]) > 30' \
  || fail "rules --kind mtpush"

if [ "$failures" -gt 0 ]; then
  echo "end-to-end: $failures failures" >&2
  exit 1
fi
echo "end-to-end: hand-written outputs match in every format; exit codes 0, 1 and 2 as documented"
