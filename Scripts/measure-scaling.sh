#!/usr/bin/env bash
# Measures time and peak memory on hostile shapes at sizes N, 2N and 4N (the median of RUNS runs,
# default 3), and prints a markdown table: each doubling should at most about double the time (a ratio of 2.2 at most), and peak
# RSS should stay within 8x the input above the baseline (pushlint's peak on `[]`). Not run by CI
# (it takes minutes); run it after changing the reader, the validator, the families or the
# command:
#
#     Scripts/measure-scaling.sh                 # builds pushlint (and the probe) in release first
#     SCALE=2 Scripts/measure-scaling.sh         # larger sizes
#     ONLY=mtpush Scripts/measure-scaling.sh     # the shapes whose name contains a word
#     PUSHLINT=/path/to/pushlint Scripts/measure-scaling.sh   # another build (an earlier commit)
#
# A file shape is `name|expression|base n|arguments`: a Python expression of `n` that is the file's
# text (it may call `side(text)` to write a second file, whose path `@SIDE` stands for in the
# arguments), and the arguments the file is linted with. Arguments starting with `probe` run the
# Benchmarks package's probe instead of pushlint, for shapes only the library reaches (the app's
# own Swift types); `baseline` records a baseline of the file first and times the run against it.
# A configuration shape (below) builds a folder of files and a `.pushlint.json`.
set -euo pipefail
cd "$(dirname "$0")/.."
pushlint="${PUSHLINT:-$(Scripts/release-pushlint.sh)}"
swift build -c release --package-path Benchmarks --product probe >/dev/null
probe="$(swift build -c release --package-path Benchmarks --show-bin-path)/probe"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scale="${SCALE:-1}"
only="${ONLY:-}"

# A Live Activity update whose content state holds the members `members` (a Python expression).
update="'{\"aps\":{\"timestamp\":1767225600,\"event\":\"update\",\"content-state\":{'+members+'}}}'"
conforming='"driverName":"Ana","stage":"onTheWay","eta":788918400,"window":[788918400,788920000],"progress":0.5,"itemsLeft":2,"receipt":"AAEC","stops":[],'
unknown="','.join('\"u%d\":1' % i for i in range(n))"

