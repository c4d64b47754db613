#!/usr/bin/env bash
# Measures the string resource readers (`pushlint --strings FILE`: a String Catalog, a `.strings`
# file, an Android values file) on hostile files at sizes N, 2N and 4N, as Scripts/measure-scaling.sh
# measures payloads: the median time of RUNS runs (default 3) and the largest peak RSS, in a
# markdown table. Each doubling should at most about double the time (a ratio of 2.2 at most), and
# the peak above the baseline (pushlint with a one-key catalog) stay within 8x the file. At 4N the
# first shape is a 66 MB catalog of a million keys. Not run by CI (it takes minutes); the doubling
# series CI runs, at small sizes, is Tests/PushPayloadsTests/Localization/ResourceScalingTests.swift.
#
#     Scripts/measure-resource-scaling.sh                 # builds pushlint in release first
#     SCALE=2 Scripts/measure-resource-scaling.sh         # larger sizes
#     ONLY=android Scripts/measure-resource-scaling.sh    # the shapes whose name contains a word
#     PUSHLINT=/path/to/pushlint Scripts/measure-resource-scaling.sh   # another build
#
# A shape is `name|file name|encoding|expression|base n`: the file's name (which says its format and
# language), utf-8 or utf-16 (little-endian, with a byte order mark), and a Python expression of `n`
# that is the file's text. Each is linted against a payload taking the key `k0` with one argument
# (APNs for Apple's files, FCM for Android's); the exit status is in the table (0-1: the file was
# read and the payload checked; 2: the file was refused, as the shapes left open at the end must be).
set -euo pipefail
cd "$(dirname "$0")/.."
pushlint="${PUSHLINT:-$(Scripts/release-pushlint.sh)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scale="${SCALE:-1}"
only="${ONLY:-}"

catalog_head="'{\"sourceLanguage\":\"en\",\"strings\":{\n'"
catalog_entries="''.join('\"k%d\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"%%@\"}}}},\n' % i for i in range(n))"
strings_entries="''.join('\"k%d\" = \"%%@ %d\";\n' % (i, i) for i in range(n))"
android_entries="''.join('<string name=\"k%d\">%%1\$s %d</string>\n' % (i, i) for i in range(n))"

shapes=(
  # String Catalogs: a million keys at 4N (66 MB), keys of nothing, one key in many languages, one
  # key many times, objects 500 deep under every key, variations 15 deep, a string left open at the
  # end, and nesting past the reader's limit (refused at depth 513: the time should not grow).
  "catalog-keys|Localizable.xcstrings|utf-8|$catalog_head+$catalog_entries+'\"z\":{}}}'|250000"
  "catalog-empty-keys|Localizable.xcstrings|utf-8|$catalog_head+''.join('\"k%d\":{},' % i for i in range(n))+'\"z\":{}}}'|1000000"
  "catalog-languages|Localizable.xcstrings|utf-8|'{\"sourceLanguage\":\"en\",\"strings\":{\"k0\":{\"localizations\":{'+''.join('\"l%d\":{\"stringUnit\":{\"value\":\"%%@\"}},' % i for i in range(n))+'\"en\":{\"stringUnit\":{\"value\":\"%@\"}}}}}}'|20000"
  # Each key in a language of its own (a key holds only its own languages: a row of a slot per
  # language read before made this quadratic, 16 GB for 16,000 keys, until KeyRows was sparse).
  "catalog-language-per-key|Localizable.xcstrings|utf-8|'{\"sourceLanguage\":\"en\",\"strings\":{'+''.join('\"k%d\":{\"localizations\":{\"l%d\":{\"stringUnit\":{\"value\":\"x\"}}}},\n' % (i, i) for i in range(n))+'\"z\":{}}}'|100000"
  "catalog-duplicate-keys|Localizable.xcstrings|utf-8|$catalog_head+'\"k0\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"%@\"}}}},\n'*n+'\"z\":{}}}'|250000"
  "catalog-deep-objects|Localizable.xcstrings|utf-8|$catalog_head+''.join('\"k%d\":{\"comment\":' % i + '{\"a\":'*500 + '1' + '}'*500 + '},\n' for i in range(n))+'\"z\":{}}}'|2000"
  "catalog-deep-variations|Localizable.xcstrings|utf-8|$catalog_head+''.join('\"k%d\":{\"localizations\":{\"en\":' % i + '{\"variations\":{\"plural\":{\"other\":{\"stringUnit\":{\"value\":\"x\"}},\"one\":'*15 + '{\"stringUnit\":{\"value\":\"%d\"}}' + '}}}'*15 + '}},\n' for i in range(n))+'\"z\":{}}}'|20000"
  "catalog-open-string|Localizable.xcstrings|utf-8|$catalog_head+$catalog_entries+'\"z\":{\"comment\":\"'+'\\\\\"'*(20*n)|250000"
  "catalog-deeper-than-limit|Localizable.xcstrings|utf-8|'{\"sourceLanguage\":\"en\",\"strings\":{\"k0\":'+'{\"a\":'*n|2000000"
  # .strings files: many entries (UTF-8 and UTF-16), many keys without values (`k0;`), comment
  # openers inside one comment, escaped quotes, a comment and a string left open at the end.
  "strings-entries|de.lproj/Localizable.strings|utf-8|$strings_entries|1000000"
  "strings-entries-utf16|de.lproj/Localizable.strings|utf-16|$strings_entries|500000"
  "strings-keys-only|de.lproj/Localizable.strings|utf-8|''.join('k%d;' % i for i in range(n))|2000000"
  "strings-comment-openers|de.lproj/Localizable.strings|utf-8|'/* '*n+'*/\n// '+'// /*'*n+'\n\"k0\" = \"%@\";'|4000000"
  "strings-escaped-quotes|de.lproj/Localizable.strings|utf-8|'\"k0\" = \"'+'\\\\\"\\'\\\\\\\\\\\\\"\\\\U00e9\\\\101'*n+'%@\";'|1000000"
  "strings-open-comment|de.lproj/Localizable.strings|utf-8|$strings_entries+'/*'+'* / *'*(10*n)|500000"
  "strings-open-string|de.lproj/Localizable.strings|utf-8|$strings_entries+'\"z\" = \"'+'\\\\\"'*(10*n)|500000"
  # Android values files: many strings, elements nested deep in a string (and never closed), one
  # element of many attributes, text between comments and entities, a comment, a CDATA section and
  # an attribute left open at the end.
  "android-strings|res/values/strings.xml|utf-8|'<resources>\n'+$android_entries+'</resources>\n'|500000"
  "android-deep-elements|res/values/strings.xml|utf-8|'<resources><string name=\"k0\">'+'<b>'*n+'%1\$s'+'</b>'*n+'</string></resources>'|2000000"
  "android-deep-unclosed|res/values/strings.xml|utf-8|'<resources><string name=\"k0\">'+'<b>'*n|4000000"
  "android-attributes|res/values/strings.xml|utf-8|'<resources><string name=\"k0\"'+' a=\"\"'*n+'>%1\$s</string></resources>'|2000000"
  "android-comments-entities|res/values/strings.xml|utf-8|'<resources><string name=\"k0\">%1\$s'+'a<!---->&amp;&#x41;'*n+'</string></resources>'|1000000"
  "android-open-comment|res/values/strings.xml|utf-8|'<resources>\n'+$android_entries+'<!--'+'-- -'*(10*n)|250000"
  "android-open-cdata|res/values/strings.xml|utf-8|'<resources>\n'+$android_entries+'<string name=\"z\"><![CDATA['+']] ]'*(10*n)|250000"
  "android-open-attribute|res/values/strings.xml|utf-8|'<resources>\n'+$android_entries+'<string name=\"'+'x'*(40*n)|250000"
  # Not a reader: the payload's arguments checked against one string of n distinct specifiers
  # (LocalizationCheck), each an invalid conversion with its own text.
  "check-distinct-specifiers|Localizable.xcstrings|utf-8|'{\"sourceLanguage\":\"en\",\"strings\":{\"k0\":{\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"'+''.join('%%%d\$k' % (i + 1) for i in range(n))+'\"}}}}}}'|100000"
)

