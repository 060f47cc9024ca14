#!/usr/bin/env python3
"""The iCalendar oracle: expands an .ics with PyPI `icalendar` + `recurring-ical-events` (not
libical) and prints, as JSON, each day from FROM to TO (inclusive, ISO dates) with the titles of
the events on it in UTC: all-day events on their dates (DTEND exclusive), timed ones on every UTC
day they overlap (an event ending at midnight does not reach the next day).

Usage: ics_oracle.py FILE.ics FROM TO
"""
import datetime
import json
import sys

import icalendar
import recurring_ical_events

path, first, last = sys.argv[1], datetime.date.fromisoformat(sys.argv[2]), datetime.date.fromisoformat(sys.argv[3])
calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
days = {}
utc = datetime.timezone.utc
for event in recurring_ical_events.of(calendar).between(first - datetime.timedelta(days=2), last + datetime.timedelta(days=3)):
    start, end = event["DTSTART"].dt, event["DTEND"].dt if "DTEND" in event else None
    title = str(event["SUMMARY"])
    if not isinstance(start, datetime.datetime):
        end = end or start + datetime.timedelta(days=1)
        day, stop = start, end - datetime.timedelta(days=1)
    else:
        start = start.astimezone(utc)
        end = end.astimezone(utc) if end else start
        day = start.date()
        stop = (end - datetime.timedelta(seconds=1)).date() if end > start else day
    while day <= stop:
        if first <= day <= last:
            days.setdefault(day.isoformat(), []).append(title)
        day += datetime.timedelta(days=1)
print(json.dumps({day: sorted(titles) for day, titles in sorted(days.items())}, ensure_ascii=False, indent=1))
