#!/usr/bin/env python3
"""Writes Sources/calrender/cold-start.order, the linker's symbol ordering file for `calrender`.

A cold start touches some 0.7 MB of the static binary's 6 MB of code and a few KB of its .bss,
scattered over the whole image: every touched 64 KB window of code is a page fault (the kernel
maps a file page's neighbours with it), every touched .bss page one or two. lld places the
sections of the symbols listed here first and together (`--symbol-ordering-file`, Package.swift),
so a start faults in a few windows instead of dozens (docs/cold-start.md has the figures).

The list is what the starts below execute (callgrind) and which data they touch (lackey), from a
release build of the current sources:

    swift build -c release --static-swift-stdlib --disable-local-rpath && scripts/cold_start_order.py

A stale entry costs nothing (lld ignores symbols it does not find); a function added since the
last run is simply placed with the rest of the code. Needs valgrind.
"""
import bisect
import collections
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "calrender", "cold-start.order")

# The starts the benchmark measures, and the other common first commands.
CASES = [
    ("en_US.UTF-8", ["--today", "none", "2", "2024"]),
    ("ko_KR.UTF-8", ["--today", "none", "2", "2024"]),
    ("ar_SA.UTF-8", ["--today", "none", "2", "2024"]),
    ("ar_SA.UTF-8", ["--today", "none", "2", "1446"]),
    ("en_US.UTF-8", ["--today", "none", "-f", "svg", "2", "2024"]),
    ("en_US.UTF-8", ["--today", "none", "-f", "html", "2", "2024"]),
    ("en_US.UTF-8", ["--today", "none", "-f", "json", "2", "2024"]),
    ("ja_JP.UTF-8", ["-y", "2024"]),
    ("de_DE.UTF-8", ["2024-02"]),
]
# Data: the text and SVG starts (a memory trace is slow; the others touch the same globals).
DATA_CASES = [CASES[0], CASES[1], CASES[4]]


def run(binary, lang, args, tool, out):
    env = dict(os.environ, LANG=lang, TZ="UTC")
    subprocess.run(["valgrind", f"--tool={tool}", *out, binary, *args], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def executed_functions(binary, scratch):
    """Mangled names of the functions of `binary` that the cases execute, with the cases that run each."""
    names = collections.defaultdict(set)
    for index, (lang, args) in enumerate(CASES):
        seen = set()
        profile = os.path.join(scratch, f"callgrind.{index}")
        run(binary, lang, args, "callgrind", ["--demangle=no", f"--callgrind-out-file={profile}"])
        compressed, current_object = {}, None
        with open(profile, encoding="utf-8", errors="replace") as lines:
            for line in lines:
                match = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?", line)
                if not match:
                    continue
                kind, key, name = match.group(1)[-2:], match.group(2), match.group(3)
                if name:
                    compressed[(kind, key)] = name.rstrip("\n")
                if match.group(1) == "ob":
                    current_object = compressed.get(("ob", key))
                elif match.group(1) == "fn" and current_object == binary:
                    seen.add(compressed.get(("fn", key)))
        for name in seen:
            names[name].add(index)
    return names


def section_ranges(binary):
    ranges = {}
    listing = subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if match:
            ranges[match.group(1)] = (int(match.group(2), 16), int(match.group(3), 16))
    return ranges


def symbols(binary, kinds):
    found = []
    listing = subprocess.run(["nm", "-S", binary], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in kinds:
            found.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
    return sorted(found)


def touched_data(binary, scratch):
    """Names of the .data, .data.rel.ro and .bss symbols the data cases read or write."""
    ranges = section_ranges(binary)
    spans = [ranges[name] for name in (".data.rel.ro", ".data", ".bss") if name in ranges]
    low = min(start for start, _ in spans)
    high = max(start + size for start, size in spans)
    table = symbols(binary, "bBdDrRvV")
    starts = [entry[0] for entry in table]
    names = set()
    for index, (lang, args) in enumerate(DATA_CASES):
        trace = os.path.join(scratch, f"lackey.{index}")
        run(binary, lang, args, "lackey", ["--trace-mem=yes", f"--log-file={trace}"])
        # valgrind loads a position-independent executable at 0x108000.
        seen = set()
        with open(trace, encoding="ascii", errors="replace") as lines:
            for line in lines:
                if len(line) < 4 or line[1] not in "LSM":
                    continue
                address = int(line[3:line.index(",")], 16) - 0x108000
                if low <= address < high:
                    seen.add(address)
        os.remove(trace)
        for address in seen:
            at = bisect.bisect_right(starts, address) - 1
            if at >= 0 and table[at][0] <= address < table[at][0] + max(table[at][1], 1):
                names.add(table[at][2])
    return names


def main():
    built = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "calrender")
    with tempfile.TemporaryDirectory(prefix="cold-start-order.") as scratch:
        # valgrind 3.19 cannot read the toolchain's DWARF: keep the symbol table only.
        binary = os.path.join(scratch, "calrender")
        subprocess.run(["strip", "-g", "-o", binary, built], check=True)
        functions = executed_functions(binary, scratch)
        data = touched_data(binary, scratch)
    defined = {name for _, _, name in symbols(built, "tTwWbBdDrRvV")}
    # What every start runs first, then what fewer do, those the same starts run together: a text
    # start's code is then one run of windows, and an SVG start's own code another, not spread over
    # the union of all the cases' code.
    ordered = sorted(
        (name for name in functions if name in defined),
        key=lambda name: (-len(functions[name]), sorted(functions[name]), name))
    listed = ordered + sorted(name for name in data if name in defined)
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("\n".join(listed) + "\n")
    print(f"{OUT}: {len(listed)} symbols ({len(ordered)} functions)")


if __name__ == "__main__":
    main()
