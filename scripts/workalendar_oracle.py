#!/usr/bin/env python3
"""Working days from PyPI `workalendar` (unmaintained since 2023), a second oracle of calrender's
working-day test.

usage: workalendar_oracle.py REGION FIRST_YEAR LAST_YEAR

REGION is CN, TW, US or DE (workalendar's China, Taiwan, UnitedStates, Germany). Prints the
version first, as `# workalendar VERSION`, then `YYYY<TAB>COUNT` a year: the days of the year for
which `is_working_day` holds (its weekend, its holidays, China's and Taiwan's extra working days).
"""
import datetime
import sys
import warnings
from importlib.metadata import version

from workalendar.asia import China, Taiwan
from workalendar.europe import Germany
from workalendar.usa import UnitedStates

CALENDARS = {"CN": China, "TW": Taiwan, "US": UnitedStates, "DE": Germany}


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in CALENDARS:
        raise SystemExit(__doc__)
    region, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    warnings.simplefilter("ignore")
    calendar = CALENDARS[region]()
    print(f"# workalendar {version('workalendar')}")
    for year in range(first, last + 1):
        day, end, count = datetime.date(year, 1, 1), datetime.date(year, 12, 31), 0
        while day <= end:
            count += calendar.is_working_day(day)
            day += datetime.timedelta(days=1)
        print(f"{year}\t{count}")


main()
