#!/usr/bin/env bash
# A short libFuzzer run over the reader, writer, validator and coders (AddressSanitizer on),
# seeded with the JSONTestSuite corpus and the fixtures. FUZZ_SECONDS sets the length (default 30).
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
