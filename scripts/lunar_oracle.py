#!/usr/bin/env python3
"""Month starts of the Chinese or Korean lunar calendar from an implementation independent of ICU.

usage: lunar_oracle.py chinese|dangi FIRST_YEAR LAST_YEAR [--source sxtwl|lunardate]
       lunar_oracle.py islamic-umalqura FIRST_YEAR LAST_YEAR
       lunar_oracle.py solar-terms FIRST_YEAR LAST_YEAR

Prints one line per month whose first day falls in Gregorian years FIRST_YEAR..LAST_YEAR:
`YEAR MONTHCODE YYYY-MM-DD`, YEAR being the lunar year's related Gregorian year and MONTHCODE a CLDR
month code (`M04`, `M02L` for the leap month after month 2).

chinese: PyPI sxtwl (寿星天文历, the astronomical reckoning China publishes, UTC+8), or lunardate
(a table of 1900..2099). dangi: PyPI korean-lunar-calendar (the Korea Astronomy and Space Science
Institute's table, solar years 1000..2050). islamic-umalqura: PyPI hijridate (the Umm al-Qura
calendar's official tables, King Abdulaziz City for Science and Technology, 1343..1500 AH =
1924..2077); YEAR is then the Hijri year.
"""
import datetime
import sys


def sxtwl_days(first, last):
    import sxtwl
    day = datetime.date(first, 1, 1)
    end = datetime.date(last, 12, 31)
    while day <= end:
        d = sxtwl.fromSolar(day.year, day.month, day.day)
        yield day, d.getLunarYear(), d.getLunarMonth(), d.getLunarDay(), bool(d.isLunarLeap())
        day += datetime.timedelta(days=1)


def lunardate_days(first, last):
    from lunardate import LunarDate
    day = datetime.date(first, 1, 1)
    end = datetime.date(last, 12, 31)
    while day <= end:
        d = LunarDate.from_solar_date(day.year, day.month, day.day)
        yield day, d.year, d.month, d.day, bool(d.isLeapMonth)
        day += datetime.timedelta(days=1)


def korean_days(first, last):
    from korean_lunar_calendar import KoreanLunarCalendar
    calendar = KoreanLunarCalendar()
    day = datetime.date(first, 1, 1)
    end = datetime.date(last, 12, 31)
    while day <= end:
        if not calendar.setSolarDate(day.year, day.month, day.day):
            raise SystemExit(f"korean-lunar-calendar does not cover {day}")
        yield day, calendar.lunarYear, calendar.lunarMonth, calendar.lunarDay, bool(calendar.isIntercalation)
        day += datetime.timedelta(days=1)


def solar_terms(first, last):
    """The 24 solar terms' days in China Standard Time, from sxtwl: `YYYY-MM-DD LONGITUDE MINUTES`,
    MINUTES from the nearest midnight (negative: before it)."""
    import sxtwl
    day = datetime.date(first, 1, 1)
    end = datetime.date(last, 12, 31)
    out = []
    while day <= end:
        d = sxtwl.fromSolar(day.year, day.month, day.day)
        if d.hasJieQi():
            # sxtwl numbers the terms from the winter solstice (270°) in steps of 15°.
            # Minutes from the nearest midnight, China Standard Time (sxtwl's Julian days are in it).
            fraction = d.getJieQiJD() + 0.5
            minutes = round((fraction - round(fraction)) * 1440)
            out.append(f"{day.isoformat()} {(270 + 15 * d.getJieQi()) % 360} {minutes}")
        day += datetime.timedelta(days=1)
    sys.stdout.write("\n".join(out) + "\n")


def umalqura(first, last):
    from hijridate import Hijri
    out = []
    for year in range(1343, 1501):
        for month in range(1, 13):
            try:
                day = Hijri(year, month, 1).to_gregorian()
            except (ValueError, OverflowError):
                continue
            if first <= day.year <= last:
                out.append(f"{year} M{month:02d} {day.isoformat()}")
    sys.stdout.write("\n".join(out) + "\n")


def main():
    args = sys.argv[1:]
    if args and args[0] == "islamic-umalqura":
        return umalqura(int(args[1]), int(args[2]))
    if args and args[0] == "solar-terms":
        return solar_terms(int(args[1]), int(args[2]))
    source = None
    if "--source" in args:
        i = args.index("--source")
        source = args[i + 1]
        del args[i:i + 2]
    if len(args) != 3 or args[0] not in ("chinese", "dangi"):
        raise SystemExit(__doc__)
    system, first, last = args[0], int(args[1]), int(args[2])
    if system == "dangi":
        days = korean_days(first, last)
    elif source == "lunardate":
        days = lunardate_days(first, last)
    else:
        days = sxtwl_days(first, last)
    out = []
    for day, year, month, mday, leap in days:
        if mday == 1:
            out.append(f"{year} M{month:02d}{'L' if leap else ''} {day.isoformat()}")
    sys.stdout.write("\n".join(out) + "\n")


main()
