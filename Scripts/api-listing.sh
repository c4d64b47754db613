#!/usr/bin/env bash
# The public API record: one line per public symbol of the library modules (PushPayloads,
# PushPayloadsFoundation), `Path.to.symbol: declaration`, and one per conformance, sorted, read from the
# compiler's symbol graphs (`swift package dump-symbol-graph`, which builds the package first).
#
#   Scripts/api-listing.sh          # fails, showing the diff, when API/*.txt differs from the code
#   Scripts/api-listing.sh --write  # rewrites API/*.txt (commit it with a CHANGELOG line)
#
# Any change to the public surface therefore shows in review as a diff of API/*.txt, and CI fails
# when the code and the listing disagree.
set -euo pipefail
cd "$(dirname "$0")/.."
write=no
[ "${1:-}" = "--write" ] && write=yes
output=$(swift package dump-symbol-graph --minimum-access-level public 2>&1) || {
  echo "$output" >&2
  echo "api-listing: swift package dump-symbol-graph failed" >&2
  exit 1
}
graphs=$(printf '%s\n' "$output" | sed -n 's/^Files written to //p' | tail -1)
[ -d "$graphs" ] || { echo "api-listing: no symbol graphs in '$graphs'" >&2; exit 1; }
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT

python3 - "$graphs" "$fresh" <<'PY'
import glob, json, os, re, sys

graphs, out = sys.argv[1], sys.argv[2]
modules = ("PushPayloads", "PushPayloadsFoundation")
lines = {module: set() for module in modules}
names = {}
entries = []
for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
    file_module = os.path.basename(path).split(".symbols.json")[0]
    owner = file_module.split("@")[0]
    if owner not in modules:
        continue
    graph = json.load(open(path, encoding="utf-8"))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
        entries.append((owner, symbol))
    for relation in graph["relationships"]:
        if relation["kind"] == "conformsTo":
            entries.append((owner, relation))

for owner, entry in entries:
    if "identifier" in entry:
        declaration = "".join(fragment["spelling"] for fragment in entry.get("declarationFragments", []))
        declaration = re.sub(r"\s+", " ", declaration).strip()
        lines[owner].add(f'{".".join(entry["pathComponents"])}: {declaration}')
    else:
        source = names.get(entry["source"])
        if source is None:
            continue
        target = names.get(entry["target"]) or entry.get("targetFallback") or entry["target"]
        # Every type has these implicitly; which of them a compiler lists varies by version.
        if target in ("Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"):
            continue
        lines[owner].add(f"{source} conforms to {target}")

for module in modules:
    with open(os.path.join(out, module + ".txt"), "w", encoding="utf-8") as handle:
        handle.write(f"# The public API of {module} (Scripts/api-listing.sh --write)\n")
        handle.writelines(line + "\n" for line in sorted(lines[module]))
PY

status=0
for module in PushPayloads PushPayloadsFoundation; do
  if [ "$write" = yes ]; then
    cp "$fresh/$module.txt" "API/$module.txt"
  elif ! diff -u "API/$module.txt" "$fresh/$module.txt"; then
    status=1
  fi
done
if [ "$status" != 0 ]; then
  echo "api-listing: the public API differs from API/*.txt: if the change is deliberate, run" \
    "Scripts/api-listing.sh --write and add a CHANGELOG line in the same commit" >&2
  exit 1
fi
if [ "$write" = yes ]; then
  echo "api-listing: wrote API/PushPayloads.txt and API/PushPayloadsFoundation.txt"
else
  echo "api-listing: API/*.txt matches the public API"
fi