file_shapes=(
  # The reader and the JSON rules.
  "overflows-under-30KB-key|'{\"'+'k'*30000+'\":['+','.join(['1e400']*n)+']}'|5000|"
  "duplicates-under-long-key|'{\"'+'k'*30000+'\":{'+','.join(['\"a\":1']*n)+'}}'|5000|"
  "deep-100-char-keys|'{\"'+'k'*100+'\":'*500+'['+','.join(['1e400']*n)+']'+'}'*500|2000|"
  "flat-array|'['+','.join(['1']*n)+']'|6000000|"
  "many-keys|'{'+','.join('\"k%d\":1' % i for i in range(n))+'}'|250000|"
  "many-duplicates|'{'+','.join(['\"a\":1']*n)+'}'|250000|"
  # Every finding shown (--max-findings raised): each finding's pointer is found in one forward walk.
  "overflows-all-shown|'{\"k\":['+','.join(['1e400']*n)+']}'|50000|--max-findings 100000000"
  "duplicates-all-shown|'{'+','.join(['\"a\":1']*n)+'}'|50000|--max-findings 100000000"
  # A baseline of every finding, recorded first (not timed), then matched (timed): linear.
  "baseline-duplicates|'{'+','.join(['\"a\":1']*n)+'}'|50000|baseline"
  "fcm-unknown-fields-all-shown|'{\"message\":{\"token\":\"t\",'+','.join('\"u%d\":1' % i for i in range(n))+'}}'|50000|--kind fcm --max-findings 100000000"
  "data-values-all-shown|'{\"message\":{\"token\":\"t\",\"data\":{'+','.join('\"k%d\":1' % i for i in range(n))+'}}}'|50000|--kind fcm --max-findings 100000000"
  # Live Activity: unknown content-state keys against a schema of as many properties, and against
  # the app's own types (the probe's reference ContentState).
  "liveactivity-unknown-keys-schema|(side('{\"contentState\":{'+','.join('\"p%d\":\"String\"' % i for i in range(n))+'}}'), (lambda members: $update)($unknown))[1]|2000|--kind liveactivity --now 1767225600 --schema @SIDE"
  "liveactivity-unknown-keys-types|(lambda members: $update)('$conforming'+$unknown)|100000|probe conformance"
  # MTPush: tags repeated, distinct, CJK, emoji, added and removed, of other types; in-app targets,
  # userInfo and custom message extras.
  "mtpush-tags-one-value|'{\"tags\":['+','.join(['\"a\"']*n)+']}'|3000000|"
  "mtpush-tags-distinct|'{\"tags\":['+','.join('\"t%d\"' % i for i in range(n))+']}'|1000000|"
  "mtpush-tags-cjk|'{\"tags\":['+','.join(['\"\u6807\u7b7e\"']*n)+']}'|1000000|"
  "mtpush-tags-cjk-distinct|'{\"tags\":['+','.join('\"\u6807%d\"' % i for i in range(n))+']}'|1000000|"
  "mtpush-tags-emoji|'{\"tags\":['+','.join(['\"\U0001F600\"']*n)+']}'|1500000|"
  "mtpush-tags-add-remove|'{\"tags\":{\"add\":['+','.join(['\"a\"']*n)+'],\"remove\":['+','.join(['\"a\"']*n)+']}}'|1500000|"
  "mtpush-tags-numbers|'{\"tags\":['+','.join(['1']*n)+']}'|3000000|"
  "mtpush-tags-objects|'{\"tags\":['+','.join(['{}']*n)+']}'|1500000|"
  "mtpush-inapp-target|'{\"mesageId\":\"1\",\"target\":['+','.join(['1']*n)+']}'|3000000|"
  "mtpush-userinfo-extras|'{\"_j_msgid\":\"1\",'+','.join('\"_j_%d\":1' % i for i in range(n))+'}'|600000|"
  "mtpush-custom-extras|'{\"content\":\"x\",\"extras\":{'+','.join('\"_j_%d\":1' % i for i in range(n))+'}}'|600000|"
  # FingerPush: a code of repeated or distinct segments, one long value, many custom members.
  "fingerpush-code-repeated|'{\"code\":\"'+';'.join(['CD:1']*n)+'\",\"msgTag\":\"1\"}'|2000000|"
  "fingerpush-code-keys|'{\"code\":\"'+';'.join('%s%s:1' % (chr(65+i//26%26), chr(65+i%26)) for i in range(n))+'\",\"msgTag\":\"1\"}'|2000000|--kind fingerpush"
  "fingerpush-code-long-value|'{\"code\":\"CD:'+'1'*n+'\",\"msgTag\":\"1\"}'|10000000|"
  "fingerpush-custom-members|'{\"code\":\"CD:1;IM:0;WL:0;PT:DEFT\",\"msgTag\":\"1\",'+','.join('\"k%d\":1' % i for i in range(n))+'}'|600000|"
  # mPaaS: targets as an object, as a string holding one (distinct and repeated keys), an
  # enumerated member holding an array.
  "mpaas-targets-object|'{\"deliveryType\":6,\"targetMsgkey\":{'+','.join('\"k%d\":\"m\"' % i for i in range(n))+'}}'|1000000|"
  "mpaas-targets-string|'{\"deliveryType\":6,\"targetMsgkey\":\"{'+','.join('\\\\\"k%d\\\\\":\\\\\"m\\\\\"' % i for i in range(n))+'}\"}'|1000000|"
  "mpaas-targets-string-dup|'{\"deliveryType\":6,\"targetMsgkey\":\"{'+','.join(['\\\\\"k\\\\\":\\\\\"m\\\\\"']*n)+'}\"}'|1000000|"
  "mpaas-enum-array|'{\"deliveryType\":1,\"taskName\":\"t\",\"targetMsgkey\":{\"a\":\"m\"},\"pushStyle\":['+','.join(['1']*n)+']}'|3000000|"
  # Altcraft: buttons as a string holding a large array, a push userInfo's many custom keys, a
  # response with many fields.
  "altcraft-buttons-string|'{\"aps\":{\"alert\":\"hi\"},\"_ac_push\":true,\"_uid\":\"1\",\"_buttons\":\"['+','.join(['{\\\\\"label\\\\\":\\\\\"a\\\\\",\\\\\"link\\\\\":\\\\\"b\\\\\"}']*n)+']\"}'|300000|--kind altcraft"
  "altcraft-response-fields|'{\"error\":0,\"error_text\":\"\",\"profile\":{\"id\":\"p\",\"subscription\":{\"fields\":{'+','.join('\"f%d\":1' % i for i in range(n))+'}}}}'|600000|--kind altcraft"
  # FCM: legacy loc args as a string holding a large array, a data map of many keys, a condition
  # of many topics, many registration ids.
  "fcm-legacy-loc-args-string|'{\"to\":\"t\",\"notification\":{\"body_loc_key\":\"k\",\"body_loc_args\":\"['+','.join(['\\\\\"a\\\\\"']*n)+']\"}}'|2000000|--kind fcm-legacy"
  "fcm-data-keys|'{\"message\":{\"token\":\"t\",\"data\":{'+','.join('\"k%d\":\"v\"' % i for i in range(n))+'}}}'|600000|--kind fcm"
  "fcm-condition-topics|'{\"message\":{\"condition\":\"'+' && '.join(['\\'t\\' in topics']*n)+'\"}}'|1000000|--kind fcm"
  "fcm-apns-payload-custom-keys|'{\"message\":{\"token\":\"t\",\"apns\":{\"payload\":{\"aps\":{\"alert\":\"a\"},'+','.join('\"k%d\":1' % i for i in range(n))+'}}}}'|600000|--kind fcm"
  "fcm-legacy-registration-ids|'{\"registration_ids\":['+','.join(['\"r\"']*n)+']}'|3000000|--kind fcm-legacy"
  # APNs: localized arguments and custom keys.
  "apns-loc-args|'{\"aps\":{\"alert\":{\"loc-key\":\"k\",\"loc-args\":['+','.join(['\"a\"']*n)+']}}}'|3000000|--kind apns"
  "apns-custom-keys|'{\"aps\":{\"alert\":\"a\"},'+','.join('\"k%d\":1' % i for i in range(n))+'}'|600000|--kind apns"
)

