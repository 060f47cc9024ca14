// libical behind a small C interface. libical 3.0 prints parse errors itself, turns bad values into
// X-LIC-ERROR properties without failing, accepts an unknown TZID, and expands FREQ=SECONDLY
// without limit: this file guards each of those.
#include "cr_ical.h"

#include <fcntl.h>
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct cr_ical_result {
  cr_ical_occurrence *items;
  int32_t count, capacity;
  char **strings;
  int32_t stringCount, stringCapacity;
};

static const char *keep(cr_ical_result *r, const char *text) {
  if (!text) text = "";
  if (r->stringCount == r->stringCapacity) {
    r->stringCapacity = r->stringCapacity ? r->stringCapacity * 2 : 16;
    r->strings = realloc(r->strings, sizeof(char *) * (size_t)r->stringCapacity);
  }
  char *copy = strdup(text);
  r->strings[r->stringCount++] = copy;
  return copy;
}

static void add(cr_ical_result *r, const char *uid, const char *summary, int allDay, int64_t start, int64_t end) {
  if (r->count == r->capacity) {
    r->capacity = r->capacity ? r->capacity * 2 : 64;
    r->items = realloc(r->items, sizeof(cr_ical_occurrence) * (size_t)r->capacity);
  }
  cr_ical_occurrence *o = &r->items[r->count++];
  o->uid = uid;
  o->summary = summary;
  o->allDay = allDay;
  o->start = start;
  o->end = end;
}

// Julian day number of a proleptic Gregorian date.
static int64_t julian_day(int y, int m, int d) {
  int a = (14 - m) / 12;
  int64_t yy = y + 4800 - a;
  int mm = m + 12 * a - 3;
  return d + (153 * mm + 2) / 5 + 365 * yy + yy / 4 - yy / 100 + yy / 400 - 32045;
}

static int64_t day_start_utc(int64_t jd) { return (jd - 2440588) * 86400; }

// The UTC instant (timed) or Julian day (all-day) of a time; 0 in *ok when its TZID is unknown.
static int64_t position(struct icaltimetype t, const icaltimezone *zone, int *ok) {
  *ok = 1;
  if (t.is_date) return julian_day(t.year, t.month, t.day);
  return (int64_t)icaltime_as_timet_with_zone(t, zone ? zone : icaltimezone_get_utc_timezone());
}

static int has_errors(icalcomponent *c, char *error, int32_t capacity) {
  for (icalproperty *p = icalcomponent_get_first_property(c, ICAL_XLICERROR_PROPERTY); p;
       p = icalcomponent_get_next_property(c, ICAL_XLICERROR_PROPERTY)) {
    snprintf(error, (size_t)capacity, "%s", icalproperty_get_xlicerror(p));
    return 1;
  }
  for (icalcomponent *child = icalcomponent_get_first_component(c, ICAL_ANY_COMPONENT); child;
       child = icalcomponent_get_next_component(c, ICAL_ANY_COMPONENT)) {
    if (has_errors(child, error, capacity)) return 1;
  }
  return 0;
}

// The zone of a DTSTART/DTEND/EXDATE/RDATE property: NULL for UTC or floating; *unknown when a
// TZID names a zone neither the calendar nor the system knows.
static const icaltimezone *zone_of(icalproperty *p, icalcomponent *calendar, int *unknown) {
  *unknown = 0;
  if (!p) return NULL;
  icalparameter *tzid = icalproperty_get_first_parameter(p, ICAL_TZID_PARAMETER);
  if (!tzid) return NULL;
  const char *id = icalparameter_get_tzid(tzid);
  icaltimezone *zone = calendar ? icalcomponent_get_timezone(calendar, id) : NULL;
  if (!zone) zone = icaltimezone_get_builtin_timezone(id);
  if (!zone) *unknown = 1;
  return zone;
}

typedef struct { int64_t value; int allDay; } instant;

static int same(instant a, instant b) { return a.value == b.value && a.allDay == b.allDay; }

