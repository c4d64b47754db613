#!/usr/bin/env bash
# Type-checks the PushPayloads core for Apple platforms at the deployment targets Package.swift
# declares, with no Apple SDK: the standard library's own textual interface (which carries Apple's
# availability on every declaration, also in the Linux toolchain) is set up as each platform's, and
# Foundation is the stub in Scripts/apple-availability/Foundation.swift (the few declarations the
# core uses, with Apple's documented availability). A use of an API newer than a declared platform
# is a compile error here. `@backDeployed` attributes are dropped from the interface (their bodies
# are not in it), so a back-deployed API counts as needing its newer system: stricter, never looser.
#
# PushPayloadsFoundation and pushlint import all of Foundation (and Darwin in pushlint), which has no
# textual interface here; CI's macOS and iOS jobs build them (.github/workflows/ci.yml).
set -euo pipefail
cd "$(dirname "$0")/.."
toolchain="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# platform directory, target triple, minimum from Package.swift's platforms
# (x86_64 for all: the interface is the x86_64 one, with Float80.) The standard library states each
# API's availability for all systems of one release together (iOS 15, tvOS 15, watchOS 8, macOS 12;
# visionOS 1.0 is iOS 17's), so macOS 12 and iOS 15 stand for the rest; TARGETS=all checks tvOS and
# watchOS too.
targets=(
  "macosx x86_64-apple-macos 12.0 -"
  "iphonesimulator x86_64-apple-ios 15.0 -simulator"
)
if [ "${TARGETS:-}" = all ]; then
  targets+=("appletvsimulator x86_64-apple-tvos 15.0 -simulator" "watchsimulator x86_64-apple-watchos 8.0 -simulator")
fi
grep -q '\.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)' Package.swift \
  || { echo "Package.swift's platforms changed: update the minimums here" >&2; exit 1; }

sources=$(find Sources/PushPayloads -name '*.swift')
# check TARGET: one platform's type-check (the platforms run side by side, one core each).
check() {
  local folder triple minimum environment resources common log errors
  read -r folder triple minimum environment <<<"$1"
  if [ "$environment" = - ]; then environment=""; fi
  resources="$work/$folder-resources"
  mkdir -p "$resources/$folder" "$work/sdk" "$work/$folder-stub"
  cp -R "$toolchain/shims" "$resources/"
  for module in Swift SwiftOnoneSupport; do
    mkdir -p "$resources/$folder/$module.swiftmodule"
    sed -e "s/-target x86_64-unknown-linux-gnu/-target $triple$minimum$environment/" -e '/^ *@backDeployed(before:.*)$/d' \
      "$toolchain/linux/$module.swiftmodule/x86_64-unknown-linux-gnu.private.swiftinterface" \
      >"$resources/$folder/$module.swiftmodule/$triple$environment.swiftinterface"
  done
  common=(-target "$triple$minimum$environment" -resource-dir "$resources" -sdk "$work/sdk" -module-cache-path "$work/cache-$folder"
    -Xfrontend -disable-implicit-concurrency-module-import -Xfrontend -disable-implicit-string-processing-module-import)
  swiftc -emit-module -module-name Foundation -swift-version 6 "${common[@]}" \
    Scripts/apple-availability/Foundation.swift -o "$work/$folder-stub/Foundation.swiftmodule" 2>&1 \
    | { grep -v 'Could not read SDKSettings.json' || true; }
  log="$work/$folder.log"
  swiftc -typecheck -wmo -continue-building-after-errors -module-name PushPayloads -package-name PushPayloads -swift-version 6 "${common[@]}" \
    -I "$work/$folder-stub" $sources >"$log" 2>&1 || true
  # The interface set up this way lacks the pointer intrinsics the compiler looks up for one
  # pointer conversion (a limit of this set-up, not of the code); every other error counts.
  errors=$(grep -E '^[^ ].*error:' "$log" | grep -v 'broken standard library: cannot find intrinsic operations' | sort -u || true)
  if [ -n "$errors" ] || ! grep -q . <(echo "$sources"); then
    echo "$errors" >&2
    echo "the core does not type-check for $triple$minimum$environment" >&2
    return 1
  fi
  echo "core type-checks for $triple$minimum$environment"
}

pids=()
for target in "${targets[@]}"; do
  check "$target" &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
