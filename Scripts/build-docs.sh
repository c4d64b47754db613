#!/usr/bin/env bash
# Builds the documentation offline with the toolchain's own docc, no plugin: symbol graphs from
# the compiler, then `docc convert` for each library target's catalog, warnings as errors. The
# archives go to .build/docs/<Target>/, laid out for static hosting; to read them:
#
#     Scripts/build-docs.sh
#     python3 -m http.server --directory .build/docs/PushPayloads 8000
#     # then open http://localhost:8000/documentation/pushpayloads/
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs" .build/docs
docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
for target in PushPayloads PushPayloadsFoundation; do
  swift build --target "$target" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
    -Xswiftc "$PWD/$graphs" >/dev/null
done
for target in PushPayloads PushPayloadsFoundation; do
  lower=$(echo "$target" | tr '[:upper:]' '[:lower:]')
  # Each catalog sees its own module's symbol graph (and its extensions of others).
  only="$graphs/$target"
  mkdir -p "$only"
  cp "$graphs/$target".symbols.json "$only"/
  cp "$graphs/$target"@*.symbols.json "$only"/ 2>/dev/null || true
  "$docc" convert "Sources/$target/$target.docc" --additional-symbol-graph-dir "$only" \
    --fallback-display-name "$target" --fallback-bundle-identifier "org.pushpayloads.$lower" \
    --transform-for-static-hosting --output-path ".build/docs/$target" --warnings-as-errors >".build/docs/$target.log" 2>&1 || {
    cat ".build/docs/$target.log" >&2
    echo "build-docs: docc convert failed for $target" >&2
    exit 1
  }
  pages=$(find ".build/docs/$target/data/documentation" -name '*.json' | wc -l)
  echo "build-docs: $target: $pages pages in .build/docs/$target (open documentation/$lower/ there)"
done
