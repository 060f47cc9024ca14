#!/usr/bin/env python3
"""Checks the full-moon and other lunar holidays of calrender's rule files against the Moon.

usage: python3 scripts/full_moon_check.py   (from the repository root; exit 0 when every date passes)

The lunisolar days of some regions are `table FIRST-LAST` rules with `dates` lines (announced or
transcribed days; see each file's comments). This script parses those tables in
Locales/holidays/CODE.txt for the holiday ids named in CHECKS and TITHIS, and with PyPI `ephem`
(4.2.1) checks each date:

- CHECKS: the civil day, in the region's `utc-offset`, of the full moon nearest the date (or
  nearest the date less the rule's lag, for a day that follows a full moon: the day after Vesak,
  Myanmar's National Day) lies at one of the offsets in days the region's calendar allows —
  0 the day of the full moon, -1 the day before (Sri Lanka's Poya: the almanac keeps the day on
  which the Moon becomes full by its own reckoning, usually the day of or before the astronomical
  full moon), and the wider spans of the arithmetical calendars (Myanmar's: -3 to +1; the Lao and
  Thai one's: -2 to +1), whose 15th waxing day follows a mean moon in months of fixed length.
  Checked: LK's Poya days and the day after Vesak; NP's Buddha Jayanti, Fagu Poornima (and the
  Terai's day after it) and Janai Poornima; MM's full moons of Tabaung, Kason, Waso, Thadingyut
  (with its eve and day after) and Tazaungmon and National Day; LA's Boun days.
- TITHIS: the lunar day (tithi: the Moon's elongation from the Sun in steps of 12°) the date must
  hold at some moment between its sunrise and the next at the region's place (Nepal's Dashain,
  Tihar, Shivaratri, Ram Navami, Janmashtami, Chhath and the Lhochhars, at Kathmandu).

Every date it rejects is printed (REJECTED …) with the full moon's moment (UTC and local), the
offset found and the Moon's illuminated fraction at local noon of the date, or the tithis the day
holds; the last line is a one-line summary. Exit status 1 when any date is rejected.
"""
import datetime
import os
import re
import sys

import ephem

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# Region → holiday id → the offsets (days from the civil day of the full moon) its rule allows.
POYA = (0, -1)
MYANMAR = (1, 0, -1, -2, -3)
THAI = (1, 0, -1, -2)
CHECKS = {
    # Sri Lanka: the Poya days of the gazetted calendar (the Holidays Act, No. 29 of 1971).
    "LK": {
        **{p + "-poya": POYA for p in (
            "duruthu", "nawam", "medin", "bak", "vesak", "poson", "esala", "nikini", "binara",
            "vap", "il", "unduvap", "adhi-esala", "adhi-poson", "adhi-vesak", "adhi-binara",
            "adhi-vap")},
        # The day after Vesak: the day after the Poya day.
        "day-after-vesak": (1, 0),
    },
    # Nepal: the Purnima days of the MoHA lists (the Bikram Sambat almanac's Purnima tithi).
    "NP": {
        "buddha-jayanti": POYA,
        "fagu-poornima": POYA,
        "janai-poornima": POYA,
        # Holi in the Terai: the day after the hills' Fagu Poornima.
        "fagu-poornima-terai": (1, 0),
    },
    # Myanmar: the days of the Myanmar calendar (Yan Naing Aye's reckoning of the Thandeikta rules):
    # the 15th waxing day of a month of fixed length (29 or 30 days), a mean-moon calendar whose
    # full-moon day falls 0 to 3 days before the civil day of the astronomical full moon, or a day
    # after it in the months after a big watat year's 30-day Nayon (Thadingyut 2015 and 2031).
    "MM": {
        **{m + "-full-moon": MYANMAR for m in ("tabaung", "kason", "waso", "tazaungmon")},
        "thadingyut": MYANMAR,
        "thadingyut-eve": tuple(d - 1 for d in MYANMAR),
        "thadingyut-2": tuple(d + 1 for d in MYANMAR),
        # National Day: the 10th waning day of Tazaungmon, ten days after its full-moon day.
        "national-day": tuple(d + 10 for d in MYANMAR),
    },
    # Laos: the Boun days of the Lao (Thai) arithmetical lunisolar calendar: the 15th waxing day of a
    # month of 29 or 30 days, which falls 2 days before to 1 day after the astronomical full moon's
    # civil day.
    "LA": {
        **{b: THAI for b in (
            "makha-bousa", "visakha-bousa", "khao-phansa", "haw-khao-salark", "awk-phansa",
            "that-luang")},
        # The Vientiane boat races: the 1st waning day of month 11, the day after Awk Phansa.
        "suang-heua": tuple(d + 1 for d in THAI),
        # Boun Haw Khao Padapdin: the 14th waning day of month 9, 14 days after its full-moon day.
        "haw-khao-padapdin": tuple(d + 14 for d in THAI),
    },
}

