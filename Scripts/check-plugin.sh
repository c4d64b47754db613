#!/usr/bin/env bash
# Tries the SwiftPM command plugin as a user's package would: a scratch package that depends on
# this checkout runs `swift package pushlint payloads`, which passes on a valid payload (with a
# `.vscode/settings.json` with comments beside it, which the walk passes over) and fails (exit 1)
# once an invalid payload is added. A warning in the plugin's or pushlint's build fails it too.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$PWD"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Sources/Scratch" "$scratch/payloads" "$scratch/.vscode"
cat >"$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scratch",
    dependencies: [.package(path: "$checkout")],
    targets: [.target(name: "Scratch")]
)
SWIFT
echo 'public let scratch = 1' >"$scratch/Sources/Scratch/Scratch.swift"
printf '{\n  // editor settings, with a comment\n  "editor.tabSize": 2\n}\n' >"$scratch/.vscode/settings.json"
printf '{"aps":{"alert":{"title":"Hello","body":"World"},"sound":"default"}}' >"$scratch/payloads/welcome.json"

cd "$scratch"
swift package pushlint payloads >"$scratch/first.log" 2>&1 || { cat "$scratch/first.log"; echo "the plugin failed on a valid payload" >&2; exit 1; }
if grep -E '\.swift:[0-9]+:[0-9]+: (warning|error):' "$scratch/first.log"; then
  echo "the plugin's build printed warnings" >&2
  exit 1
fi
tail -n 1 "$scratch/first.log"
printf '{"aps":{"alert":{"title":7}}}' >"$scratch/payloads/broken.json"
status=0
swift package pushlint payloads >"$scratch/second.log" 2>&1 || status=$?
grep 'payloads/broken.json' "$scratch/second.log" | head -n 1
[ "$status" -ne 0 ] || { cat "$scratch/second.log"; echo "the plugin passed an invalid payload" >&2; exit 1; }
echo "plugin: exit 0 on the valid folder, exit $status with the invalid payload"
