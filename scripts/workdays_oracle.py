#!/usr/bin/env python3
"""Working days from PyPI `holidays` (python-holidays), the oracle of calrender's working-day test.

usage: workdays_oracle.py REGION FIRST_YEAR LAST_YEAR

Prints the version it ran with first, as `# holidays VERSION`, then one line a year,
`YYYY<TAB>COUNT<TAB>OFF<TAB>WORKED`: the number of working days of the year by
`HolidayBase.is_working_day` (the country's weekend, its default (public) category's days, and its
`weekend_workdays`: China's 调休 and Taiwan's 補班 make-up days), the ISO dates of the year's
weekdays that are not working days, and those of its weekend days that are, each comma-separated
(`-` for none).
"""
import datetime
import sys
import warnings

import holidays


def main():
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    region, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    warnings.simplefilter("ignore")
    country, _, subdiv = region.partition("-")
    # One year beyond each end: an observed day or a worked weekend day can cross New Year.
    days = holidays.country_holidays(country, subdiv=subdiv or None, years=range(first - 1, last + 2))
    print(f"# holidays {holidays.__version__}")
    for year in range(first, last + 1):
        day, end = datetime.date(year, 1, 1), datetime.date(year, 12, 31)
        count, off, worked = 0, [], []
        while day <= end:
            working = days.is_working_day(day)
            count += working
            if days.is_weekend(day) and working:
                worked.append(day.isoformat())
            elif not days.is_weekend(day) and not working:
                off.append(day.isoformat())
            day += datetime.timedelta(days=1)
        print(f"{year}\t{count}\t{','.join(off) or '-'}\t{','.join(worked) or '-'}")


main()
