#!/usr/bin/python3
"""Prints each line of stdin as a terminal or browser that runs the Unicode bidi algorithm shows it.

ICU's own implementation (ubidi through PyICU: UAX #9 with isolates and bracket pairs, which
python-bidi 0.4 lacks), each line a paragraph whose direction is that of its first strong letter,
bidi controls removed and mirrored characters mirrored: the visual order, left to right.
"""
import sys

import icu

for line in sys.stdin.read().splitlines():
    bidi = icu.Bidi()
    bidi.setPara(icu.UnicodeString(line), icu.Bidi.DEFAULT_LTR)
    print(bidi.writeReordered(icu.Bidi.DO_MIRRORING | icu.Bidi.REMOVE_BIDI_CONTROLS))
