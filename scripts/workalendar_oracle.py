#!/usr/bin/env python3
"""Working days from PyPI `workalendar` (unmaintained since 2023), a second oracle of calrender's
working-day test.

usage: workalendar_oracle.py REGION FIRST_YEAR LAST_YEAR [--days]
       workalendar_oracle.py --list

REGION is an ISO 3166-1 code of workalendar's registry (CN, TW, US, DE …). Prints the version
first, as `# workalendar VERSION`, then `YYYY<TAB>COUNT` a year: the days of the year for which
`is_working_day` holds (its weekend, its holidays, China's and Taiwan's extra working days); with
`--days`, a third column lists the year's days that are not working days, comma-separated.
`--list` prints the registry's country codes, one a line.
"""
import datetime
import sys
import warnings
from importlib.metadata import version

warnings.simplefilter("ignore")
from workalendar.registry import registry  # noqa: E402


def main():
    calendars = registry.get_calendars()
    if sys.argv[1:] == ["--list"]:
        print("\n".join(sorted(calendars)))
        return
    if len(sys.argv) not in (4, 5) or sys.argv[1] not in calendars or sys.argv[4:] not in ([], ["--days"]):
        raise SystemExit(__doc__)
    region, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    days_too = len(sys.argv) == 5
    calendar = calendars[region]()
    print(f"# workalendar {version('workalendar')}")
    for year in range(first, last + 1):
        day, end, count, off = datetime.date(year, 1, 1), datetime.date(year, 12, 31), 0, []
        while day <= end:
            if calendar.is_working_day(day):
                count += 1
            else:
                off.append(day.isoformat())
            day += datetime.timedelta(days=1)
        print(f"{year}\t{count}" + (f"\t{','.join(off)}" if days_too else ""))


main()
