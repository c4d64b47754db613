#!/usr/bin/env bash
# Short libFuzzer runs (AddressSanitizer on): the reader, writer, validator, coders and models,
# seeded with the JSONTestSuite corpus, the fixtures and Scripts/Fuzz/reader-corpus; then pushlint's argument and configuration
# parsing, the userInfo walker, fit-to-limit and the Live Activity schema grammar, each seeded with its folder of Scripts/Fuzz/;
# the string resource readers (catalog, strings-file, android-values) and localized format strings
# (format), each seeded with its folder of Scripts/Fuzz/ (ResourceFuzz.swift);
# and, on request (FUZZ_TARGETS=pattern), pushlint's path patterns and file selection against the former matcher
# (inputs that once failed stay there, so every run replays them). FUZZ_SECONDS sets the length of
# the first run (default 30); each other target runs a third of it.
#
# Longer runs: FUZZ_SECONDS=3600 FUZZ_TARGETS="reader fit" Scripts/fuzz-smoke.sh
# The string resources: FUZZ_SECONDS=600 FUZZ_TARGETS="catalog strings-file android-values format" Scripts/fuzz-smoke.sh
# FUZZ_SANITIZE=fuzzer builds without AddressSanitizer (about three times the executions a second,
# for counts; the default keeps it). AddressSanitizer runs without allocation stacks unless
# ASAN_OPTIONS says otherwise (a third of the time went to recording them); a failing input is kept
# and can be replayed with them.
set -euo pipefail
sanitize="${FUZZ_SANITIZE:-fuzzer,address}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"
# libFuzzer prints the stack of a crash itself; Swift's backtracer, on by default on Linux, was seen
# to spend more than ten minutes on one crash of this binary, so a found input stalled the run
# instead of failing it.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
cd "$(dirname "$0")/.."
out=.build-fuzz
mkdir -p "$out"
seconds="${FUZZ_SECONDS:-30}"
corpora=$(mktemp -d)
trap 'rm -rf "$corpora"' EXIT

# build SOURCES...: builds one binary holding the harness of every target asked for (Scripts/Fuzz/FuzzEntry.swift
# picks one by FUZZ_TARGET), so the library is compiled once however many targets run.
build() {
  # The linker repeats harmless notes about sanitizer symbols; only failures matter.
  # shellcheck disable=SC2046  # the flags are split on purpose
  if ! swiftc -parse-as-library -swift-version 6 -sanitize="$sanitize" -O -wmo -num-threads 2 \
      -module-name PushPayloads -package-name PushPayloads $(for name in $targets; do echo "-D FUZZ_$(echo "$name" | tr 'a-z-' 'A-Z_')"; done) \
      "$@" -o "$binary" >"$out/build.log" 2>&1; then
    cat "$out/build.log" >&2
    exit 1
  fi
  # The compiler's warnings fail this build as they fail every other CI build, except the one that
  # compiling several modules' sources into one fuzz module brings ("... ignoring import"); the
  # linker's notes about sanitizer symbols are not the sources' and are passed over.
  if grep -E '\.swift:[0-9]+:[0-9]+: warning:' "$out/build.log" \
    | grep -v "is part of module 'PushPayloads'; ignoring import" | grep -q .; then
    grep -E -A4 '\.swift:[0-9]+:[0-9]+: warning:' "$out/build.log" >&2
    echo "fuzz-smoke: the build has warnings" >&2
    exit 1
  fi
}

# fuzz NAME SECONDS MAX-LEN SEED-FOLDER: runs one target on a copy of its seeds.
fuzz() {
  local name=$1 time=$2 max_len=$3 seeds=$4
  FUZZ_TARGET=$name "$binary" "$seeds" -max_total_time="$time" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$out/$name-" 2>"$out/fuzz-$name.log" || {
    tail -40 "$out/fuzz-$name.log" >&2
    echo "fuzz-smoke: $name: a crash, hang or failed check; the input is in $out/ (replay: FUZZ_TARGET=$name $binary FILE)" >&2
    exit 1
  }
  grep -E 'stat::number_of_executed_units' "$out/fuzz-$name.log" | sed "s/^/fuzz-smoke ($name): /"
}