# Configuration shapes: a Python expression of n giving a folder to lint, as a dictionary of its
# `.pushlint.json`, the files it holds (each `{}`) and, optionally, the arguments pushlint is run
# with there (default `.`). Timed in CPU seconds (user and system), the walk's share of a loaded
# machine being the noisiest part of a wall-clock time.
chains="['c%d/' % (i // 40) + ''.join('a%d/' % k for k in range(i % 40 + 1)) + 'f.json' for i in range"
config_shapes=(
  # n overrides naming one file each, over n files: each file is looked up, not matched n times.
  "overrides-one-file-each|{'.pushlint.json': {'overrides': [{'files': 'd/f%d.json' % i, 'maxBytes': 4000 + i} for i in range(n)]}, 'files': ['d/f%d.json' % i for i in range(n)]}|8000"
  # n overrides with a wildcard under their own directory (d<i>/**), over n files.
  "overrides-one-directory-each|{'.pushlint.json': {'overrides': [{'files': 'd%d/**' % i, 'maxBytes': 4000 + i} for i in range(n)]}, 'files': ['d%d/f.json' % i for i in range(n)]}|4000"
  # n literal include and n/2 literal exclude patterns, over n files.
  "include-exclude-literals|{'.pushlint.json': {'include': ['d/f%d.json' % i for i in range(n)], 'exclude': ['d/f%d.json' % i for i in range(0, n, 2)]}, 'files': ['d/f%d.json' % i for i in range(n)]}|8000"
  # an exclude of '**/a*/' repeated 8 times, over n files in chains 40 directories deep.
  "exclude-alternating-globstars|{'.pushlint.json': {'exclude': ['**/a*/' * 8 + 'none.json']}, 'files': $chains(n)]}|2000"
  # the same over 4,000 files, '**/a*/' repeated n times (the pattern grows, the tree does not).
  "exclude-globstars-repeated-n-times|{'.pushlint.json': {'exclude': ['**/a*/' * n + 'none.json']}, 'files': $chains(4000)]}|10"
  # a quoted command-line pattern, '**/a*/' repeated 8 times, over n files in chains 40 deep.
  "command-line-alternating-globstars|{'.pushlint.json': {}, 'files': $chains(n)], 'arguments': ['**/a*/' * 8 + 'f.json']}|2000"
)

# The constant: pushlint's peak on the smallest input.
printf '[]' >"$work/empty.json"
/usr/bin/time -f "%M" -o "$work/time" "$pushlint" "$work/empty.json" >/dev/null 2>&1 || true
baseline=$(tail -n 1 "$work/time")
echo "baseline peak RSS: $((baseline / 1024)) MB (pushlint on []); the bound is 8x the input above it"
echo
printf '| shape | format | size | time (s) | peak RSS (MB) | above baseline / input | time ratio |\n|---|---|---:|---:|---:|---:|---:|\n'

