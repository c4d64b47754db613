#!/usr/bin/env bash
# Tags a release, after checking that everything that names the version names the same one.
#
#   Scripts/release.sh           # checks the release, then tags HEAD with the version (annotated;
#                                # nothing is pushed: `git push origin main <version>` is yours)
#   Scripts/release.sh --check   # what must hold between releases too (CI runs it)
#
# The version is written in one place, `PushLint.version` (Sources/PushLint/PushLint.swift); the
# Action derives its cache key from the same line. A release needs:
#   - the version a semantic version (`1.0.0`, `1.0.0-rc.1`);
#   - the CHANGELOG's newest section `## <version>` (between releases `## <version> (unreleased)`);
#   - every ref the docs pin (README.md, action.yml, .pre-commit-hooks.yaml, Docs/: the Action's
#     `PushPayloads/PushPayloads@<ref>`, pre-commit's `rev: <ref>`) the version itself; between
#     releases, `main` or a tag the repository has, so that no doc names a ref a clone lacks;
#   - a clean working tree, and no tag of that name yet.
set -euo pipefail
cd "$(dirname "$0")/.."
check_only=no
case "${1:-}" in
  --check) check_only=yes ;;
  "") ;;
  *) echo "usage: Scripts/release.sh [--check]" >&2; exit 2 ;;
esac

problems=0
problem() { echo "release: $*" >&2; problems=$((problems + 1)); }

# The one place, read the way action.yml reads it.
version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/PushLint/PushLint.swift)
if [ -z "$version" ]; then
  echo "release: no 'public static let version = \"...\"' in Sources/PushLint/PushLint.swift" >&2
  exit 1
fi
semver='^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$'
[[ $version =~ $semver ]] || problem "version '$version' is not a semantic version (1.0.0, 1.0.0-rc.1)"

heading=$(grep -m 1 '^## ' CHANGELOG.md || true)
if [ "$check_only" = yes ]; then
  [ "$heading" = "## $version" ] || [ "$heading" = "## $version (unreleased)" ] \
    || problem "CHANGELOG.md's newest section is '$heading', not '## $version' or '## $version (unreleased)'"
else
  [ "$heading" = "## $version" ] \
    || problem "CHANGELOG.md's newest section is '$heading'; a release needs '## $version' (not unreleased)"
fi

# Pins: the ref after the Action's `PushPayloads/PushPayloads@` or pre-commit's `rev:`.
tags=$(git tag --list)
pins=$(grep -n -o -E '(PushPayloads/PushPayloads@|rev: )[^[:space:]"'"'"'`]+' \
  README.md action.yml .pre-commit-hooks.yaml $(find Docs -name '*.md' | sort) 2>/dev/null || true)
[ -n "$pins" ] || problem "no pinned ref found in README.md, action.yml, .pre-commit-hooks.yaml or Docs/"
while IFS= read -r pin; do
  [ -n "$pin" ] || continue
  ref=${pin##*@}
  ref=${ref##*rev: }
  where=${pin%%:*}:$(echo "$pin" | cut -d: -f2)
  if [ "$check_only" = yes ]; then
    [ "$ref" = main ] || grep -qxF -- "$ref" <<<"$tags" \
      || problem "$where pins '$ref', which is neither main nor a tag of this repository"
  else
    [ "$ref" = "$version" ] || problem "$where pins '$ref'; the release pins '$version'"
  fi
done <<<"$pins"

if [ "$check_only" = no ]; then
  [ -z "$(git status --porcelain)" ] || problem "the working tree has changes; commit them first"
  ! grep -qxF -- "$version" <<<"$tags" || problem "the tag '$version' exists already"
fi

if [ "$problems" -gt 0 ]; then
  echo "release: $problems problem(s); nothing tagged" >&2
  exit 1
fi
if [ "$check_only" = yes ]; then
  echo "release: version $version: the CHANGELOG and every pinned ref agree"
  exit 0
fi
git tag -a "$version" -m "PushPayloads $version"
echo "release: tagged $(git rev-parse --short HEAD) as $version; push it with: git push origin main $version"
