#!/usr/bin/env bash
# The core library must not depend on Foundation: no object file of the PushPayloads
# target may reference a symbol of Foundation. FoundationEssentials is allowed (Date, Data, URL,
# Decimal); the `#else import Foundation` fallback for platforms without it never compiles here.
set -euo pipefail
build_dir="${1:-.build/debug}"
objects=$(find "$build_dir/PushPayloads.build" -name '*.o' 2>/dev/null || true)
if [ -z "$objects" ]; then
  echo "check-foundation-free: no object files under $build_dir/PushPayloads.build; build first" >&2
  exit 1
fi
# Mangled Swift symbols of module Foundation start with $s10Foundation.
if nm -u $objects | grep -E '\$s10Foundation' | head -5 | grep -q .; then
  echo "check-foundation-free: PushPayloads references Foundation symbols:" >&2
  nm -u $objects | grep -E '\$s10Foundation' | head -5 >&2
  exit 1
fi
echo "check-foundation-free: PushPayloads references no Foundation symbol"
