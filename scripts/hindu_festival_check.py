#!/usr/bin/env python3
"""Check India's lunisolar holiday tables (Locales/holidays/IN.txt) by astronomy.

For every date in the `table` of a Hindu, Sikh, Jain or Buddhist festival this computes, with
PyEphem, the tithi (lunar day: the Moon-Sun elongation / 12 degrees, 1-30, 1-15 shukla, 16-30
krishna) and the lunar month (amanta: the month from new moon to new moon, named by the sidereal
sign the Sun enters during it, Lahiri ayanamsa) at sunrise in New Delhi (28.61 N, 77.21 E) on the
date and on the day before, and asserts that the festival's defining tithi of its month is in
force at some time of that civil day (sunrise to sunrise). A date whose tithi is in force only on
the day before or after (a tithi that spans a sunrise, where the gazette follows the tithi at
midnight, in the evening or at noon) is accepted as "±1". Anything else is rejected, and the
script exits 1 with the list.

    python3 scripts/hindu_festival_check.py            # check IN.txt, one-line summary
    python3 scripts/hindu_festival_check.py -v         # every date with its tithi and month
                                                       # (rejected dates are always listed)
    python3 scripts/hindu_festival_check.py --compute 2001 2035   # the days the rules give

Months are numbered 0 = Chaitra (the Sun enters Mesha) ... 11 = Phalguna (the Sun enters Meena).
"""
import math
import os
import re
import sys
from datetime import date, timedelta

import ephem

MONTHS = ["Chaitra", "Vaishakha", "Jyeshtha", "Ashadha", "Shravana", "Bhadrapada",
          "Ashvin", "Kartika", "Margashirsha", "Pausha", "Magha", "Phalguna"]

# festival id in IN.txt -> (amanta month, tithi, time of day the gazette's day follows)
# time of day: "sunrise" (udaya tithi), "noon", "afternoon", "sunset" (pradosh), "midnight".
FESTIVALS = {
    # Diwali: Kartika (purnimanta) krishna amavasya = Ashvin (amanta) amavasya, at dusk.
    "diwali": (6, 30, "sunset"),
    # Holi (Dhulandi): the day after Phalguna purnima = Phalguna (amanta) krishna pratipada.
    "holi": (11, 16, "sunrise"),  # computed as the day after purnima at dusk (Holika Dahan)
    # Dussehra (Vijayadashami): Ashvin shukla dashami, in the afternoon (aparahna).
    "dussehra": (6, 10, "afternoon"),
    # Janmashtami: Bhadrapada (purnimanta) krishna ashtami = Shravana (amanta) krishna ashtami,
    # at midnight.
    "janmashtami": (4, 23, "sunrise"),  # Vaishnava: the ashtami at sunrise
    # Ram Navami: Chaitra shukla navami, at noon.
    "ram-navami": (0, 9, "noon"),
    # Mahavir Jayanti: Chaitra shukla trayodashi.
    "mahavir-jayanti": (0, 13, "sunrise"),
    # Buddha Purnima: Vaishakha purnima.
    "buddha-purnima": (1, 15, "sunrise"),
    # Guru Nanak Jayanti: Kartika purnima.
    "guru-nanak-jayanti": (7, 15, "sunrise"),
    # Maha Shivaratri: Phalguna (purnimanta) krishna chaturdashi = Magha (amanta) krishna
    # chaturdashi, at midnight.
    "maha-shivaratri": (10, 29, "midnight"),
    # The states' festivals (subdivisions).
    "ugadi": (0, 1, "sunrise"),             # Ugadi / Gudi Padwa: Chaitra shukla pratipada
    "raksha-bandhan": (4, 15, "sunrise"),    # Shravana purnima
    "ganesh-chaturthi": (5, 4, "noon"),      # Bhadrapada shukla chaturthi (madhyahna)
    "karma-puja": (5, 11, "sunrise"),        # Bhadrapada shukla ekadashi
    "mahasaptami": (6, 7, "sunrise"),        # Ashvin shukla saptami
    "mahashtami": (6, 8, "sunrise"),         # Ashvin shukla ashtami
    "mahanavami": (6, 9, "sunrise"),         # Ashvin shukla navami (Ayudha Puja)
    "valmiki-jayanti": (6, 15, "sunrise"),   # Ashvin purnima
    "govardhan-puja": (7, 1, "sunrise"),     # Kartika shukla pratipada
    "bhai-duj": (7, 2, "sunrise"),           # Kartika shukla dwitiya
    "chhath-puja": (7, 6, "sunrise"),        # Kartika shukla shashthi
    "mahalaya": (5, 30, "afternoon"),        # Bhadrapada (amanta) amavasya, in the afternoon
    "karkidaka-vavu": (3, 30, "sunrise"),    # Ashadha (amanta) amavasya (Karkidakam)
    "kali-puja": (6, 30, "midnight"),        # Ashvin (amanta) amavasya, at midnight
    "guru-gobind-singh-jayanti": (9, 7, "sunrise"),  # Pausha shukla saptami
    "ravidas-jayanti": (10, 15, "sunrise"),  # Magha purnima
    "parshuram-jayanti": (1, 3, "sunset"),   # Vaishakha shukla tritiya, at dusk (pradosh)
    "maharana-pratap-jayanti": (2, 3, "sunrise"),  # Jyeshtha shukla tritiya
    "kabir-jayanti": (2, 15, "sunrise"),     # Jyeshtha purnima
    "holika-dahan": (11, 15, "sunset"),      # Phalguna purnima, at dusk
    "sharad-navratri": (6, 1, "sunrise"),    # Ashvin shukla pratipada (Agrasen Jayanti too)
    "basant-panchami": (10, 5, "sunrise"),   # Magha shukla panchami (Sir Chhotu Ram Jayanti)
    "samvatsari": (5, 5, "sunrise"),         # Bhadrapada shukla panchami (Jain)
}

