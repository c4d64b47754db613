#!/usr/bin/env bash
# Builds pushlint in release and prints the binary's path: for the measuring scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product pushlint >/dev/null
echo "$(swift build -c release --show-bin-path)/pushlint"
