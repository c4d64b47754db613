#!/usr/bin/env bash
# Measures pushlint's time and peak memory on hostile shapes at sizes N, 2N and 4N, and prints a
# markdown table: each doubling should at most about double the time, and peak RSS should stay
# within 8x the input above the baseline (pushlint's peak on `[]`). Not run by CI (it takes
# minutes); run it after changing the reader, the validator or the reporters:
#
#     Scripts/measure-scaling.sh            # builds pushlint in release first
#     SCALE=2 Scripts/measure-scaling.sh    # larger sizes
set -euo pipefail
cd "$(dirname "$0")/.."
pushlint="$(Scripts/release-pushlint.sh)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scale="${SCALE:-1}"

# shape name, then a Python expression of n that prints the file.
shapes=(
  "overflows-under-30KB-key|'{\"'+'k'*30000+'\":['+','.join(['1e400']*n)+']}'|5000"
  "duplicates-under-long-key|'{\"'+'k'*30000+'\":{'+','.join(['\"a\":1']*n)+'}}'|5000"
  "deep-100-char-keys|'{\"'+'k'*100+'\":'*500+'['+','.join(['1e400']*n)+']'+'}'*500|2000"
  "flat-array|'['+','.join(['1']*n)+']'|6000000"
  "many-keys|'{'+','.join('\"k%d\":1' % i for i in range(n))+'}'|250000"
  "many-duplicates|'{'+','.join(['\"a\":1']*n)+'}'|250000"
)

# The constant: pushlint's peak on the smallest input.
printf '[]' >"$work/empty.json"
/usr/bin/time -f "%M" -o "$work/time" "$pushlint" "$work/empty.json" >/dev/null 2>&1 || true
baseline=$(tail -n 1 "$work/time")
echo "baseline peak RSS: $((baseline / 1024)) MB (pushlint on []); the bound is 8x the input above it"
echo
printf '| shape | format | size | time (s) | peak RSS (MB) | above baseline / input | time ratio |\n|---|---|---:|---:|---:|---:|---:|\n'
for entry in "${shapes[@]}"; do
  IFS='|' read -r name expression base <<<"$entry"
  for format in text sarif; do
    previous=""
    for factor in 1 2 4; do
      n=$((base * factor * scale))
      file="$work/$name-$n.json"
      python3 -c "n=$n; import sys; sys.stdout.write($expression)" >"$file"
      bytes=$(stat -c %s "$file")
      /usr/bin/time -f "%e %M" -o "$work/time" "$pushlint" --format "$format" "$file" >/dev/null 2>&1 || true
      read -r seconds kilobytes < <(tail -n 1 "$work/time")
      ratio="-"
      if [ -n "$previous" ]; then ratio=$(python3 -c "print(f'{max($seconds,0.01)/max($previous,0.01):.2f}')"); fi
      previous=$seconds
      python3 -c "print(f'| $name | $format | {$bytes/1e6:.1f} MB | $seconds | {$kilobytes/1024:.0f} | {max($kilobytes-$baseline,0)*1024/$bytes:.1f}x | $ratio |')"
      rm -f "$file"
    done
  done
done
