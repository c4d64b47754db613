#!/usr/bin/env bash
# The library's layers point one way (JSON < coding < validation and tables < families < CLI): the
# bottom two compile on their own. Type-checks Sources/PushPayloads/JSON/ alone, then with Coding/
# (each with CodedError.swift, the one file every layer shares), and fails on any error: a JSON
# file that names a rule, or a coder that reaches into a family, shows here.
set -euo pipefail
cd "$(dirname "$0")/.."
root=Sources/PushPayloads
failed=0
# layer NAME FOLDER...: type-checks the folders' Swift files as one module.
layer() {
  local name=$1
  shift
  local files=("$root/CodedError.swift")
  for folder in "$@"; do files+=("$root/$folder"/*.swift); done
  local log
  log=$(mktemp)
  if swiftc -typecheck -swift-version 6 -parse-as-library -module-name PushPayloads -package-name PushPayloads \
    "${files[@]}" >"$log" 2>&1; then
    echo "check-layers: $name compiles on its own (${#files[@]} files)"
  else
    grep -E 'error:' "$log" | sed 's/^/    /' | head -20 >&2
    echo "check-layers: $name does not compile on its own: it names something of a layer above it" >&2
    failed=1
  fi
  rm -f "$log"
}
layer "the JSON layer (JSON/)" JSON
layer "the coding layer (JSON/ and Coding/)" JSON Coding
exit "$failed"
