#!/usr/bin/python3
"""Checks that a bidi terminal shows calrender's right-to-left text in the order it was written.

Reads text on stdin, runs each line through the Unicode bidi algorithm (python-bidi, UAX #9) as a
terminal that applies it would, and compares the cells: the visual order must keep every cell where
calrender put it (a cell's own letters may be reversed: that is how RTL words are displayed).
With --strip-marks it first removes calrender's LEFT-TO-RIGHT MARKs, to show they are what holds
the order: then it expects the order to change somewhere.
"""
import sys

from bidi.algorithm import get_display

LRM = "\u200e"
strip = "--strip-marks" in sys.argv
text = sys.stdin.read()
moved = 0
checked = 0
for line in text.splitlines():
    if strip:
        # Without the marks, cells are only words: some must move.
        cells = line.replace(LRM, "").split()
        shown = get_display(line.replace(LRM, "")).split()
    else:
        # calrender starts every cell (and every block title) with a mark: cells are what lies between.
        cells = [c.strip() for c in line.split(LRM)]
        shown = [c.strip() for c in get_display(line).split(LRM)]
    checked += 1
    if len(cells) != len(shown) or any(sorted(a) != sorted(b) for a, b in zip(cells, shown)):
        moved += 1
        if not strip:
            print(f"order changed:\n  written {cells}\n  shown   {shown}")
print(f"{checked} lines, {moved} reordered")
sys.exit((0 if moved else 1) if strip else (1 if moved else 0))
