#!/usr/bin/env bash
# Lints a folder of real-world payloads laid out as <kind>/<file> with a SOURCES.tsv that judges
# each (file, repo, path, commit, kind, judgement), with no --kind, and prints for each file the
# kind pushlint picked and its exit code beside the folder and the judgement. Not run by CI: the
# folder is not part of the repository.
#
#     Scripts/check-realworld.sh PATH/TO/realworld [path/to/pushlint]
#
# A file agrees when pushlint picks its folder's kind (a file that is not JSON is `json`, and its
# syntax error is its finding; no family covers the JPush REST bodies of vendor/) and it exits 0 for a file judged valid, 1 for one judged invalid.
set -euo pipefail
folder="${1:?usage: Scripts/check-realworld.sh FOLDER [PUSHLINT]}"
bin="${2:-.build/debug/pushlint}"
report=$(mktemp)
trap 'rm -f "$report"' EXIT
(cd "$folder" && "$OLDPWD/$bin" --format json --no-config $(tail -n +2 SOURCES.tsv | cut -f1)) >"$report" 2>/dev/null || true
python3 - "$folder/SOURCES.tsv" "$report" <<'PY'
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
files = {f["path"]: f for f in json.load(open(sys.argv[2]))["files"]}
agree = disagree = 0
print("| file | folder | picked | errors | judgement | agrees |\n|---|---|---|---:|---|---|")
for row in rows:
    result = files.get(row["file"])
    picked = result["kind"] if result else "(unread)"
    unreadable = {"json.syntax", "json.trailing-data", "json.empty-input", "json.invalid-utf8", "json.not-utf8"}
    syntax = result and any(d["rule"] in unreadable for d in result["diagnostics"])
    errors = sum(d["severity"] == "error" for d in result["diagnostics"]) if result else -1
    judged = row["judgement"].split(":")[0]
    if row["kind"] == "vendor":
        kind_ok = picked == "json"  # JPush REST bodies: no family covers them
    else:
        kind_ok = picked == row["kind"] or (syntax and picked == "json")
    if judged.startswith("invalid"):
        exit_ok = errors > 0
    elif judged.startswith("valid") or judged.startswith("accepted"):
        exit_ok = errors == 0
    else:
        exit_ok = True  # questionable: either
    ok = kind_ok and exit_ok
    agree += ok
    disagree += not ok
    print(f"| {row['file']} | {row['kind']} | {picked} | {errors} | {row['judgement'][:70]} | {'yes' if ok else 'NO'} |")
print(f"\n{agree} agree, {disagree} do not")
PY
