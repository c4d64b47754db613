#!/usr/bin/env bash
# Tries Scripts/release.sh in a scratch clone: it passes --check as the repository is, refuses a
# release whose CHANGELOG or pins do not name the version (and tags nothing), tags a release that
# does, and then refuses the same tag again, a pin to a ref the clone lacks, and a changed tree.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone -q . "$scratch/repo"
# The script as it is in this tree (CI runs on a clone, where the two are the same).
cp Scripts/release.sh "$scratch/repo/Scripts/release.sh"
cd "$scratch/repo"
# A machine without a git identity can commit and tag here.
export GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.invalid GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.invalid
git add Scripts/release.sh
git diff --cached --quiet || git commit -q -m "release.sh of the tree under test"
failures=0
fail() { echo "check-release: $*" >&2; failures=$((failures + 1)); }
# expect CODE DESCRIPTION ARGS...: runs release.sh and compares its exit code.
expect() {
  local code=$1 what=$2
  shift 2
  local got=0
  Scripts/release.sh "$@" >"$scratch/out" 2>&1 || got=$?
  if [ "$got" != "$code" ]; then
    fail "$what: exit $got, expected $code"
    sed 's/^/    /' "$scratch/out" >&2
  fi
}

version=$(sed -n 's/.*public static let version = "\(.*\)".*/\1/p' Sources/PushLint/PushLint.swift)
expect 0 "--check on the repository as it is" --check
expect 1 "a release while the CHANGELOG says unreleased and the docs pin main"
[ -z "$(git tag --list)" ] || fail "a refused release made a tag"

# The release commit: the CHANGELOG's section and every pin name the version.
sed -i "0,/^## .*/s//## $version/" CHANGELOG.md
sed -i -E "s#(PushPayloads/PushPayloads@)main#\1$version#g; s#(rev: )main#\1$version#g" \
  README.md action.yml .pre-commit-hooks.yaml
echo "scratch" >untracked.txt
expect 1 "a release with a changed working tree"
rm untracked.txt
git commit -q -am "Release $version"
expect 0 "a release whose CHANGELOG and pins name the version"
[ "$(git tag --list)" = "$version" ] || fail "the release did not tag '$version' (tags: $(git tag --list | tr '\n' ' '))"
expect 0 "--check after the release (the pins name a tag the clone has)" --check
expect 1 "the same release again (the tag exists)"

sed -i -E "0,/rev: [^ ]+/s//rev: 9.9.9/" README.md
expect 1 "--check with a pin to a ref the clone lacks" --check

if [ "$failures" -gt 0 ]; then
  echo "check-release: $failures failure(s)" >&2
  exit 1
fi
echo "check-release: release.sh checked, refused and tagged as it should ($version)"
