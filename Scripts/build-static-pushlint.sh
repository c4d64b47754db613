#!/usr/bin/env bash
# Builds a release pushlint with the Swift runtime and Foundation linked statically (Linux), so the
# binary runs on a machine without a Swift toolchain, strips a copy (.build-static/pushlint, the one
# to ship), and prints its size and start-up time (the median of 21 runs of `--version` and of
# linting one small payload).
#
#     Scripts/build-static-pushlint.sh            # into .build-static (git-ignored)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product pushlint --static-swift-stdlib --scratch-path .build-static >/dev/null
binary="$(swift build -c release --scratch-path .build-static --show-bin-path)/pushlint"
strip -o .build-static/pushlint "$binary"
binary=.build-static/pushlint
echo "binary: $binary (stripped)"
echo "size: $(stat -c %s "$binary") bytes ($(du -h "$binary" | cut -f1))"
echo "dynamic libraries: $(ldd "$binary" 2>/dev/null | grep -v -E 'linux-vdso|ld-linux' | awk '{print $1}' | tr '\n' ' ')"
if ldd "$binary" 2>/dev/null | grep -q -E 'libswift|libFoundation'; then
  echo "the binary still needs Swift's shared libraries" >&2
  exit 1
fi
payload="$(mktemp)"
trap 'rm -f "$payload"' EXIT
printf '{"aps":{"alert":{"title":"Hello","body":"World"},"sound":"default"}}' >"$payload"
median() { # COMMAND...: the median wall time of 21 runs, in milliseconds
  python3 - "$@" <<'PY'
import statistics, subprocess, sys, time
times = []
for _ in range(21):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append((time.perf_counter() - start) * 1000)
print(f"{statistics.median(times):.1f} ms")
PY
}
echo "start-up, --version: $(median "$binary" --version)"
echo "start-up, one small payload: $(median "$binary" --no-config "$payload")"
