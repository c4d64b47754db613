#!/usr/bin/env bash
# Every userInfo path gives the same bytes in every process. Builds Scripts/userinfo-order/main.swift
# against the package's built modules (run `swift build` first; the build folder is the argument,
# default .build/debug) and runs it in USERINFO_ORDER_RUNS separate processes (default 20). The
# program converts large, nested dictionaries (Swift, [AnyHashable: Any] and NSDictionary, 45 keys
# a level) through JSONValue(userInfo:), JSONValue(foundationObject:), the decoder, the validator
# and every model's init(userInfo:), and prints the bytes or the refusal of each. A dictionary's
# iteration order changes from process to process (hash seeds), so the outputs agree only if every
# path orders members itself. The check fails if any two outputs differ, and also if the
# dictionaries' own iteration order never changed across the runs (then it proved nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${1:-.build/debug}"
runs="${USERINFO_ORDER_RUNS:-20}"
for module in PushPayloads PushPayloadsFoundation; do
  if ! ls "$build_dir/$module.build/"*.o >/dev/null 2>&1; then
    echo "check-userinfo-order: no object files under $build_dir/$module.build; build first" >&2
    exit 1
  fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The objects of the sources there are now (a renamed file leaves its former object behind).
objects=()
for module in PushPayloads PushPayloadsFoundation; do
  while IFS= read -r source; do
    objects+=("$build_dir/$module.build/$(basename "$source").o")
  done < <(find "Sources/$module" -name '*.swift')
done
swiftc -swift-version 6 -I "$build_dir/Modules" Scripts/userinfo-order/main.swift "${objects[@]}" -o "$work/probe"

# Hashing must be seeded per process, as it is by default.
unset SWIFT_DETERMINISTIC_HASHING
for run in $(seq 1 "$runs"); do
  "$work/probe" >"$work/raw-$run.txt"
  grep -v '^iteration-order ' "$work/raw-$run.txt" >"$work/out-$run.txt"
  grep '^iteration-order ' "$work/raw-$run.txt" >>"$work/orders.txt"
done

orders=$(sort -u "$work/orders.txt" | wc -l)
if [ "$orders" -lt 2 ]; then
  echo "check-userinfo-order: the dictionaries iterated in one order in all $runs runs; the check proves nothing" >&2
  exit 1
fi
# The label of every line that differs from run 1 in some run.
: >"$work/differing.txt"
for run in $(seq 2 "$runs"); do
  diff "$work/out-1.txt" "$work/out-$run.txt" | sed -n 's/^[<>] \([^	]*\)	.*/\1/p' >>"$work/differing.txt" || true
done
if [ -s "$work/differing.txt" ]; then
  count=$(sort -u "$work/differing.txt" | wc -l)
  echo "check-userinfo-order: $count paths gave different bytes in different processes, among them:" >&2
  sort -u "$work/differing.txt" | head -30 | sed 's/^/  /' >&2
  exit 1
fi
lines=$(wc -l <"$work/out-1.txt")
echo "check-userinfo-order: $lines userInfo paths gave the same bytes in $runs processes ($orders iteration orders seen)"
