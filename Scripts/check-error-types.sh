#!/usr/bin/env bash
# Every public error type is a CodedError, and the tests pin its codes. Reads the compiler's symbol
# graphs of the package's modules (`swift package dump-symbol-graph`, which builds the package
# first) and fails, naming the type, when a public struct, enum or class conforms to `Error`
# (directly or through a protocol that refines it) but not to PushPayloads' `CodedError`, or when it
# is not one of the types below, whose code ids the test suites pin (PushPayloadsTests'
# CodedErrorTests, UserInfoConversionErrorCodeTests, StandardStreamsFailureCodeTests). A new public
# error type goes in its module's test list and here.
set -euo pipefail
cd "$(dirname "$0")/.."
output=$(swift package dump-symbol-graph --minimum-access-level public 2>&1) || {
  echo "$output" >&2
  echo "check-error-types: swift package dump-symbol-graph failed" >&2
  exit 1
}
graphs=$(printf '%s\n' "$output" | sed -n 's/^Files written to //p' | tail -1)
[ -d "$graphs" ] || { echo "check-error-types: no symbol graphs in '$graphs'" >&2; exit 1; }

python3 - "$graphs" <<'PY'
import glob, json, os, sys

pinned = {
    "PushPayloads": {
        "JSONReadError", "JSONPointer.ParseError", "PayloadDecodingError",
        "APNs.TruncationError", "LiveActivity.SchemaError", "FCM.LegacyConversionError", "FCM.Duration.SyntaxError",
        "FingerPush.CodeSyntaxError", "MTPush.ValueError", "StringResourceError",
    },
    "PushPayloadsFoundation": {"UserInfoConversionError"},
    "PushLint": {"StandardStreams.Failure"},
}
error = "s:s5ErrorP"
coded = "s:12PushPayloads10CodedErrorP"
symbols, conformances = {}, {}
for path in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    graph = json.load(open(path, encoding="utf-8"))
    module = graph["module"]["name"]
    for symbol in graph["symbols"]:
        symbols[symbol["identifier"]["precise"]] = (module, symbol)
    for relation in graph["relationships"]:
        if relation["kind"] in ("conformsTo", "inheritsFrom"):
            conformances.setdefault(relation["source"], set()).add(relation["target"])

def refines(precise, target, seen=()):
    """Whether `precise` conforms to `target`, directly or through protocols."""
    direct = conformances.get(precise, set())
    return target in direct or any(refines(p, target, seen + (precise,)) for p in direct if p not in seen)

found, problems = {}, []
for precise, (module, symbol) in symbols.items():
    kind = symbol["kind"]["identifier"]
    if kind not in ("swift.struct", "swift.enum", "swift.class") or symbol["accessLevel"] not in ("public", "open"):
        continue
    if not refines(precise, error):
        continue
    name = ".".join(symbol["pathComponents"])
    found.setdefault(module, set()).add(name)
    if not refines(precise, coded):
        problems.append(f"{module}.{name} is a public Error but not a CodedError (a stable code, a message)")
for module in sorted(set(found) | set(pinned)):
    for name in sorted(found.get(module, set()) - pinned.get(module, set())):
        problems.append(f"{module}.{name} is a public error type the tests do not pin: list its codes in "
                        f"{module}'s tests and add it to Scripts/check-error-types.sh")
    for name in sorted(pinned.get(module, set()) - found.get(module, set())):
        problems.append(f"{module}.{name} is pinned here but is no public error type")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
count = sum(len(names) for names in found.values())
print(f"check-error-types: {count} public error types, each a CodedError whose codes the tests pin")
PY
