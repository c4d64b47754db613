#!/usr/bin/env python3
"""Times every regular expression of Schemas/*.schema.json on adversarial strings, to show that each
runs in linear time in a backtracking engine (Python's `re`, as Python's `jsonschema` uses it; the
engines of ECMA-262 backtrack alike).

For each pattern it builds candidate strings from the pattern itself: a prefix of a string the
pattern matches (so the engine gets into its loops), then one piece repeated (a character of one of
its classes or a literal, or one iteration of one of its loops, or two of those in turn), then a
character that breaks the match. It screens every candidate at two small sizes, keeps the ones whose
time grows fastest, and times those at 10k, 20k and 40k characters. A pattern is linear when each
doubling at most about doubles the time: it fails above a ratio of 3 per doubling (quadratic is 4),
when a candidate runs past the time limit, or when it holds a backreference, which a backtracking
engine checks by scanning the rest of the text from each place the group matched (a quadratic or
worse input exists even when the generated ones miss it).

Not run by CI (a minute or two); run it after changing a pattern:

    Scripts/check-schema-regex.py            # every pattern
    Scripts/check-schema-regex.py fingerpush # the patterns of the schemas whose name holds the word
"""
import glob
import json
import multiprocessing
import random
import re
import sys
import time

try:
    from re import _constants as C, _parser as P  # Python 3.11+
except ImportError:  # pragma: no cover
    import sre_constants as C
    import sre_parse as P

SIZES = (10_000, 20_000, 40_000)
LIMIT_SECONDS = 20.0
FAIL_RATIO = 3.0
BREAKERS = ["", "\x00", "!", ";", ":", "@", '"', "\\", " ", "#", "é", "\uffff", "\U0001F600"]


def patterns():
    """Every pattern (and patternProperties key) of the schemas, with the schemas stating it."""
    found = {}
    words = sys.argv[1:]

    def walk(node, kind):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "pattern" and isinstance(value, str):
                    found.setdefault(value, set()).add(kind)
                if key == "patternProperties" and isinstance(value, dict):
                    for name in value:
                        found.setdefault(name, set()).add(kind)
                walk(value, kind)
        elif isinstance(node, list):
            for value in node:
                walk(value, kind)

    for path in sorted(glob.glob("Schemas/*.schema.json")):
        kind = path.split("/")[-1][: -len(".schema.json")]
        if words and not any(word in kind for word in words):
            continue
        walk(json.load(open(path, encoding="utf-8")), kind)
    return found


def has_backreference(parsed):
    """Whether a parsed pattern refers back to a group."""
    for op, arg in parsed:
        if op in (C.GROUPREF, getattr(C, "GROUPREF_EXISTS", None)):
            return True
        children = []
        if op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)):
            children = [arg[2]]
        elif op is C.SUBPATTERN:
            children = [arg[-1]]
        elif op is C.BRANCH:
            children = arg[1]
        elif op in (C.ASSERT, C.ASSERT_NOT):
            children = [arg[1]]
        if any(has_backreference(child) for child in children):
            return True
    return False


def class_samples(items):
    """A few characters of a character class (or outside it, for a negated one)."""
    negated = any(op is C.NEGATE for op, _ in items)
    inside = []
    excluded = set()
    for op, arg in items:
        if op is C.LITERAL:
            inside.append(chr(arg))
            excluded.add(arg)
        elif op is C.RANGE:
            low, high = arg
            inside += [chr(low), chr((low + high) // 2), chr(high)]
            excluded.update(range(low, min(high, low + 70000) + 1))
        elif op is C.CATEGORY:
            inside += [" ", "a", "0", "\n"]
    if not negated:
        return inside
    return [c for c in ["a", "Z", "0", " ", ";", ":", "x", "é", "\u4e00", "\U0001F600", "\ud800"] if ord(c) not in excluded][:4]


def generate(parsed, rng, depth=0):
    """A string the pattern (mostly) matches: each loop run once or twice, lookarounds ignored."""
    out = []
    for op, arg in parsed:
        if op is C.LITERAL:
            out.append(chr(arg))
        elif op is C.NOT_LITERAL:
            out.append("a" if arg != ord("a") else "b")
        elif op is C.ANY:
            out.append("a")
        elif op is C.IN:
            samples = class_samples(arg) or ["a"]
            out.append(rng.choice(samples))
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)):
            low, high, body = arg
            count = max(low, min(high, rng.choice([1, 2]))) if depth < 6 else low
            for _ in range(min(count, 60)):
                out.append(generate(body, rng, depth + 1))
        elif op is C.SUBPATTERN:
            out.append(generate(arg[-1], rng, depth + 1))
        elif op is C.BRANCH:
            out.append(generate(rng.choice(arg[1]), rng, depth + 1))
        elif op is C.GROUPREF:
            out.append("AB")
    return "".join(out)