# Region → (latitude, longitude) of the place whose sunrise bounds the almanac's day, and holiday
# id → the tithi (1–30: Shukla Pratipada … Purnima 15, Krishna Pratipada 16 … Amavasya 30) the
# day must hold: the tithi of the Moon's elongation from the Sun (12° each) current at some moment
# between the day's sunrise and the next (a tithi kept on the day it prevails at sunrise, or on the
# day it falls within when it spans no sunrise, or at midnight or in the evening by its own rule).
TITHI_PLACES = {"NP": ("27.7172", "85.3240")}  # Kathmandu
TITHIS = {
    "NP": {
        "sonam-lhochhar": 1, "maha-shivaratri": 29, "gyalpo-lhosar": 1, "ram-navami": 9,
        "krishna-janmashtami": 23, "ghatasthapana": 1, "fulpati": 7, "maha-ashtami": 8,
        "maha-navami": 9, "bijaya-dashami": 10, "dashain-ekadashi": 11, "dashain-duwadashi": 12,
        "laxmi-pooja": 30, "gai-tihar": 30, "gobardhan-pooja": 1, "mha-pooja": 1, "bhai-tika": 2,
        "chhath-parva": 6,
    },
}


def read_tables(code):
    """(utc offset in hours, {holiday id: [dates]}) of the tables in a rule file."""
    path = os.path.join(ROOT, "Locales", "holidays", code + ".txt")
    offset = 0.0
    tables = {}
    current = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            m = re.match(r"utc-offset ([+-])(\d\d):(\d\d)", line)
            if m:
                offset = (1 if m.group(1) == "+" else -1) * (int(m.group(2)) + int(m.group(3)) / 60)
                continue
            m = re.match(r"holiday (\S+) \S+ (\S+)", line)
            if m:
                current = m.group(1) if m.group(2) == "table" else None
                if current:
                    tables.setdefault(current, [])
                continue
            m = re.match(r"\s+dates (.*)", line)
            if m and current:
                tables[current] += [datetime.date.fromisoformat(d) for d in m.group(1).split()]
    return offset, tables


def full_moon_day(day, offset, lag=0):
    """The full moon nearest local noon of `lag` days before `day` (a day that follows a full moon
    by rule is measured from that full moon): (its moment in UTC, its local civil day)."""
    noon = ephem.Date(
        datetime.datetime(day.year, day.month, day.day, 12) - datetime.timedelta(days=lag, hours=offset))
    before, after = ephem.previous_full_moon(noon), ephem.next_full_moon(noon)
    moment = before if noon - before < after - noon else after
    utc = moment.datetime()
    return utc, (utc + datetime.timedelta(hours=offset)).date()


def tithi(moment):
    """The tithi (1–30) at an ephem date."""
    sun, moon = ephem.Sun(moment), ephem.Moon(moment)
    elongation = (float(ephem.Ecliptic(moon).lon) - float(ephem.Ecliptic(sun).lon)) % (2 * ephem.pi)
    return int(elongation / (2 * ephem.pi / 30)) + 1


def day_tithis(day, offset, place):
    """The tithis current between the sunrise of `day` (local civil day) and the next sunrise."""
    observer = ephem.Observer()
    observer.lat, observer.lon = place
    observer.pressure = 0
    observer.horizon = "-0:34"
    midnight = ephem.Date(datetime.datetime(day.year, day.month, day.day) - datetime.timedelta(hours=offset))
    rise = observer.next_rising(ephem.Sun(), start=midnight)
    next_rise = observer.next_rising(ephem.Sun(), start=ephem.Date(rise + 0.5))
    first, last = tithi(rise), tithi(next_rise)
    span = [first]
    while span[-1] != last:
        span.append(span[-1] % 30 + 1)
    return span, ephem.Date(rise).datetime()


def main():
    checked = 0
    rejected = []
    ids = []
    for code, rules in CHECKS.items():
        offset, tables = read_tables(code)
        for hid, allowed in rules.items():
            if hid not in tables:
                raise SystemExit(f"{code}: no table for {hid}")
            ids.append(f"{code}:{hid}")
            for day in tables[hid]:
                checked += 1
                utc, local = full_moon_day(day, offset, lag=round(sum(allowed) / len(allowed)))
                found = (day - local).days
                if found not in allowed:
                    noon = ephem.Date(
                        datetime.datetime(day.year, day.month, day.day, 12) - datetime.timedelta(hours=offset))
                    moon = ephem.Moon(noon)
                    rejected.append(
                        f"{code} {hid} {day}: full moon {utc:%Y-%m-%d %H:%M} UTC ({local} local), "
                        f"offset {found:+d} (allowed {', '.join(f'{a:+d}' for a in allowed)}), "
                        f"Moon {moon.phase:.1f}% lit at local noon")
    for code, rules in TITHIS.items():
        offset, tables = read_tables(code)
        for hid, wanted in rules.items():
            if hid not in tables:
                raise SystemExit(f"{code}: no table for {hid}")
            ids.append(f"{code}:{hid}")
            for day in tables[hid]:
                checked += 1
                span, rise = day_tithis(day, offset, TITHI_PLACES[code])
                if wanted not in span:
                    rejected.append(
                        f"{code} {hid} {day}: tithi {wanted} wanted, the day (sunrise {rise:%H:%M} UTC) "
                        f"holds {', '.join(map(str, span))}")
    for line in rejected:
        print("REJECTED " + line)
    print(f"full_moon_check: {checked} dates of {len(ids)} holidays in {len(set(CHECKS) | set(TITHIS))} regions checked, "
          f"{len(rejected)} rejected ({', '.join(sorted(set(CHECKS) | set(TITHIS)))})")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main())
