#!/usr/bin/env python3
"""The sky's instants from PyEphem (PyPI ephem: libastro's VSOP87 Sun and ELP Moon), as an oracle
independent of CalendarSky's Meeus series.

usage: sky_oracle.py FIRST_YEAR LAST_YEAR [ZONE ...]

Prints one line per event whose instant (UT) falls in Gregorian years FIRST_YEAR..LAST_YEAR:
`KIND SECONDS [DATE SECONDS_FROM_MIDNIGHT] ...`, SECONDS since 1970-01-01T00:00:00 UT (to 0.1 s),
then for each ZONE (IANA, through Python's zoneinfo and the system's tzdata) the local date and the
signed seconds from the nearest local midnight (negative: before it).

KIND: `new`, `first-quarter`, `full`, `last-quarter` (ephem.next_new_moon and its kin: the
Moon's apparent ecliptic longitude minus the Sun's at 0°, 90°, 180°, 270°); `season-0`,
`season-90`, `season-180`, `season-270` (ephem.next_vernal_equinox and its kin: the Sun's apparent
right ascension at 0h, 6h, 12h, 18h); `term-L` for L in 0, 15, …, 345 (the Sun's apparent ecliptic
longitude of date reaching L, from ephem.Sun's apparent geocentric RA and Dec turned ecliptic as
PyEphem's own moon phases do, solved with ephem.newton).
"""
import datetime
import math
import sys
from zoneinfo import ZoneInfo

import ephem
from ephem import _libastro

UNIX_EPOCH = ephem.Date("1970/1/1")


def seconds(date):
    return (float(date) - float(UNIX_EPOCH)) * 86400


def phases(first, last):
    finders = [("new", ephem.next_new_moon), ("first-quarter", ephem.next_first_quarter_moon),
               ("full", ephem.next_full_moon), ("last-quarter", ephem.next_last_quarter_moon),
               ("season-0", ephem.next_vernal_equinox), ("season-90", ephem.next_summer_solstice),
               ("season-180", ephem.next_autumnal_equinox), ("season-270", ephem.next_winter_solstice)]
    start, end = ephem.Date(f"{first}/1/1"), ephem.Date(f"{last + 1}/1/1")
    for kind, finder in finders:
        d = finder(start)
        while d < end:
            yield kind, d
            d = finder(ephem.Date(d + 1))


def terms(first, last):
    sun = ephem.Sun()

    def longitude_minus(target):
        def f(d):
            sun.compute(d)
            lon = _libastro.eq_ecl(d, sun.g_ra, sun.g_dec)[0]
            return (lon - target + math.pi) % (2 * math.pi) - math.pi
        return f

    for year in range(first, last + 1):
        for degrees in range(0, 360, 15):
            # A guess within a few days: the Sun moves 360° in 365.2422 days from about March 20.
            guess = float(ephem.Date(f"{year}/3/20")) + degrees / 360 * 365.2422
            if guess >= float(ephem.Date(f"{year + 1}/1/1")):
                guess -= 365.2422
            d = ephem.newton(longitude_minus(math.radians(degrees)), guess, guess + 1 / 24, precision=1e-7)
            yield f"term-{degrees}", ephem.Date(d)


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    first, last = int(sys.argv[1]), int(sys.argv[2])
    zones = [ZoneInfo(name) for name in sys.argv[3:]]
    out = []
    for kind, d in list(phases(first, last)) + list(terms(first, last)):
        s = seconds(d)
        fields = [kind, f"{s:.1f}"]
        instant = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc) + datetime.timedelta(seconds=s)
        for zone in zones:
            local = instant.astimezone(zone)
            into = local.hour * 3600 + local.minute * 60 + local.second + local.microsecond / 1e6
            fields += [local.date().isoformat(), f"{into if into < 43200 else into - 86400:.0f}"]
        out.append(" ".join(fields))
    sys.stdout.write("\n".join(out) + "\n")


main()