# Festivals on a nakshatra (the Moon's sidereal 13°20' mansion, 0 = Ashvini) while the Sun is in
# a sidereal sign: Onam (Thiruvonam), the day of Shravana (21) in Simha (4, the month Chingam).
NAKSHATRAS = {
    "onam": (4, 21),
    "narayana-guru-jayanti": (4, 23),  # Chathayam (Shatabhisha) in Chingam
}

# Festivals on a sankranti: the Sun's entry into a sidereal sign (0 = Mesha ... 9 = Makara); the
# day of the entry, or the next day when it comes after sunset (accepted either way).
SANKRANTIS = {
    "makar-sankranti": 9,
    "mesha-sankranti": 0,
    "vishwakarma-puja": 5,  # Kanya sankranti
    "vaisakhi": 0,          # Mesha sankranti
}

# Tables of IN.txt under other ids: (the festival or sankranti above, days after it).
ALIASES = {
    "magh-bihu": ("makar-sankranti", 0),
    "pongal": ("makar-sankranti", 0),
    "thiruvalluvar-day": ("makar-sankranti", 1),
    "uzhavar-thirunal": ("makar-sankranti", 2),
    "bahag-bihu": ("mesha-sankranti", 0),
    "puthandu": ("mesha-sankranti", 0),
    "ayudha-puja": ("mahanavami", 0),
    "gudi-padwa": ("ugadi", 0),
    "ganesh-chaturthi-2": ("ganesh-chaturthi", 1),
    "chitragupta-jayanti": ("bhai-duj", 0),
    "cheti-chand": ("ugadi", 0),
    "vijayadashami": ("dussehra", 0),
    "durgashtami": ("mahashtami", 0),
    "agrasen-jayanti": ("sharad-navratri", 0),
    "chhotu-ram-jayanti": ("basant-panchami", 0),
    "vishwakarma-day": ("govardhan-puja", 0),
    "akshaya-tritiya": ("parshuram-jayanti", 0),
    "uttarayan": ("makar-sankranti", 0),
    "gujarati-new-year": ("govardhan-puja", 0),
    "bali-pratipada": ("govardhan-puja", 0),
    "holi-mh": ("holi", 0),
    "onam-kl": ("onam", -1),  # Kerala's four days of Onam, from Uthradom
    "vishu": ("mesha-sankranti", 0),
    "vishu-py": ("mesha-sankranti", 0),
    "pongal-py": ("makar-sankranti", 0),
    "thiruvalluvar-day-py": ("makar-sankranti", 1),
    "onam-py": ("onam", -1),
    "bengali-new-year": ("mesha-sankranti", 0),
    "rabindra-jayanti": ("mesha-sankranti", 24),  # 25 Baishakh
}


