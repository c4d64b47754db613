#!/usr/bin/env bash
# Measures pushlint (release) on the two CI-sized loads of issue 15 and prints wall time, CPU time
# and peak memory: 100,000 small payload files of mixed kinds (the small valid fixtures of every
# kind, in turn, 1,000 a directory), and one 100 MB file (an APNs body with a 100 MB records
# array; then the worst shape for memory, a flat array of 50 million numbers). Not run by CI.
#
#     Scripts/measure-lint-scale.sh            # RUNS=7 runs of each load, the median shown
set -euo pipefail
cd "$(dirname "$0")/.."
pushlint="$(Scripts/release-pushlint.sh)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import glob, os, sys
work = sys.argv[1]
sources = []
for kind in sorted(os.listdir("Fixtures")):
    names = sorted(glob.glob(f"Fixtures/{kind}/valid/*.json"))
    small = [n for n in names if os.path.getsize(n) < 1500
             and '"options"' not in open(n[:-5] + ".expected").read()]
    sources += [open(n, "rb").read() for n in small[:5]]
for i in range(100_000):
    directory = f"{work}/many/{i // 1000:03d}"
    if i % 1000 == 0:
        os.makedirs(directory)
    open(f"{directory}/p{i:06d}.json", "wb").write(sources[i % len(sources)])
record = b'{"id":1234567,"title":"Order shipped","body":"Your parcel is on its way","tags":["a","b"],"ok":true,"price":12.5}'
count = 100_000_000 // (len(record) + 1)
with open(f"{work}/records.json", "wb") as out:
    out.write(b'{"aps":{"alert":"x"},"records":[' + b",".join([record] * count) + b"]}")
with open(f"{work}/flat.json", "wb") as out:
    out.write(b"[" + b",".join([b"1"] * 50_000_000) + b"]")
print(f"{len(sources)} distinct small payloads, {sum(map(len, sources)) / len(sources):.0f} bytes on average")
PY

# Each load RUNS times (7 by default); the row shows the median run (by wall time) and the range.
runs="${RUNS:-7}"
measure() {
  local label=$1
  shift
  : >"$work/runs"
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$work/time" >>"$work/runs"
  done
  python3 - "$label" "$work/runs" <<'PY'
import sys
rows = sorted((tuple(map(float, line.split())) for line in open(sys.argv[2])), key=lambda row: row[0])
wall, user, system, kilobytes = rows[len(rows) // 2]
print(f"| {sys.argv[1]} | {wall:.2f} ({rows[0][0]:.2f}–{rows[-1][0]:.2f}) | {user:.2f} | {system:.2f} | {kilobytes / 1024:.0f} |")
PY
}
echo
echo "| load | wall (s), median (range) | user (s) | sys (s) | peak RSS (MB) |"
echo "|---|---:|---:|---:|---:|"
measure "100,000 files, --quiet, every core" "$pushlint" --quiet "$work/many"
measure "100,000 files, text, every core" "$pushlint" "$work/many"
measure "100,000 files, --quiet, --jobs 1" "$pushlint" --jobs 1 --quiet "$work/many"
measure "100 MB records file" "$pushlint" "$work/records.json"
measure "100 MB flat array of 50M numbers" "$pushlint" "$work/flat.json"