# measure NAME FORMAT BYTES PREVIOUS-SECONDS COMMAND...: runs the command RUNS times (default 3),
# prints a row of the median time and the largest peak, and sets `seconds` for the next doubling's
# ratio.
measure() {
  local name=$1 format=$2 bytes=$3 previous=$4
  shift 4
  : >"$work/times"
  for _ in $(seq "${RUNS:-3}"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$work/time" >>"$work/times"
  done
  read -r seconds kilobytes < <(python3 -c "
import statistics
rows = [line.split() for line in open('$work/times') if line.strip()]
print(statistics.median(float(r[0]) for r in rows), max(int(r[1]) for r in rows))")
  local ratio="-"
  if [ -n "$previous" ]; then ratio=$(python3 -c "print(f'{max($seconds,0.01)/max($previous,0.01):.2f}')"); fi
  python3 -c "print(f'| $name | $format | {$bytes/1e6:.1f} MB | $seconds | {$kilobytes/1024:.0f} | {max($kilobytes-$baseline,0)*1024/max($bytes,1):.1f}x | $ratio |')"
}

for entry in "${file_shapes[@]}"; do
  IFS='|' read -r name expression base arguments <<<"$entry"
  [[ -z "$only" || "$name" == *"$only"* ]] || continue
  formats="text sarif"
  [[ "$arguments" == probe* ]] && formats="library"
  [[ "$arguments" == baseline ]] && formats="text"
  for format in $formats; do
    seconds=""
    for factor in 1 2 4; do
      n=$((base * factor * scale))
      file="$work/$name-$n.json"
      side="$work/$name-$n.side.json"
      python3 -c "
import sys
n = $n
def side(text):
    open('$side', 'w').write(text)
sys.stdout.write($expression)" >"$file"
      bytes=$(stat -c %s "$file")
      [ -f "$side" ] && bytes=$((bytes + $(stat -c %s "$side")))
      # shellcheck disable=SC2206  # the arguments are split on purpose
      words=(${arguments//@SIDE/$side})
      if [ "$format" = library ]; then
        measure "$name" "$format" "$bytes" "$seconds" "$probe" "${words[@]:1}" "$file"
      elif [ "$arguments" = baseline ]; then
        "$pushlint" --baseline "$work/baseline.json" --update-baseline "$file" >/dev/null 2>&1
        measure "$name" "$format" "$bytes" "$seconds" "$pushlint" --baseline "$work/baseline.json" "$file"
        rm -f "$work/baseline.json"
      else
        measure "$name" "$format" "$bytes" "$seconds" "$pushlint" --format "$format" "${words[@]}" "$file"
      fi
      rm -f "$file" "$side"
    done
  done
done

echo
printf '| configuration shape | n | cpu (s) | peak RSS (MB) | time ratio |\n|---|---:|---:|---:|---:|\n'
for entry in "${config_shapes[@]}"; do
  IFS='|' read -r name expression base <<<"$entry"
  [[ -z "$only" || "$name" == *"$only"* ]] || continue
  previous=""
  for factor in 1 2 4; do
    n=$((base * factor * scale))
    dir="$work/$name-$n"
    python3 - "$dir" "$n" "$expression" >"$work/arguments" <<'PY'
import json, os, sys
root, n = sys.argv[1], int(sys.argv[2])
shape = eval(sys.argv[3], {"n": n})
for path in shape["files"]:
    os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
    with open(os.path.join(root, path), "w") as f:
        f.write("{}")
with open(os.path.join(root, ".pushlint.json"), "w") as f:
    json.dump(shape[".pushlint.json"], f)
print("\n".join(shape.get("arguments", ["."])))
PY
    mapfile -t arguments <"$work/arguments"
    : >"$work/times"
    for _ in $(seq "${RUNS:-3}"); do
      (cd "$dir" && /usr/bin/time -f "%U %S %M" -o "$work/time" "$pushlint" --quiet "${arguments[@]}" >/dev/null 2>&1) || true
      tail -n 1 "$work/time" >>"$work/times"
    done
    read -r seconds kilobytes < <(python3 -c "
import statistics
rows = [line.split() for line in open('$work/times') if line.strip()]
print(f'{statistics.median(float(r[0]) + float(r[1]) for r in rows):.2f}', max(int(r[2]) for r in rows))")
    ratio="-"
    if [ -n "$previous" ]; then ratio=$(python3 -c "print(f'{max($seconds,0.01)/max($previous,0.01):.2f}')"); fi
    previous=$seconds
    echo "| $name | $n | $seconds | $((kilobytes / 1024)) | $ratio |"
    rm -rf "$dir"
  done
done
