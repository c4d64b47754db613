#!/usr/bin/env bash
# Validates pushlint's SARIF output for every fixture against the SARIF 2.1.0 JSON Schema
# (Tests/Data/sarif, OASIS; see its LICENSE-NOTE.md) with Python's jsonschema.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/pushlint}"
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$bin" --format sarif --now 1767225600 Fixtures >"$out" 2>/dev/null || true
python3 - "$out" <<'PY'
import json, sys
import jsonschema
schema = json.load(open("Tests/Data/sarif/sarif-schema-2.1.0.json"))
log = json.load(open(sys.argv[1]))
jsonschema.validate(log, schema)
print(f"check-sarif: {len(log['runs'][0]['results'])} results in valid SARIF 2.1.0")
PY
