#!/usr/bin/env python3
"""Public holidays and their observed/substitute days from PyPI `holidays` (python-holidays), the
oracle of calrender's holiday comparison test.

usage: holidays_oracle.py REGION FIRST_YEAR LAST_YEAR [CATEGORIES]

REGION is a country code (DE) or an ISO 3166-2 subdivision's (DE-BY, GB-SCT, AT-9: python-holidays'
`subdiv`).

Prints `YYYY-MM-DD<TAB>name; name` for every day python-holidays lists in its default (public)
category for the region (or in CATEGORIES, comma-separated: `optional`), sorted, restricted to the years asked for. It prints the version it ran
with first, as `# holidays VERSION`.
"""
import sys
import warnings

import holidays


def main():
    if len(sys.argv) not in (4, 5):
        raise SystemExit(__doc__)
    region, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    categories = tuple(sys.argv[4].split(",")) if len(sys.argv) == 5 else None
    warnings.simplefilter("ignore")
    # One year beyond each end: an observed day can fall in the neighbouring year.
    country, _, subdiv = region.partition("-")
    days = holidays.country_holidays(
        country, subdiv=subdiv or None, years=range(first - 1, last + 2), categories=categories
    )
    print(f"# holidays {holidays.__version__}")
    for day, name in sorted(days.items()):
        if first <= day.year <= last:
            print(f"{day.isoformat()}\t{name}")


main()
