#!/usr/bin/env bash
# The independent cross-check of Schemas/: Python's jsonschema (not this package) checks every
# schema against the JSON Schema 2020-12 meta-schema, validates every fixture of the schema's kind
# that the validator accepts (a valid one, or an invalid one with warnings only: each must pass) and
# every invalid fixture whose sidecar lists an error of a rule the schema states (each must fail),
# and prints the counts per kind.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
python3 - <<'PY'
import glob, json, os, re, sys
from jsonschema import Draft202012Validator

def load_fixture(path):
    """The fixture as JSON, or None when Python's reader and ours could disagree on it."""
    raw = open(path, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    def reject(_):
        raise ValueError("not JSON")
    try:
        return json.loads(text, parse_constant=reject)
    except ValueError:
        return None

def integral_literal(path):
    """Whether the fixture writes a whole number with a fraction or an exponent (410.0, 4.1e2)."""
    found = []
    def number(text):
        value = float(text)
        if value.is_integer():
            found.append(text)
        return value
    try:
        json.loads(open(path, "rb").read().decode("utf-8"), parse_float=number)
    except ValueError:
        return False
    return bool(found)

failures = 0
total_valid = total_invalid = 0
for schema_path in sorted(glob.glob("Schemas/*.schema.json")):
    kind = os.path.basename(schema_path)[: -len(".schema.json")]
    schema = json.load(open(schema_path))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    stated = set()
    def collect(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "description" and isinstance(value, str):
                    first = value.split(" ", 1)[0]
                    if re.fullmatch(r"[a-z0-9-]+\.[a-z0-9-]+", first):
                        stated.add(first)
                collect(value)
        elif isinstance(node, list):
            for value in node:
                collect(value)
    collect(schema)
    passed = accepted = rejected = skipped = 0
    for group in ("valid", "invalid"):
        for path in sorted(glob.glob(f"Fixtures/{kind}/{group}/*.json") + glob.glob(f"Fixtures/{kind}/{group}/*.apns")):
            sidecar = json.load(open(os.path.splitext(path)[0] + ".expected"))
            errors = {d["rule"] for d in sidecar.get("diagnostics", []) if d["severity"] == "error"}
            document = load_fixture(path)
            # A schema states the default form of an MTPush device request; one checked as a Device
            # API body by option (`deviceAPI`) is the validator's to judge.
            if document is None or sidecar.get("options", {}).get("deviceAPI"):
                skipped += 1
                continue
            # JSON Schema's `integer` takes 410.0 and 4.1e2 (a number's value, not how it is
            # written), which the validator reports for members written as integers (a recorded
            # status): such an invalid fixture is the validator's to judge.
            if group == "invalid" and errors & stated and integral_literal(path):
                skipped += 1
                continue
            problems = [e.message for e in validator.iter_errors(document)]
            if group == "valid" or not errors:
                if problems:
                    failures += 1
                    print(f"check-schemas: {path} has no error but {kind}.schema.json rejects it: {problems[0]}")
                elif group == "valid":
                    passed += 1
                else:
                    accepted += 1
            elif errors & stated:
                if problems:
                    rejected += 1
                else:
                    failures += 1
                    print(f"check-schemas: {path} has {sorted(errors & stated)} but {kind}.schema.json accepts it")
    total_valid += passed + accepted
    total_invalid += rejected
    print(f"check-schemas: {kind}: {passed} valid fixtures and {accepted} with warnings only pass, {rejected} "
          f"invalid fixtures fail as they must ({len(stated)} rules stated; {skipped} fixtures skipped: not JSON "
          f"that Python reads alike, or checked with deviceAPI)")
if failures:
    print(f"check-schemas: {failures} failures")
    sys.exit(1)
print(f"check-schemas: every schema is valid 2020-12; {total_valid} accepted fixtures pass, {total_invalid} invalid fail")
PY