def nakshatra(t):
    _, lm = longitudes(t)
    return int(((lm - ayanamsa(t)) % 360.0) // (360.0 / 27))


def nakshatra_days(sign, nak, year):
    """The days whose sunrise has the nakshatra, the Sun in the sign."""
    found = []
    d = date(year, 1, 1)
    while d.year == year:
        t = sunrise(d)
        if sidereal_sign(t) == sign and nakshatra(t) == nak:
            found.append(d)
        d += timedelta(days=1)
    return found

LAT, LON = "28.61", "77.21"
IST = 5.5 / 24  # days


def ayanamsa(t):
    """Lahiri ayanamsa in degrees at ephem date t (23.85 deg in 2000, 50.3"/yr)."""
    years = (float(t) - float(ephem.Date("2000/1/1 12:00"))) / 365.2425
    return 23.85 + years * 50.3 / 3600.0


def longitudes(t):
    sun, moon = ephem.Sun(t), ephem.Moon(t)
    ls = math.degrees(ephem.Ecliptic(sun, epoch=t).lon)
    lm = math.degrees(ephem.Ecliptic(moon, epoch=t).lon)
    return ls, lm


def tithi(t):
    ls, lm = longitudes(t)
    return int(((lm - ls) % 360.0) // 12.0) + 1


def sidereal_sign(t):
    ls, _ = longitudes(t)
    return int(((ls - ayanamsa(t)) % 360.0) // 30.0)


def lunar_month(t):
    """(amanta month number 0-11, adhika?) of the month that contains ephem date t."""
    nm0 = ephem.previous_new_moon(t)
    nm1 = ephem.next_new_moon(t)
    s0, s1 = sidereal_sign(nm0), sidereal_sign(nm1)
    if s0 == s1:  # the Sun enters no sign: an adhika (leap) month, named as the next one
        return (s1 + 1) % 12, True
    # the sign the Sun enters during the month (the first one, in a kshaya case)
    return (s0 + 1) % 12, False


_obs = ephem.Observer()
_obs.lat, _obs.lon = LAT, LON
_obs.elevation = 216
_obs.pressure = 0
_obs.horizon = "-0:34"


def local_midnight(d):
    """ephem date of 00:00 IST on date d."""
    return ephem.Date(ephem.Date(d.strftime("%Y/%m/%d")) - IST)


def sunrise(d):
    _obs.date = local_midnight(d)
    return ephem.Date(_obs.next_rising(ephem.Sun()))


def sunset(d):
    _obs.date = local_midnight(d)
    return ephem.Date(_obs.next_setting(ephem.Sun()))


def moment(d, when):
    if when == "sunrise":
        return sunrise(d)
    if when == "sunset":
        return ephem.Date(sunset(d) + 1.0 / 24)  # pradosh: the first part of the night
    if when == "noon":
        return ephem.Date(local_midnight(d) + 12.0 / 24 + (82.5 - 77.21) / 360)  # local noon
    if when == "afternoon":
        return ephem.Date(local_midnight(d) + 14.5 / 24)
    if when == "midnight":
        return ephem.Date(local_midnight(d) + 1.0)  # the night after day d
    raise ValueError(when)


def label(t):
    m, adhika = lunar_month(t)
    k = tithi(t)
    paksha = "shukla" if k <= 15 else "krishna"
    return f"{'adhika ' if adhika else ''}{MONTHS[m]} {paksha} {k if k <= 15 else k - 15} (tithi {k})"


def in_force(month, k, start, end, steps=48):
    """Is tithi k of (non-adhika) amanta month `month` in force at some time in [start, end)?"""
    for i in range(steps + 1):
        t = ephem.Date(start + (end - start) * i / steps)
        if tithi(t) == k:
            m, adhika = lunar_month(t)
            if m == month and not adhika:
                return True
    return False


def sankranti(sign, year):
    """ephem date of the Sun's entry into sidereal sign `sign` in a Gregorian year (UTC)."""
    # near the day: Mesha about 14 April, each sign about 30.4 days later (Makara about 14 January)
    start = date(year, 4, 14) + timedelta(days=round(sign * 30.44))
    if start.year > year:
        start = start.replace(year=year)
    t = ephem.Date(start.strftime("%Y/%m/%d"))
    for _ in range(50):
        ls, _ = longitudes(t)
        diff = (sign * 30.0 - (ls - ayanamsa(t)) + 180.0) % 360.0 - 180.0
        if abs(diff) < 1e-5:
            break
        t = ephem.Date(t + diff / 0.9856)
    return t


def sankranti_day(sign, year, rule="sunset"):
    """The civil day (IST) of the entry; `sunset`: the next day when after sunset."""
    t = sankranti(sign, year)
    d = ephem.Date(t + IST).datetime().date()
    if rule == "sunset" and float(t) > float(sunset(d)):
        d += timedelta(days=1)
    return d


def verdict(fid, d):
    if fid in ALIASES:
        fid, offset = ALIASES[fid]
        d -= timedelta(days=offset)
    if fid in NAKSHATRAS:
        sign, nak = NAKSHATRAS[fid]
        for k, day in enumerate((d, d + timedelta(days=1), d - timedelta(days=1))):
            for t in (sunrise(day), ephem.Date(sunrise(day) + 0.5)):
                if sidereal_sign(t) == sign and nakshatra(t) == nak:
                    return "exact" if k == 0 else "±1"
        return "rejected"
    if fid in SANKRANTIS:
        # the day of the entry (IST), or the next day (the first day of the solar month, or an
        # entry after sunset or midnight): regional rules differ
        t = sankranti(SANKRANTIS[fid], d.year)
        day = ephem.Date(t + IST).datetime().date()
        off = (d - day).days
        return "exact" if off in (0, 1) else ("±1" if off in (-1, 2) else "rejected")
    month, k, _ = FESTIVALS[fid]
    r0, r1 = sunrise(d), sunrise(d + timedelta(days=1))
    if in_force(month, k, r0, r1):
        return "exact"
    rm = sunrise(d - timedelta(days=1))
    r2 = sunrise(d + timedelta(days=2))
    if in_force(month, k, rm, r0) or in_force(month, k, r1, r2):
        return "±1"
    return "rejected"


def compute(fid, year):
    """The day the festival's rule gives in a Gregorian year (tithi at its time of day)."""
    if fid in SANKRANTIS:
        return [sankranti_day(SANKRANTIS[fid], year)]
    if fid in NAKSHATRAS:
        sign, nak = NAKSHATRAS[fid]
        days = nakshatra_days(sign, nak, year)
        if not days:  # the nakshatra at no sunrise: the day it begins
            d = date(year, 1, 1)
            while d.year == year and not days:
                for hour in range(0, 24, 2):
                    t = ephem.Date(local_midnight(d) + hour / 24)
                    if sidereal_sign(t) == sign and nakshatra(t) == nak:
                        days = [d]
                        break
                d += timedelta(days=1)
        return days[-1:]  # Onam: the later Thiruvonam when Chingam has two
    month, k, when = FESTIVALS[fid]
    offset = 0
    if fid == "holi":
        k, when, offset = 15, "sunset", 1
    found = _compute(month, k, when, year)
    if not found and when != "sunrise":
        found = _compute(month, k, "sunrise", year)
    if not found:  # a tithi that begins after one sunrise and ends before the next
        d = date(year, 1, 1)
        while d.year == year:
            if in_force(month, k, sunrise(d), sunrise(d + timedelta(days=1)), steps=24):
                found.append(d)
                break
            d += timedelta(days=1)
    return [x + timedelta(days=offset) for x in found]


def _compute(month, k, when, year):
    d = date(year, 1, 1)
    found = []
    while d.year == year:
        t = moment(d, when)
        if tithi(t) == k:
            m, adhika = lunar_month(t)
            if m == month and not adhika:
                found.append(d)
                d += timedelta(days=25)
                continue
        d += timedelta(days=1)
    return found


def parse_tables(path):
    """{holiday id: [dates]} from the `table` holidays of a rule file."""
    tables = {}
    current = None
    for line in open(path, encoding="utf-8"):
        if line.startswith("holiday "):
            words = line.split()
            current = words[1] if len(words) > 3 and words[3] == "table" else None
            if len(words) > 3 and words[3] == "dates":  # one-off days of a festival
                for w in words[4:]:
                    if re.fullmatch(r"\d{4}-\d\d-\d\d", w):
                        tables.setdefault(words[1], []).append(date.fromisoformat(w))
            continue
        if current and line.startswith((" ", "\t")):
            words = line.split()
            if words and words[0] == "dates":
                for w in words[1:]:
                    if re.fullmatch(r"\d{4}-\d\d-\d\d", w):
                        tables.setdefault(current, []).append(date.fromisoformat(w))
        elif not line.startswith((" ", "\t", "#")):
            current = None
    return tables


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if "--compute" in argv:
        i = argv.index("--compute")
        first, last = int(argv[i + 1]), int(argv[i + 2])
        for fid in list(FESTIVALS) + list(SANKRANTIS) + list(NAKSHATRAS):
            days = [str(x) for y in range(first, last + 1) for x in compute(fid, y)]
            print(fid, " ".join(days))
        return 0
    verbose = "-v" in argv
    path = os.path.join(root, "Locales", "holidays", "IN.txt")
    tables = parse_tables(path)
    rejected, near, exact, total = [], 0, 0, 0
    for fid, days in tables.items():
        if fid not in ALIASES:
            fid = re.sub(r"-\d+$", "", fid)  # a table continued under another id (`holi-2`)
        if fid not in FESTIVALS and fid not in SANKRANTIS and fid not in ALIASES \
                and fid not in NAKSHATRAS:
            continue
        for d in days:
            total += 1
            v = verdict(fid, d)
            if v == "exact":
                exact += 1
            elif v == "±1":
                near += 1
            else:
                rejected.append((fid, d))
            if fid in SANKRANTIS or fid in NAKSHATRAS or (
                    fid in ALIASES and ALIASES[fid][0] in SANKRANTIS):
                if verbose or v == "rejected":
                    print(f"{v:8} {fid:20} {d}  (a sankranti or nakshatra)",
                          file=sys.stderr if not verbose else sys.stdout)
                continue
            if verbose or v == "rejected":
                print(f"{v:8} {fid:20} {d}  sunrise: {label(sunrise(d))}; "
                      f"day before: {label(sunrise(d - timedelta(days=1)))}",
                      file=sys.stderr if not verbose else sys.stdout)
    if total == 0:
        print("hindu_festival_check: no festival tables found in IN.txt")
        return 1
    status = "ok" if not rejected else "FAILED"
    print(f"hindu_festival_check: {status}: {total} dates of {len(tables)} tables, "
          f"{exact} on their tithi, sankranti or nakshatra, {near} within a day of it "
          f"(one that spans a sunrise or falls near midnight), "
          f"{len(rejected)} rejected" + ("" if not rejected else ": " + ", ".join(
              f"{f} {d}" for f, d in rejected)))
    return 0 if not rejected else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
