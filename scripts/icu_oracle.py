#!/usr/bin/python3
"""The ICU oracle: recomputes calrender's JSON facts for many locales with ICU itself, through
PyICU (Debian python3-icu) and, for the two facts PyICU does not expose (weekend days, writing
direction), ICU's C API through ctypes — none of calrender's code — and reports every difference.

Usage: icu_oracle.py CASES.json   (a list of {"id": ICU locale id, "date": ISO date, "doc": calrender JSON})
"""
import ctypes
import datetime
import json
import sys

import icu

VERSION = icu.ICU_VERSION.split(".")[0]
i18n = ctypes.CDLL(f"libicui18n.so.{VERSION}")
uc = ctypes.CDLL(f"libicuuc.so.{VERSION}")
is_rtl = getattr(uc, f"uloc_isRightToLeft_{VERSION}")
is_rtl.argtypes, is_rtl.restype = [ctypes.c_char_p], ctypes.c_int8
ucal_open = getattr(i18n, f"ucal_open_{VERSION}")
ucal_open.argtypes = [ctypes.c_void_p, ctypes.c_int32, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
ucal_open.restype = ctypes.c_void_p
ucal_close = getattr(i18n, f"ucal_close_{VERSION}")
ucal_close.argtypes = [ctypes.c_void_p]
day_type = getattr(i18n, f"ucal_getDayOfWeekType_{VERSION}")
day_type.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]

KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
GMT = icu.TimeZone.getGMT()
C = icu.Calendar
F = icu.UCalendarDateFields  # fields PyICU's Calendar does not name
EXTENDED_YEAR = F.EXTENDED_YEAR
IS_LEAP_MONTH = getattr(F, "IS_LEAP_MONTH", 22)  # UCAL_IS_LEAP_MONTH in ucal.h


def weekend_days(locale_id):
    status = ctypes.c_int(0)
    cal = ucal_open(None, 0, locale_id.encode(), 0, ctypes.byref(status))
    days = [d for d in range(1, 8) if day_type(cal, d, ctypes.byref(status)) != 0]
    ucal_close(cal)
    return days


def millis(jd):
    # PyICU takes dates as seconds since 1970 and turns them into ICU's milliseconds itself.
    return (jd - 2440588) * 86400.0


def iso(jd):
    return datetime.date.fromordinal(jd - 1721425).isoformat()


def formatter(locale, pattern):
    f = icu.SimpleDateFormat(pattern, locale)
    f.setTimeZone(GMT)
    return f


def expected(locale_id, date):
    locale = icu.Locale(locale_id)
    cal = icu.Calendar.createInstance(GMT, locale)
    kind = cal.getType()
    if locale.getKeywordValue("calendar") == "iso8601":
        kind = "iso8601"
    first = cal.getFirstDayOfWeek()
    weekend = set(weekend_days(locale_id))
    order = [(first - 1 + i) % 7 + 1 for i in range(7)]
    symbols = icu.DateFormatSymbols(locale)
    ctx = icu.DateFormatSymbols.STANDALONE
    widths = {"wide": icu.DateFormatSymbols.WIDE, "abbreviated": icu.DateFormatSymbols.ABBREVIATED,
              "short": 3, "narrow": icu.DateFormatSymbols.NARROW}  # 3: DateFormatSymbols::SHORT
    names = {w: symbols.getWeekdays(ctx, v) for w, v in widths.items()}
    generator = icu.DateTimePatternGenerator.createInstance(locale)
    title = formatter(locale, generator.getBestPattern("yMMMM"))
    year = formatter(locale, generator.getBestPattern("y"))
    # The literal standalone pattern: the generator gives a format pattern (MMMM) for LLLL in dozens
    # of locales (the genitive in Greek), which is not a standalone month name.
    month = formatter(locale, "LLLL")
    day_label = formatter(locale, "d")

    y, m, d = map(int, date.split("-"))
    jd = datetime.date(y, m, d).toordinal() + 1721425
    cal.setTime(millis(jd))
    start = jd - (cal.get(C.DATE) - 1)
    cal.setTime(millis(start))
    key = (cal.get(EXTENDED_YEAR), cal.get(C.MONTH), cal.get(IS_LEAP_MONTH))
    days = cal.getActualMaximum(C.DATE)
    lead = (cal.get(C.DAY_OF_WEEK) - first) % 7
    rows = (lead + days + 6) // 7
    cells = []
    for i in range(rows * 7):
        day = start - lead + i
        cal.setTime(millis(day))
        cells.append({
            "date": iso(day), "day": cal.get(C.DATE), "label": day_label.format(millis(day)),
            "weekday": KEYS[cal.get(C.DAY_OF_WEEK) - 1],
            "inMonth": (cal.get(EXTENDED_YEAR), cal.get(C.MONTH), cal.get(IS_LEAP_MONTH)) == key,
            "weekend": cal.get(C.DAY_OF_WEEK) in weekend,
        })
    return {
        "calendar": kind,
        "direction": "rtl" if is_rtl(locale_id.encode()) else "ltr",
        "numberingSystem": icu.NumberingSystem.createInstance(locale).getName(),
        "firstWeekday": KEYS[first - 1],
        "minimalDaysInFirstWeek": cal.getMinimalDaysInFirstWeek(),
        "weekend": [KEYS[d - 1] for d in order if d in weekend],
        "weekdays": [{"key": KEYS[d - 1], **{w: names[w][d] for w in widths}, "weekend": d in weekend} for d in order],
        "title": title.format(millis(start)),
        "yearLabel": year.format(millis(start)),
        "monthLabel": month.format(millis(start)),
        "daysInMonth": days,
        "cells": cells,
    }


def actual(doc):
    month = doc["months"][0]
    return {
        "calendar": doc["calendar"],
        "direction": doc["direction"],
        "numberingSystem": doc["numberingSystem"],
        "firstWeekday": doc["firstWeekday"],
        "minimalDaysInFirstWeek": doc["minimalDaysInFirstWeek"],
        "weekend": doc["weekend"],
        "weekdays": [{k: w[k] for k in ("key", "wide", "abbreviated", "short", "narrow", "weekend")}
                     for w in doc["weekdays"]],
        "title": month["title"],
        "yearLabel": month["yearLabel"],
        "monthLabel": month["monthLabel"],
        "daysInMonth": month["daysInMonth"],
        "cells": [{k: c[k] for k in ("date", "day", "label", "weekday", "inMonth", "weekend")}
                  for w in month["weeks"] for c in w["days"]],
    }


def main():
    cases = json.load(open(sys.argv[1], encoding="utf-8"))
    failures = 0
    for case in cases:
        want, got = expected(case["id"], case["date"]), actual(case["doc"])
        for field in want:
            if want[field] != got[field]:
                failures += 1
                if failures <= 20:
                    print(f"{case['id']} {case['date']} {field}: ICU {want[field]!r} calrender {got[field]!r}"[:600])
    print(f"{len(cases)} cases, {failures} differences")
    sys.exit(1 if failures else 0)


main()
