#!/usr/bin/env bash
# Builds and tests the example packages in Examples/ (each has its own Package.swift and depends on
# this checkout by path; the library itself keeps no dependencies). Warnings fail the check.
set -euo pipefail
cd "$(dirname "$0")/.."
for example in Examples/*/; do
  name=$(basename "$example")
  start=$(date +%s)
  swift build --build-tests --package-path "$example" 2>&1 | tee "$example/.build-log.txt" >/dev/null || {
    cat "$example/.build-log.txt" >&2
    echo "check-examples: $name does not build" >&2
    exit 1
  }
  # The example's own sources only: a dependency's warnings are not ours to fix.
  if grep -E "^$PWD/$example(Sources|Tests)/.*(warning|error):" "$example/.build-log.txt"; then
    echo "check-examples: $name builds with warnings" >&2
    exit 1
  fi
  rm -f "$example/.build-log.txt"
  swift test --skip-build --package-path "$example" 2>&1 | tail -n 3
  echo "check-examples: $name built and tested in $(($(date +%s) - start)) s"
done
