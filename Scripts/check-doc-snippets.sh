#!/usr/bin/env bash
# Compiles every ```swift block of README.md and of the DocC articles against this checkout, so a
# snippet cannot rot. The README's manifest fragment (the block that starts with a `Package.swift`
# comment) becomes the Package.swift of a consumer package, next to a copy of the library in a
# folder named as its `.package(path:)` says: that proves the fragment works for a user whatever
# folder they cloned into (a path dependency's package name is its folder's name). Every other
# block is compiled as the body of a throwing function in that consumer, beside
# Scripts/doc-snippets/Prelude.swift, which declares the few names the docs leave to the reader.
# Warnings are fine (snippets show values without using them); an error fails, naming the block.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work="$root/.build/doc-snippets"
mkdir -p "$work"

python3 - "$root" "$work" <<'PY'
import os, re, shutil, sys
root, work = sys.argv[1], sys.argv[2]
docs = ["README.md"] + sorted(
    os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(root, "Sources"))
    for f in fs if f.endswith(".md") and ".docc" in dp)
blocks = []
for doc in docs:
    path = os.path.join(root, doc)
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            start = i + 1
            j = start
            while lines[j].strip() != "```":
                j += 1
            blocks.append((os.path.relpath(path, root), start, lines[start:j]))
            i = j
        i += 1
manifests = [b for b in blocks if b[2] and "Package.swift" in b[2][0]]
snippets = [b for b in blocks if b not in manifests]
if len(manifests) != 1:
    sys.exit(f"expected one manifest fragment (a swift block starting with a Package.swift comment), found {len(manifests)}")
manifest_doc, manifest_line, fragment = manifests[0]
doc, line = manifest_doc, manifest_line
body = "\n".join(fragment)
match = re.search(r'\.package\(path:\s*"([^"]+)"\)', body)
if not match:
    sys.exit(f"{doc}:{line}: the manifest fragment has no .package(path:)")
dependency = match.group(1)
targets = re.findall(r'\.target\(\s*name:\s*"([^"]+)"', body)
if len(targets) != 1:
    sys.exit(f"{doc}:{line}: expected one .target in the manifest fragment")
target = targets[0]
consumer = os.path.join(work, "consumer")
library = os.path.normpath(os.path.join(consumer, dependency))
# The library's copy: what a user has after cloning (sources and manifest only).
if os.path.exists(library):
    shutil.rmtree(library)
os.makedirs(library)
shutil.copy(os.path.join(root, "Package.swift"), library)
shutil.copytree(os.path.join(root, "Sources"), os.path.join(library, "Sources"))
shutil.copytree(os.path.join(root, "Plugins"), os.path.join(library, "Plugins"))
for folder in ("Tests",):
    # The manifest names test targets; their folders must exist, though nothing builds them.
    for dp, dns, fs in os.walk(os.path.join(root, folder)):
        os.makedirs(os.path.join(library, os.path.relpath(dp, root)), exist_ok=True)
sources = os.path.join(consumer, "Sources", target)
if os.path.exists(sources):
    shutil.rmtree(sources)
os.makedirs(sources)
with open(os.path.join(consumer, "Package.swift"), "w") as f:
    f.write("// swift-tools-version: 6.0\n// Made by Scripts/check-doc-snippets.sh from the README's fragment.\n")
    f.write("import PackageDescription\n\nlet package = Package(\n    name: \"DocSnippets\",\n")
    f.write(body.strip().rstrip(",") + "\n)\n")
shutil.copy(os.path.join(root, "Scripts/doc-snippets/Prelude.swift"), sources)
index = []
for n, (doc, line, code) in enumerate(snippets):
    imports = [l for l in code if l.startswith("import ")]
    rest = [l for l in code if not l.startswith("import ")]
    name = f"Snippet{n:02d}.swift"
    with open(os.path.join(sources, name), "w") as f:
        f.write(f"// {doc}:{line}\n")
        # A block that shows its imports must show all it needs; one that shows none gets the core.
        for imp in imports or ["import PushPayloads"]:
            f.write(imp + "\n")
        f.write(f"\nfunc snippet{n:02d}() throws {{\n")
        for l in rest:
            f.write("    " + l + "\n" if l else "\n")
        f.write("}\n")
    index.append(f"{name}\t{doc}:{line}")
with open(os.path.join(work, "index.tsv"), "w") as f:
    f.write("\n".join(index) + "\n")
print(f"doc snippets: {len(snippets)} blocks from {len(docs)} files, manifest fragment {manifest_doc}:{manifest_line}")
PY

log="$work/build.log"
if ! swift build --package-path "$work/consumer" >"$log" 2>&1; then
  echo "doc snippets do not compile:" >&2
  grep -E "^/.*error:" "$log" | sort -u | while IFS= read -r error; do
    file=$(printf '%s' "$error" | sed -n 's|.*/\(Snippet[0-9]*\.swift\):.*|\1|p')
    where=""
    [ -n "$file" ] && where=$(grep -F "$file" "$work/index.tsv" | cut -f2)
    echo "  ${where:-${error%%: error:*}}: ${error#*error: }" >&2
  done
  # A problem that is not a compile error (the manifest, a missing folder) is in the log's end.
  grep -qE "^/.*error:" "$log" || tail -n 20 "$log" >&2
  exit 1
fi
echo "doc snippets compile"
