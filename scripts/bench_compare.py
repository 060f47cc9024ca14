#!/usr/bin/env python3
"""Per-month figures of two calrender-bench builds, compared: the best of each figure over every run
of a build, then after/before for each of the ICU provider's rows (the Foundation provider's rows,
marked `(F)`, are left out: the commit before the seam has none).

usage: bench_compare.py BEFORE_OUTPUT... -- AFTER_OUTPUT...

Each output is what `calrender-bench --quick` printed. Prints every ratio outside 0.95–1.05, the
count within, the median, and the median of each column; and the cold-start ratios to the C program.
"""
import re
import statistics
import sys

COLUMNS = ["build", "+labels", "text", "json", "svg", "html", "b+text", "b+json", "b+svg", "b+html"]
COLD = re.compile(r"\d ms\s+\d+\.\d+ ms\s+\d+\.\d+×$")
ROW = re.compile(r"^(\S+ \S+)\s+((?:\d+\.\d+\s+){6})\|\s+((?:\d+\.\d+\s*){4})$")


def figures(paths):
    best = {}
    cold = []
    for path in paths:
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            match = ROW.match(line)
            if match and "(F)" not in line:
                values = [float(v) for v in (match.group(2) + " " + match.group(3)).split()]
                row = best.setdefault(match.group(1), values)
                best[match.group(1)] = [min(a, b) for a, b in zip(row, values)]
            elif COLD.search(line):
                cold.append(line.strip())
    return best, cold


def main():
    split = sys.argv.index("--")
    before, cold_before = figures(sys.argv[1:split])
    after, cold_after = figures(sys.argv[split + 1:])
    ratios = []
    by_column = {c: [] for c in COLUMNS}
    for label, values in before.items():
        if label not in after:
            print(f"missing after: {label}")
            continue
        for column, old, new in zip(COLUMNS, values, after[label]):
            ratio = new / old
            ratios.append((ratio, label, column, old, new))
            by_column[column].append(ratio)
    within = [r for r in ratios if 0.95 <= r[0] <= 1.05]
    print(f"{len(within)} of {len(ratios)} within 5%; median {statistics.median(r[0] for r in ratios):.3f}")
    for ratio, label, column, old, new in sorted(ratios, reverse=True):
        if not 0.95 <= ratio <= 1.05:
            print(f"  {label:28} {column:8} {old:7.2f} → {new:7.2f}  {ratio:.3f}")
    print("by column: " + ", ".join(f"{c} {statistics.median(v):.3f}" for c, v in by_column.items() if v))
    for name, lines in (("before", cold_before), ("after", cold_after)):
        for line in lines:
            print(f"cold {name}: {line}")


main()