cr_ical_result *cr_ical_expand(const char *text, int64_t from, int64_t to, int32_t limit, int32_t iterationLimit,
                               char *error, int32_t errorCapacity) {
  error[0] = 0;
  icalerror_set_errors_are_fatal(0);
  // libical writes its complaints to stderr: send them nowhere while it parses.
  fflush(stderr);
  int saved = dup(2), devnull = open("/dev/null", O_WRONLY);
  if (saved >= 0 && devnull >= 0) dup2(devnull, 2);
  icalcomponent *root = icalparser_parse_string(text);
  fflush(stderr);
  if (saved >= 0) { dup2(saved, 2); close(saved); }
  if (devnull >= 0) close(devnull);
  icalerror_clear_errno();
  if (!root) {
    snprintf(error, (size_t)errorCapacity, "not an iCalendar object");
    return NULL;
  }
  if (has_errors(root, error, errorCapacity)) {
    icalcomponent_free(root);
    return NULL;
  }
  icalcomponent *calendar = icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT ? root : NULL;
  cr_ical_result *r = calloc(1, sizeof *r);
  // Overrides (RECURRENCE-ID) replace the occurrence of their master they name.
  struct { const char *uid; instant id; } *overrides = NULL;
  int overrideCount = 0;
  for (int pass = 0; pass < 2; pass++) {
    icalcomponent *first = calendar ? icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT)
                                    : (icalcomponent_isa(root) == ICAL_VEVENT_COMPONENT ? root : NULL);
    for (icalcomponent *ev = first; ev;
         ev = calendar ? icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT) : NULL) {
      icalproperty *dtstartProperty = icalcomponent_get_first_property(ev, ICAL_DTSTART_PROPERTY);
      if (!dtstartProperty) {
        snprintf(error, (size_t)errorCapacity, "VEVENT without DTSTART");
        goto fail;
      }
      int unknown = 0, ok = 1;
      const icaltimezone *zone = zone_of(dtstartProperty, calendar, &unknown);
      if (unknown) {
        snprintf(error, (size_t)errorCapacity, "DTSTART: unknown TZID '%s'",
                 icalparameter_get_tzid(icalproperty_get_first_parameter(dtstartProperty, ICAL_TZID_PARAMETER)));
        goto fail;
      }
      struct icaltimetype dtstart = icalproperty_get_dtstart(dtstartProperty);
      int allDay = dtstart.is_date;
      icalproperty *recurrenceIdProperty = icalcomponent_get_first_property(ev, ICAL_RECURRENCEID_PROPERTY);
      const char *uid = icalcomponent_get_uid(ev);
      if (pass == 0) {
        if (recurrenceIdProperty) {
          int u = 0;
          const icaltimezone *rzone = zone_of(recurrenceIdProperty, calendar, &u);
          struct icaltimetype rid = icalproperty_get_recurrenceid(recurrenceIdProperty);
          overrides = realloc(overrides, sizeof(*overrides) * (size_t)(overrideCount + 1));
          overrides[overrideCount].uid = uid ? uid : "";
          overrides[overrideCount].id = (instant){position(rid, rzone, &ok), rid.is_date};
          overrideCount++;
        }
        continue;
      }
      // Length: DTEND, else DURATION, else a day (all-day) or nothing.
      int64_t length = allDay ? 1 : 0;
      icalproperty *dtendProperty = icalcomponent_get_first_property(ev, ICAL_DTEND_PROPERTY);
      icalproperty *durationProperty = icalcomponent_get_first_property(ev, ICAL_DURATION_PROPERTY);
      int64_t startPosition = position(dtstart, zone, &ok);
      if (dtendProperty) {
        const icaltimezone *endZone = zone_of(dtendProperty, calendar, &unknown);
        if (unknown) {
          snprintf(error, (size_t)errorCapacity, "DTEND: unknown TZID");
          goto fail;
        }
        struct icaltimetype dtend = icalproperty_get_dtend(dtendProperty);
        length = position(dtend, endZone, &ok) - startPosition;
      } else if (durationProperty) {
        struct icaldurationtype d = icalproperty_get_duration(durationProperty);
        int64_t seconds = (int64_t)icaldurationtype_as_int(d);
        length = allDay ? seconds / 86400 : seconds;
      }
      if (length < 0) {
        snprintf(error, (size_t)errorCapacity, "DTEND: before DTSTART");
        goto fail;
      }
      const char *summary = keep(r, icalcomponent_get_summary(ev));
      const char *kept = keep(r, uid);
      // Starts: DTSTART, the RRULE's, RDATEs; less EXDATEs and overridden occurrences.
      instant *starts = NULL;
      int startCount = 0, startCapacity = 0;
#define PUSH(v) do { if (startCount == startCapacity) { startCapacity = startCapacity ? startCapacity * 2 : 16; \
    starts = realloc(starts, sizeof(instant) * (size_t)startCapacity); } starts[startCount++] = (v); } while (0)
      int64_t toPosition = allDay ? (to / 86400) + 2440588 + 1 : to;
      icalproperty *rruleProperty = icalcomponent_get_first_property(ev, ICAL_RRULE_PROPERTY);
      if (rruleProperty && !recurrenceIdProperty) {
        struct icalrecurrencetype rule = icalproperty_get_rrule(rruleProperty);
        icalrecur_iterator *it = icalrecur_iterator_new(rule, dtstart);
        if (!it) {
          snprintf(error, (size_t)errorCapacity, "RRULE: cannot be expanded");
          free(starts);
          goto fail;
        }
        int step = 0;
        for (; step < iterationLimit; step++) {
          struct icaltimetype next = icalrecur_iterator_next(it);
          if (icaltime_is_null_time(next)) break;
          int64_t p = position(next, zone, &ok);
          if (p > toPosition) break;
          PUSH(((instant){p, allDay}));
        }
        icalrecur_iterator_free(it);
        if (step == iterationLimit) {
          snprintf(error, (size_t)errorCapacity, "RRULE: more than %d repetitions before the days shown end", iterationLimit);
          free(starts);
          goto fail;
        }
      } else {
        PUSH(((instant){startPosition, allDay}));
      }
      for (icalproperty *p = icalcomponent_get_first_property(ev, ICAL_RDATE_PROPERTY); p;
           p = icalcomponent_get_next_property(ev, ICAL_RDATE_PROPERTY)) {
        const icaltimezone *rzone = zone_of(p, calendar, &unknown);
        struct icaldatetimeperiodtype rdate = icalproperty_get_rdate(p);
        if (!icaltime_is_null_time(rdate.time)) PUSH(((instant){position(rdate.time, rzone, &ok), rdate.time.is_date}));
      }
      for (int i = 0; i < startCount; i++) {
        instant s = starts[i];
        int excluded = 0;
        for (icalproperty *p = icalcomponent_get_first_property(ev, ICAL_EXDATE_PROPERTY); p && !excluded;
             p = icalcomponent_get_next_property(ev, ICAL_EXDATE_PROPERTY)) {
          const icaltimezone *ezone = zone_of(p, calendar, &unknown);
          struct icaltimetype ex = icalproperty_get_exdate(p);
          if (same((instant){position(ex, ezone, &ok), ex.is_date}, s)) excluded = 1;
        }
        for (int o = 0; o < overrideCount && !recurrenceIdProperty && !excluded; o++) {
          if (strcmp(overrides[o].uid, uid ? uid : "") == 0 && same(overrides[o].id, s)) excluded = 1;
        }
        if (excluded) continue;
        int64_t end = s.value + length;
        // Keep what overlaps [from, to).
        if (allDay) {
          int64_t last = length > 0 ? end - 1 : s.value;
          if (day_start_utc(last) + 86400 <= from || day_start_utc(s.value) >= to) continue;
          add(r, kept, summary, 1, s.value, last);
        } else {
          if ((length > 0 ? end <= from : s.value < from) || s.value >= to) continue;
          add(r, kept, summary, 0, s.value, end);
        }
        if (r->count >= limit) {
          snprintf(error, (size_t)errorCapacity, "RRULE: more than %d occurrences in the days shown", limit);
          free(starts);
          goto fail;
        }
      }
      free(starts);
#undef PUSH
    }
  }
  free(overrides);
  icalcomponent_free(root);
  return r;
fail:
  free(overrides);
  icalcomponent_free(root);
  cr_ical_free(r);
  return NULL;
}

int32_t cr_ical_count(const cr_ical_result *result) { return result ? result->count : 0; }

const cr_ical_occurrence *cr_ical_occurrence_at(const cr_ical_result *result, int32_t index) {
  return &result->items[index];
}

void cr_ical_free(cr_ical_result *result) {
  if (!result) return;
  for (int i = 0; i < result->stringCount; i++) free(result->strings[i]);
  free(result->strings);
  free(result->items);
  free(result);
}

void cr_ical_version(char out[32]) {
  snprintf(out, 32, "%d.%d.%d", ICAL_MAJOR_VERSION, ICAL_MINOR_VERSION, ICAL_PATCH_VERSION);
}
