#!/usr/bin/env python3
"""The days python-holidays (PyPI `holidays`) marks as estimated, the oracle of calrender's
estimated-holiday test.

usage: holidays_estimated_oracle.py REGION FIRST_YEAR LAST_YEAR

Prints `# holidays VERSION`, then `YYYY-MM-DD<TAB>E|A` for every day python-holidays lists for the
region in the years asked for: `E` when one of the day's names is marked estimated (its English
names say "estimated": "(estimated)", "(observed, estimated)"), `A` when none does.
"""
import sys
import warnings

import holidays


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    region, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    warnings.simplefilter("ignore")
    kind = holidays.country_holidays(region).__class__
    language = "en_US" if "en_US" in (getattr(kind, "supported_languages", ()) or ()) else None
    days = holidays.country_holidays(region, years=range(first, last + 1), language=language)
    print(f"# holidays {holidays.__version__}")
    for day, name in sorted(days.items()):
        print(f"{day.isoformat()}\t{'E' if 'estimated' in name else 'A'}")


main()