def pieces(parsed, rng):
    """Characters of every class and literal, and one iteration of every loop."""
    found = set()

    def walk(seq):
        for op, arg in seq:
            if op is C.LITERAL:
                found.add(chr(arg))
            elif op is C.IN:
                found.update(class_samples(arg))
            elif op in (C.MAX_REPEAT, C.MIN_REPEAT):
                body = arg[2]
                for _ in range(3):
                    text = generate(body, rng)
                    if 0 < len(text) <= 12:
                        found.add(text)
                walk(body)
            elif op is C.SUBPATTERN:
                walk(arg[-1])
            elif op is C.BRANCH:
                for branch in arg[1]:
                    walk(branch)
            elif op in (C.ASSERT, C.ASSERT_NOT):
                walk(arg[1])

    walk(parsed)
    return sorted(found)


def candidates(pattern):
    """(prefix, repeated piece, breaker) triples for a pattern."""
    rng = random.Random(20260101)
    parsed = P.parse(pattern)
    seeds = {generate(parsed, rng) for _ in range(8)}
    prefixes = {""}
    for seed in seeds:
        for cut in range(0, min(len(seed), 24) + 1):
            prefixes.add(seed[:cut])
    prefixes = [""] + rng.sample(sorted(prefixes - {""}), min(len(prefixes) - 1, 15))
    parts = pieces(parsed, rng)
    pairs = [a + b for a in parts for b in parts if a != b and len(a) + len(b) <= 8]
    pairs = rng.sample(pairs, min(len(pairs), 80))
    result = []
    for prefix in prefixes:
        for body in parts + pairs:
            for breaker in BREAKERS:
                result.append((prefix, body, breaker))
    return result


def build(candidate, size):
    prefix, body, breaker = candidate
    return prefix + body * max(1, size // len(body)) + breaker


def timed(pattern, text):
    compiled = re.compile(pattern)
    start = time.perf_counter()
    compiled.search(text)
    return time.perf_counter() - start


def worker(args):
    pattern, text, queue = args
    queue.put(timed(pattern, text))


def timed_with_limit(pattern, text):
    """Seconds, or None past the limit (the search runs in a process of its own)."""
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=worker, args=((pattern, text, queue),))
    process.start()
    process.join(LIMIT_SECONDS)
    if process.is_alive():
        process.terminate()
        process.join()
        return None
    return queue.get()


def screen(pattern):
    """The candidates whose time grows fastest from 400 to 1,600 characters, slowest first."""
    compiled = re.compile(pattern)
    scored = []
    for candidate in candidates(pattern):
        small = build(candidate, 400)
        large = build(candidate, 1600)
        t0 = time.perf_counter()
        compiled.search(small)
        t1 = time.perf_counter()
        compiled.search(large)
        t2 = time.perf_counter()
        scored.append(((t2 - t1), (t2 - t1) / max(t1 - t0, 1e-7), candidate))
        if t2 - t1 > 0.5:
            break
    scored.sort(key=lambda s: s[0], reverse=True)
    return [s[2] for s in scored[:4]]


def main():
    failures = 0
    found = patterns()
    print(f"{len(found)} patterns")
    print("| schemas | pattern | worst input | 10k (ms) | 20k (ms) | 40k (ms) | ratio | verdict |")
    print("|---|---|---|---:|---:|---:|---:|---|")
    for pattern, kinds in sorted(found.items(), key=lambda item: (sorted(item[1]), item[0])):
        worst = None
        for candidate in screen(pattern):
            times = []
            for size in SIZES:
                # Each time the least of five runs, to damp a busy machine; a run past the limit
                # (in a process of its own) ends the candidate.
                first = timed_with_limit(pattern, build(candidate, size))
                if first is None:
                    times.append(None)
                    break
                runs = [first] + [timed(pattern, build(candidate, size)) for _ in range(4)]
                times.append(min(runs))
            # The growth per doubling over the two doublings, which damps a slow run at one size.
            ratio = (times[2] / max(times[0], 1e-7)) ** 0.5 if len(times) == 3 and None not in times else float("inf")
            if worst is None or ratio > worst[0] or (ratio == worst[0] and (times[-1] or 0) > (worst[1][-1] or 0)):
                worst = (ratio, times, candidate)
            if ratio == float("inf"):
                break
        ratio, times, (prefix, body, breaker) = worst
        # A search in well under a millisecond at 40k characters is linear whatever its ratio says.
        backreference = has_backreference(P.parse(pattern))
        linear = not backreference and (ratio <= FAIL_RATIO or (None not in times and times[-1] < 0.002))
        failures += 0 if linear else 1
        shown = lambda t: "timeout" if t is None else f"{t * 1000:.2f}"
        cells = [shown(t) for t in times] + ["-"] * (3 - len(times))
        text = (pattern if len(pattern) <= 60 else pattern[:57] + "...").replace("|", "\\|")
        sample = repr(prefix + body + body + "…" + breaker)[:40].replace("|", "\\|")
        print(
            f"| {', '.join(sorted(kinds))} | `{text}` | {sample} | {' | '.join(cells)} | {ratio:.2f} | "
            f"{'linear' if linear else 'NOT LINEAR' + (' (backreference)' if backreference else '')} |",
            flush=True,
        )
    print()
    print("every pattern is linear" if failures == 0 else f"{failures} pattern(s) not linear")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
