#!/usr/bin/env bash
# Heap allocations per operation of the library side of every benchmark pair (Benchmarks/), in a
# release build, against the ceilings committed in Benchmarks/Thresholds/allocations.txt. Counts
# are deterministic, unlike times, so CI gates them: a pair above its ceiling, or missing from the
# file, fails. When a change lowers a count, lower its ceiling in the same commit;
# `Scripts/check-allocations.sh --write` writes the file from the counts measured now.
#
# The count comes from Benchmarks/Allocations/count-allocations.c, preloaded into
# `probe allocations` (Linux with glibc).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-allocations
thresholds=Benchmarks/Thresholds/allocations.txt
mkdir -p "$out"

cc -O2 -Wall -Werror -shared -fPIC -o "$out/libcount-allocations.so" Benchmarks/Allocations/count-allocations.c
if ! swift build -c release --product probe --package-path Benchmarks >"$out/build.log" 2>&1; then
  cat "$out/build.log" >&2
  exit 1
fi
# The library's and the benchmarks' own warnings fail the check (a dependency's are not ours).
if grep -E "^$PWD/(Sources|Benchmarks/Sources)/.*(warning|error):" "$out/build.log"; then
  echo "check-allocations: the release build has warnings" >&2
  exit 1
fi
LD_PRELOAD="$PWD/$out/libcount-allocations.so" Benchmarks/.build/release/probe allocations >"$out/counts.txt"

python3 - "$thresholds" "$out/counts.txt" "${1:-}" <<'PY'
import math, sys
path, counts_path, mode = sys.argv[1], sys.argv[2], sys.argv[3]
counts = {}
for line in open(counts_path):
    name, value = line.split()
    counts[name] = float(value)
header, ceilings = [], {}
for line in open(path):
    text = line.split("#", 1)[0].split()
    if not text:
        if not ceilings: header.append(line)
        continue
    ceilings[text[0]] = float(text[1])
if mode == "--write":
    with open(path, "w") as file:
        file.writelines(header)
        width = max(map(len, counts))
        for name, value in counts.items():
            # A count that is not whole per operation (amortized growth) varies between runs:
            # its ceiling is the next whole number, never the fraction one run measured.
            file.write(f"{name:<{width}} {math.ceil(value):g}\n")
    print(f"check-allocations: wrote {len(counts)} ceilings to {path}")
    sys.exit(0)
failed = False
print(f"{'pair':<30} {'allocations/op':>14} {'ceiling':>8}")
for name, value in counts.items():
    ceiling = ceilings.get(name)
    if ceiling is None:
        status, failed = "no ceiling in " + path, True
    elif value > ceiling:
        status, failed = "OVER", True
    elif value < ceiling:
        status = "below: lower the ceiling"
    else:
        status = "ok"
    shown = f"{ceiling:g}" if ceiling is not None else "-"
    print(f"{name:<30} {value:>14g} {shown:>8}  {status}")
for name in ceilings:
    if name not in counts:
        print(f"{name}: in {path} but not measured (renamed or removed pair?)")
        failed = True
if failed:
    print("check-allocations: FAILED (see above; --write records the counts measured now)", file=sys.stderr)
    sys.exit(1)
PY
