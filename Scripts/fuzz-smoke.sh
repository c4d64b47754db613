#!/usr/bin/env bash
# Short libFuzzer runs (AddressSanitizer on): the reader, writer, validator and coders, seeded
# with the JSONTestSuite corpus and the fixtures; then pushlint's argument and configuration
# parsing, seeded with Scripts/Fuzz/command-corpus. FUZZ_SECONDS sets the length of the first run
# (default 30); the second runs a third of it.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-fuzz
mkdir -p "$out"
sources=$(find Sources/PushPayloads -name '*.swift')
# The linker repeats harmless notes about sanitizer symbols; only failures matter.
if ! swiftc -parse-as-library -sanitize=fuzzer,address -O -module-name PushPayloads -package-name PushPayloads \
    $sources Scripts/Fuzz/ReaderFuzz.swift -o "$out/fuzz-reader" >"$out/build.log" 2>&1; then
  cat "$out/build.log" >&2
  exit 1
fi
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
cp Tests/PushPayloadsTests/Resources/JSONTestSuite/test_parsing/*.json "$corpus"/
find Fixtures -name '*.json' -exec cp {} "$corpus"/ \;
"$out/fuzz-reader" "$corpus" -max_total_time="${FUZZ_SECONDS:-30}" -max_len=4096 -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/" 2>"$out/fuzz.log" || {
  tail -40 "$out/fuzz.log" >&2
  echo "fuzz-smoke: a crash, hang or failed round trip; the input is in $out/" >&2
  exit 1
}
grep -E 'stat::number_of_executed_units' "$out/fuzz.log" | sed 's/^/fuzz-smoke: /'

# pushlint's arguments and configuration files.
lint_sources=$(find Sources/PushLint -name '*.swift')
if ! swiftc -parse-as-library -sanitize=fuzzer,address -O -module-name PushPayloads -package-name PushPayloads \
    $sources $lint_sources Scripts/Fuzz/CommandFuzz.swift -o "$out/fuzz-command" >"$out/build-command.log" 2>&1; then
  cat "$out/build-command.log" >&2
  exit 1
fi
command_corpus=$(mktemp -d)
trap 'rm -rf "$corpus" "$command_corpus"' EXIT
cp Scripts/Fuzz/command-corpus/* "$command_corpus"/
"$out/fuzz-command" "$command_corpus" -max_total_time="$(( ${FUZZ_SECONDS:-30} / 3 + 1 ))" -max_len=2048 -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/command-" 2>"$out/fuzz-command.log" || {
  tail -40 "$out/fuzz-command.log" >&2
  echo "fuzz-smoke: pushlint's parsing crashed or hung; the input is in $out/" >&2
  exit 1
}
grep -E 'stat::number_of_executed_units' "$out/fuzz-command.log" | sed 's/^/fuzz-smoke (command): /'