library=$(find Sources/PushPayloads -name '*.swift')
foundation=$(find Sources/PushPayloadsFoundation -name '*.swift')
command=$(find Sources/PushLint -name '*.swift')
targets="${FUZZ_TARGETS:-reader command userinfo fit schematype catalog strings-file android-values format}"
short=$((seconds / 3 + 1))

for name in $targets; do
  mkdir -p "$corpora/$name"
  case $name in
    reader)
      cp Tests/PushPayloadsTests/Resources/JSONTestSuite/test_parsing/*.json "$corpora/reader"/
      # Fixture names repeat across kinds: the seed's name is its path.
      find Fixtures -name '*.json' | while read -r file; do cp "$file" "$corpora/reader/$(echo "$file" | tr / _)"; done
      cp Scripts/Fuzz/reader-corpus/* "$corpora/reader"/
      ;;
    *) cp Scripts/Fuzz/$name-corpus/* "$corpora/$name"/ ;;
  esac
done

# Each target's sources beside the library's; the build takes them all, each file once.
sources=$library
for name in $targets; do
  case $name in
    reader) sources="$sources Scripts/Fuzz/ReaderFuzz.swift Scripts/Fuzz/LiveActivityFuzz.swift Scripts/Fuzz/FCMFuzz.swift Scripts/Fuzz/VendorFuzz.swift Scripts/Fuzz/ModelPathFuzz.swift" ;;
    command) sources="$sources $command Scripts/Fuzz/CommandFuzz.swift" ;;
    userinfo) sources="$sources $foundation Scripts/Fuzz/UserInfoFuzz.swift" ;;
    fit) sources="$sources Scripts/Fuzz/FitFuzz.swift" ;;
    schematype) sources="$sources Scripts/Fuzz/SchemaTypeFuzz.swift" ;;
    pattern) sources="$sources $command Tests/PushLintTests/ReferenceGlob.swift Scripts/Fuzz/PatternFuzz.swift" ;;
    catalog | strings-file | android-values | format) sources="$sources Scripts/Fuzz/ResourceFuzz.swift" ;;
    *) echo "fuzz-smoke: no target $name (reader, command, userinfo, fit, schematype, pattern, catalog, strings-file, android-values, format)" >&2; exit 2 ;;
  esac
done
binary="$out/fuzz-$(echo "$targets" | tr ' ' '-')"
# shellcheck disable=SC2086  # the source list is split on purpose
build $(echo $sources | tr ' ' '\n' | sort -u) Scripts/Fuzz/FuzzEntry.swift

# The other targets get a third of the time unless they are run on their own.
for name in $targets; do
  time=$short
  if [ "$name" = reader ] || [ "$(echo "$targets" | wc -w)" = 1 ]; then time=$seconds; fi
  case $name in
    reader) fuzz reader "$time" 4096 "$corpora/reader" ;;
    command) fuzz command "$time" 2048 "$corpora/command" ;;
    userinfo) fuzz userinfo "$time" 512 "$corpora/userinfo" ;;
    fit) fuzz fit "$time" 2048 "$corpora/fit" ;;
    schematype) fuzz schematype "$time" 1024 "$corpora/schematype" ;;
    pattern) fuzz pattern "$time" 1024 "$corpora/pattern" ;;
    catalog) fuzz catalog "$time" 4096 "$corpora/catalog" ;;
    strings-file) fuzz strings-file "$time" 2048 "$corpora/strings-file" ;;
    android-values) fuzz android-values "$time" 4096 "$corpora/android-values" ;;
    format) fuzz format "$time" 1024 "$corpora/format" ;;
  esac
done
