#!/usr/bin/env python3
"""What one CLDR release says for the fields the provider agreement compares, from PyPI Babel's
copy of that release (independent of both ICUs: Babel compiles CLDR's XML itself).

usage: cldr_oracle.py BABEL_DIRECTORY < requests

BABEL_DIRECTORY holds one Babel installed with `pip install --target` (Babel 2.12.1 carries
CLDR 42, libicu 72's; Babel 2.17.0 CLDR 46, the toolchain Foundation's ICU 76's). Each request line
is `FIELD<TAB>LOCALE<TAB>CALENDAR`; each answer line is the field's value written as
docs/foundation-agreement.md writes it, or `-` where this Babel cannot say (Babel has Gregorian
data only; Babel 2.12 has no default numbering system, so its titles are compared without their
digits and written with `#` for each digit).
"""
import datetime
import sys
import unicodedata

sys.path.insert(0, sys.argv[1])
from babel import Locale, dates, localedata  # noqa: E402
from babel.core import get_global  # noqa: E402

KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]  # Babel counts Monday as 0
SUNDAY_FIRST = [6, 0, 1, 2, 3, 4, 5]
# The day of each compared month (ProviderAgreement.headingDays) and of the day labels' month.
DAYS = [datetime.date(2024, 1, 15), datetime.date(2024, 2, 14), datetime.date(2024, 9, 15),
        datetime.date(2025, 12, 15)]
# The zero of each decimal numbering system the compared locales use (CLDR numberingSystems.xml).
ZEROS = {"latn": "0", "arab": "\u0660", "arabext": "\u06f0", "beng": "\u09e6", "deva": "\u0966",
         "mymr": "\u1040", "olck": "\u1c50", "mtei": "\uabf0", "tibt": "\u0f20", "nkoo": "\u07c0",
         "adlm": "\U0001e950", "cakm": "\U00011136", "java": "\ua9d0", "hmnp": "\U0001e140",
         "vaii": "\ua620", "sund": "\u1bb0", "rohg": "\U00010d30", "gong": "\U00011da0"}


def locale(identifier):
    try:
        return Locale.parse(identifier)
    except Exception:
        return None


def with_territory(identifier):
    """The locale with its likely territory, as ICU reads week data (`zh` → CN)."""
    found = locale(identifier)
    if found is None or found.territory:
        return found
    subtags = get_global("likely_subtags")
    likely = subtags.get(f"{found.language}_{found.script}") if found.script else None
    likely = likely or subtags.get(found.language)
    full = locale(likely) if likely else None
    if full is None or not full.territory:
        return found
    return locale("_".join(p for p in [found.language, found.script or full.script, full.territory] if p))


def digits(text, system):
    if system is None:
        return "".join("#" if unicodedata.category(c) == "Nd" else c for c in text)
    zero = ZEROS.get(system)
    if zero is None:
        raise KeyError(system)
    return "".join(chr(ord(zero) + int(c)) if "0" <= c <= "9" else c for c in text)


def answer(field, identifier, calendar):
    found = locale(identifier)
    if found is None:
        return None
    if field in ("firstWeekday", "minimalDays", "weekend"):
        week = with_territory(identifier)
        if field == "firstWeekday":
            return KEYS[week.first_week_day]
        if field == "minimalDays":
            return str(week.min_week_days)
        days, day = set(), week.weekend_start
        while True:
            days.add(day)
            if day == week.weekend_end:
                break
            day = (day + 1) % 7
        return " ".join(KEYS[d] for d in SUNDAY_FIRST if d in days)
    if field.startswith("weekdays."):
        width = field.split(".")[1]
        names = found.days["stand-alone"][width]
        return " ".join(names[d] for d in SUNDAY_FIRST)
    if calendar != "gregorian":
        return None
    # Babel 2.12 has no default numbering system: None, and the digits are masked.
    system = found._data.get("default_numbering_system") if "default_numbering_system" in found._data else None
    if field == "monthNames":
        names = found.months["stand-alone"]["wide"]
        return " ".join(names[m] for m in range(1, 13))
    if field == "titles":
        return " | ".join(digits(dates.format_skeleton("yMMMM", d, locale=found), system) for d in DAYS)
    if field == "headings":
        return " | ".join(
            digits(dates.format_date(d, "LLLL", locale=found), system) + " / "
            + digits(dates.format_date(d, "y", locale=found), system) for d in DAYS)
    if field == "dayLabels":
        return " ".join(digits(str(n), system) for n in range(1, 30))
    return None


for line in sys.stdin:
    field, identifier, calendar = line.rstrip("\n").split("\t")
    # Babel merges a locale's parents into data it caches and shares between locales (loaded one
    # after another, `rw` came back with the Yi months of `ii`): each request reads afresh.
    localedata._cache.clear()
    try:
        value = answer(field, identifier, calendar)
    except (KeyError, ValueError):
        value = None
    print("-" if value is None else value.replace("\n", " "), flush=False)