printf '{"aps":{"alert":{"loc-key":"k0","loc-args":["a"]}}}' >"$work/apns.json"
printf '{"message":{"token":"t","android":{"notification":{"body_loc_key":"k0","body_loc_args":["a"]}}}}' >"$work/fcm.json"

# The constant: pushlint's peak reading a one-key catalog and checking the APNs payload.
mkdir -p "$work/baseline"
printf '{"sourceLanguage":"en","strings":{"k0":{}}}' >"$work/baseline/Localizable.xcstrings"
/usr/bin/time -f "%M" -o "$work/time" "$pushlint" --kind apns --strings "$work/baseline/Localizable.xcstrings" \
  "$work/apns.json" >/dev/null 2>&1 || true
baseline=$(tail -n 1 "$work/time")
echo "baseline peak RSS: $((baseline / 1024)) MB (pushlint reading a one-key catalog); the bound is 8x the file above it"
echo
printf '| shape | size | exit | time (s) | peak RSS (MB) | above baseline / file | time ratio |\n|---|---:|---:|---:|---:|---:|---:|\n'

for entry in "${shapes[@]}"; do
  IFS='|' read -r name file encoding expression base <<<"$entry"
  [[ -z "$only" || "$name" == *"$only"* ]] || continue
  kind=apns
  payload="$work/apns.json"
  if [[ "$file" == *.xml ]]; then
    kind=fcm
    payload="$work/fcm.json"
  fi
  previous=""
  for factor in 1 2 4; do
    n=$((base * factor * scale))
    path="$work/$name-$n/$file"
    mkdir -p "$(dirname "$path")"
    python3 -c "
import sys
n = $n
text = $expression
if '$encoding' == 'utf-16':
    sys.stdout.buffer.write(b'\xff\xfe' + text.encode('utf-16-le'))
else:
    sys.stdout.buffer.write(text.encode('utf-8'))" >"$path"
    bytes=$(stat -c %s "$path")
    : >"$work/times"
    status=0
    for _ in $(seq "${RUNS:-3}"); do
      status=0
      /usr/bin/time -f "%e %M" -o "$work/time" "$pushlint" --kind "$kind" --strings "$path" "$payload" \
        >/dev/null 2>&1 || status=$?
      tail -n 1 "$work/time" >>"$work/times"
    done
    read -r seconds kilobytes < <(python3 -c "
import statistics
rows = [line.split() for line in open('$work/times') if line.strip() and not line.startswith('Command')]
print(statistics.median(float(r[0]) for r in rows), max(int(r[1]) for r in rows))")
    ratio="-"
    if [ -n "$previous" ]; then ratio=$(python3 -c "print(f'{max($seconds,0.01)/max($previous,0.01):.2f}')"); fi
    previous=$seconds
    python3 -c "print(f'| $name | {$bytes/1e6:.1f} MB | $status | $seconds | {$kilobytes/1024:.0f} | {max($kilobytes-$baseline,0)*1024/max($bytes,1):.1f}x | $ratio |')"
    rm -rf "$work/$name-$n"
  done
done
