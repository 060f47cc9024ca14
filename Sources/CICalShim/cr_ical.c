// libical behind a small C interface. libical 3.0 turns bad values into X-LIC-ERROR properties
// without failing, prints some complaints to stderr itself, accepts an unknown TZID, and expands FREQ=SECONDLY without limit: this file
// guards each of those. A file is parsed and checked once (cr_ical_parse); each expansion then
// bounds the recurrence steps of all its events together before taking one (a count of work, not
// the clock: the same file is accepted or refused on every machine), never lets libical search past
// the days asked about, and looks EXDATEs, RDATEs and overridden occurrences up in sorted sets, so
// that no file of a megabyte takes a second. Every allocation is checked.
#include "cr_ical.h"

#include <dlfcn.h>
#include <libical/ical.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libical is opened on first use (dlopen), not linked: a run without iCalendar input then never
// loads it and the libraries it needs, loader work every cold start used to pay. The declarations
// still come from its headers, so each function is called through a pointer of its own type, and
// the code below calls them by their usual names (the #defines at the end of this block).
#define CR_ICAL_FUNCTIONS(X) \
  X(icalcomponent_add_component) \
  X(icalcomponent_count_components) \
  X(icalcomponent_free) \
  X(icalcomponent_get_first_component) \
  X(icalcomponent_get_first_property) \
  X(icalcomponent_get_next_component) \
  X(icalcomponent_get_next_property) \
  X(icalcomponent_get_summary) \
  X(icalcomponent_get_timezone) \
  X(icalcomponent_get_uid) \
  X(icalcomponent_isa) \
  X(icalcomponent_new) \
  X(icaldurationtype_as_int) \
  X(icalerrno_return) \
  X(icalerror_clear_errno) \
  X(icalerror_set_errors_are_fatal) \
  X(icalmemory_free_buffer) \
  X(icalparameter_get_tzid) \
  X(icalparser_add_line) \
  X(icalparser_free) \
  X(icalparser_get_line) \
  X(icalparser_get_state) \
  X(icalparser_new) \
  X(icalparser_set_gen_data) \
  X(icalproperty_get_dtend) \
  X(icalproperty_get_dtstart) \
  X(icalproperty_get_duration) \
  X(icalproperty_get_exdate) \
  X(icalproperty_get_first_parameter) \
  X(icalproperty_get_rdate) \
  X(icalproperty_get_recurrenceid) \
  X(icalproperty_get_rrule) \
  X(icalproperty_get_xlicerror) \
  X(icalrecur_iterator_free) \
  X(icalrecur_iterator_new) \
  X(icalrecur_iterator_next) \
  X(icalrecur_iterator_set_start) \
  X(icalrecurrencetype_month_month) \
  X(icaltime_as_timet_with_zone) \
  X(icaltime_from_timet_with_zone) \
  X(icaltime_is_null_time) \
  X(icaltime_is_utc) \
  X(icaltimezone_get_builtin_timezone) \
  X(icaltimezone_get_component) \
  X(icaltimezone_get_tzid) \
  X(icaltimezone_get_utc_timezone)

static struct {
#define CR_ICAL_POINTER(name) __typeof__(&name) name;
  CR_ICAL_FUNCTIONS(CR_ICAL_POINTER)
#undef CR_ICAL_POINTER
} libical;

// The soname of libical 3 (Debian's libical3 package), the major version the headers are of.
#define CR_ICAL_LIBRARY "libical.so.3"
_Static_assert(ICAL_MAJOR_VERSION == 3, "the headers are not libical 3's: update CR_ICAL_LIBRARY");

static pthread_once_t libical_once = PTHREAD_ONCE_INIT;
// Why libical could not be opened; empty once it is.
static char libical_failure[400];

static void libical_open(void) {
  void *handle = dlopen(CR_ICAL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *reason = dlerror();
    snprintf(libical_failure, sizeof libical_failure,
             "reading iCalendar files needs libical (" CR_ICAL_LIBRARY ", Debian package libical3): %s",
             reason ? reason : "cannot be opened");
    return;
  }
#define CR_ICAL_RESOLVE(name)                                                                          \
  *(void **)&libical.name = dlsym(handle, #name);                                                      \
  if (!libical.name) {                                                                                 \
    snprintf(libical_failure, sizeof libical_failure, CR_ICAL_LIBRARY " has no function " #name);      \
    return;                                                                                            \
  }
  CR_ICAL_FUNCTIONS(CR_ICAL_RESOLVE)
#undef CR_ICAL_RESOLVE
}

// 1 when libical is open (opening it the first time), else 0 with `error` saying why.
static int libical_ready(cr_ical_error *error) {
  pthread_once(&libical_once, libical_open);
  if (!libical_failure[0]) return 1;
  memset(error, 0, sizeof *error);
  snprintf(error->message, sizeof error->message, "%s", libical_failure);
  error->event = -1;
  error->zone = error->observance = -1;
  return 0;
}

#define icalcomponent_add_component libical.icalcomponent_add_component
#define icalcomponent_count_components libical.icalcomponent_count_components
#define icalcomponent_free libical.icalcomponent_free
#define icalcomponent_get_first_component libical.icalcomponent_get_first_component
#define icalcomponent_get_first_property libical.icalcomponent_get_first_property
#define icalcomponent_get_next_component libical.icalcomponent_get_next_component
#define icalcomponent_get_next_property libical.icalcomponent_get_next_property
#define icalcomponent_get_summary libical.icalcomponent_get_summary
#define icalcomponent_get_timezone libical.icalcomponent_get_timezone
#define icalcomponent_get_uid libical.icalcomponent_get_uid
#define icalcomponent_isa libical.icalcomponent_isa
#define icalcomponent_new libical.icalcomponent_new
#define icaldurationtype_as_int libical.icaldurationtype_as_int
#define icalerrno_return libical.icalerrno_return
#define icalerror_clear_errno libical.icalerror_clear_errno
#define icalerror_set_errors_are_fatal libical.icalerror_set_errors_are_fatal
#define icalmemory_free_buffer libical.icalmemory_free_buffer
#define icalparameter_get_tzid libical.icalparameter_get_tzid
#define icalparser_add_line libical.icalparser_add_line
#define icalparser_free libical.icalparser_free
#define icalparser_get_line libical.icalparser_get_line
#define icalparser_get_state libical.icalparser_get_state
#define icalparser_new libical.icalparser_new
#define icalparser_set_gen_data libical.icalparser_set_gen_data
#define icalproperty_get_dtend libical.icalproperty_get_dtend
#define icalproperty_get_dtstart libical.icalproperty_get_dtstart
#define icalproperty_get_duration libical.icalproperty_get_duration
#define icalproperty_get_exdate libical.icalproperty_get_exdate
#define icalproperty_get_first_parameter libical.icalproperty_get_first_parameter
#define icalproperty_get_rdate libical.icalproperty_get_rdate
#define icalproperty_get_recurrenceid libical.icalproperty_get_recurrenceid
#define icalproperty_get_rrule libical.icalproperty_get_rrule
#define icalproperty_get_xlicerror libical.icalproperty_get_xlicerror
#define icalrecur_iterator_free libical.icalrecur_iterator_free
#define icalrecur_iterator_new libical.icalrecur_iterator_new
#define icalrecur_iterator_next libical.icalrecur_iterator_next
#define icalrecur_iterator_set_start libical.icalrecur_iterator_set_start
#define icalrecurrencetype_month_month libical.icalrecurrencetype_month_month
#define icaltime_as_timet_with_zone libical.icaltime_as_timet_with_zone
#define icaltime_from_timet_with_zone libical.icaltime_from_timet_with_zone
#define icaltime_is_null_time libical.icaltime_is_null_time
#define icaltime_is_utc libical.icaltime_is_utc
#define icaltimezone_get_builtin_timezone libical.icaltimezone_get_builtin_timezone
#define icaltimezone_get_component libical.icaltimezone_get_component
#define icaltimezone_get_tzid libical.icaltimezone_get_tzid
#define icaltimezone_get_utc_timezone libical.icaltimezone_get_utc_timezone

typedef struct {
  int64_t value;
  int32_t allDay;
} instant;

typedef struct {
  char *uid, *summary;
  int32_t index, allDay, floating, hasRule;
  struct icaltimetype dtstart;
  const icaltimezone *zone;
  int64_t startPosition, length;
  struct icalrecurrencetype rule;
  instant *rdates;
  int32_t rdateCount;
  instant *excluded;  // EXDATEs and the occurrences overridden by a RECURRENCE-ID, sorted
  int32_t excludedCount, excludedCapacity;
} event;

struct cr_ical_calendar {
  icalcomponent *root;
  event *events;
  int32_t count;
};

struct cr_ical_result {
  cr_ical_occurrence *items;
  int32_t count, capacity;
};

static void fail(cr_ical_error *error, int32_t index, const char *property, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(error->message, sizeof error->message, format, arguments);
  va_end(arguments);
  snprintf(error->property, sizeof error->property, "%s", property ? property : "");
  error->event = index;
  error->zone = error->observance = -1;
}

// libical keeps state of its own between calls (the built-in zones it has loaded and expanded,
// icalerrno): one thread inside it at a time.
static pthread_mutex_t libical_lock = PTHREAD_MUTEX_INITIALIZER;

// Julian day number of a proleptic Gregorian date.
static int64_t julian_day(int y, int m, int d) {
  int a = (14 - m) / 12;
  int64_t yy = (int64_t)y + 4800 - a;
  int mm = m + 12 * a - 3;
  return d + (153 * mm + 2) / 5 + 365 * yy + yy / 4 - yy / 100 + yy / 400 - 32045;
}

static int64_t day_start_utc(int64_t jd) { return (jd - 2440588) * 86400; }

// libical expands a zone's changes as far as the latest year it has been asked about and 5 more,
// anew from the zone's first rule each time a later year is asked about, and never past 2582, so
// that every conversion after 2582 expands the whole zone again (700 events in the year 3000 in
// Europe/Berlin, 60 kB: 13 s). So a time after 2100 first has its zone expanded once to 2582, and
// a time after 2582 is converted 400 years earlier (the Gregorian calendar repeats every 400
// years, 146,097 days; a zone's rules by 2183 are its last ones), where libical has the changes,
// and moved back. A calendar's own zones have been bounded through 2582 (check_zone).
#define CR_FAR_YEAR 2100
#define CR_LAST_ZONE_YEAR 2582
static const int64_t four_centuries = 146097LL * 86400;

static void expand_to_last_year(const icaltimezone *zone) {
  struct icaltimetype last = {0};
  last.year = CR_LAST_ZONE_YEAR;
  last.month = 1;
  last.day = 1;
  (void)icaltime_as_timet_with_zone(last, (icaltimezone *)zone);
}

// The UTC instant of the date-time `t` in `zone` (NULL: UTC).
static int64_t to_utc(struct icaltimetype t, const icaltimezone *zone) {
  icaltimezone *utc = icaltimezone_get_utc_timezone();
  if (!zone) zone = utc;
  int64_t shift = 0;
  if (t.year > CR_FAR_YEAR && zone != utc) {
    expand_to_last_year(zone);
    if (t.year > CR_LAST_ZONE_YEAR) {
      int centuries = (t.year - CR_LAST_ZONE_YEAR + 399) / 400;
      t.year -= 400 * centuries;
      shift = centuries * four_centuries;
    }
  }
  return (int64_t)icaltime_as_timet_with_zone(t, (icaltimezone *)zone) + shift;
}

// The date-time in `zone` (NULL: UTC) of the UTC instant `seconds`.
static struct icaltimetype from_utc(int64_t seconds, const icaltimezone *zone) {
  icaltimezone *utc = icaltimezone_get_utc_timezone();
  if (!zone) zone = utc;
  int centuries = 0;
  if (zone != utc && seconds >= day_start_utc(julian_day(CR_FAR_YEAR + 1, 1, 1))) {
    expand_to_last_year(zone);
    int64_t last = day_start_utc(julian_day(CR_LAST_ZONE_YEAR + 1, 1, 1));
    if (seconds >= last) {
      centuries = (int)((seconds - last) / four_centuries) + 1;
      seconds -= centuries * four_centuries;
    }
  }
  struct icaltimetype t = icaltime_from_timet_with_zone((time_t)seconds, 0, (icaltimezone *)zone);
  t.year += 400 * centuries;
  return t;
}

// The UTC instant (timed; wall-clock seconds as if UTC when floating) or Julian day (all-day).
static int64_t position(struct icaltimetype t, const icaltimezone *zone) {
  if (t.is_date) return julian_day(t.year, t.month, t.day);
  return to_utc(t, zone);
}

static int compare_instants(const void *a, const void *b) {
  const instant *x = a, *y = b;
  if (x->value != y->value) return x->value < y->value ? -1 : 1;
  return (x->allDay > y->allDay) - (x->allDay < y->allDay);
}

static int contains(const instant *set, int32_t count, instant value) {
  return set && bsearch(&value, set, (size_t)count, sizeof(instant), compare_instants) != NULL;
}

// The X-LIC-ERROR libical left in `c` (or below it), if any.
static const char *first_error(icalcomponent *c) {
  icalproperty *p = icalcomponent_get_first_property(c, ICAL_XLICERROR_PROPERTY);
  if (p) return icalproperty_get_xlicerror(p);
  for (icalcomponent *child = icalcomponent_get_first_component(c, ICAL_ANY_COMPONENT); child;
       child = icalcomponent_get_next_component(c, ICAL_ANY_COMPONENT)) {
    const char *found = first_error(child);
    if (found) return found;
  }
  return NULL;
}

static const char *tzid_of(icalproperty *p) {
  icalparameter *tzid = icalproperty_get_first_parameter(p, ICAL_TZID_PARAMETER);
  const char *id = tzid ? icalparameter_get_tzid(tzid) : NULL;
  return id ? id : "";
}

static int push(instant **set, int32_t *count, int32_t *capacity, instant value) {
  if (*count == *capacity) {
    int32_t grown = *capacity ? *capacity * 2 : 8;
    instant *bigger = realloc(*set, sizeof(instant) * (size_t)grown);
    if (!bigger) return 0;
    *set = bigger;
    *capacity = grown;
  }
  (*set)[(*count)++] = value;
  return 1;
}

static int has(const short *list) { return list[0] != ICAL_RECURRENCE_ARRAY_MAX; }

// Why libical cannot be trusted to expand `rule` in bounded time, or NULL. libical steps a rule by
// its FREQ and filters by its BY parts: a sub-daily FREQ filtered by a day, month or year part takes
// up to millions of steps inside one call (FREQ=SECONDLY;BYMONTH=12 from January: 29 million), and
// a filter that never matches runs to libical's last year (FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30:
// 11 s for one event). RFC 5545 §3.3.10 forbids some of the combinations anyway.
static const char *unbounded(const struct icalrecurrencetype *rule) {
  int byHour = has(rule->by_hour), byDay = has(rule->by_day), byMonthDay = has(rule->by_month_day),
      byYearDay = has(rule->by_year_day), byWeekNo = has(rule->by_week_no), byMonth = has(rule->by_month);
  if (byWeekNo && rule->freq != ICAL_YEARLY_RECURRENCE) return "BYWEEKNO is only for FREQ=YEARLY (RFC 5545)";
  if (byYearDay && (rule->freq == ICAL_DAILY_RECURRENCE || rule->freq == ICAL_WEEKLY_RECURRENCE ||
                    rule->freq == ICAL_MONTHLY_RECURRENCE))
    return "BYYEARDAY is not for FREQ=DAILY, WEEKLY or MONTHLY (RFC 5545)";
  if (byMonthDay && rule->freq == ICAL_WEEKLY_RECURRENCE) return "BYMONTHDAY is not for FREQ=WEEKLY (RFC 5545)";
  switch (rule->freq) {
  case ICAL_SECONDLY_RECURRENCE:
    if (byHour || byDay || byMonthDay || byYearDay || byMonth)
      return "FREQ=SECONDLY with BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY or BYMONTH is not supported "
             "(it is expanded second by second)";
    break;
  case ICAL_MINUTELY_RECURRENCE:
    if (byDay || byMonthDay || byYearDay || byMonth)
      return "FREQ=MINUTELY with BYDAY, BYMONTHDAY, BYYEARDAY or BYMONTH is not supported "
             "(it is expanded minute by minute)";
    break;
  case ICAL_HOURLY_RECURRENCE:
    if (byYearDay) return "FREQ=HOURLY with BYYEARDAY is not supported (it is expanded hour by hour)";
    break;
  default:
    break;
  }
  // A BYMONTHDAY no BYMONTH month has (BYMONTH=2;BYMONTHDAY=30) never matches.
  if (byMonth && byMonthDay) {
    static const int longest[13] = {0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int days = 0;
    for (int i = 0; i < ICAL_BY_MONTH_SIZE && rule->by_month[i] != ICAL_RECURRENCE_ARRAY_MAX; i++) {
      int month = icalrecurrencetype_month_month(rule->by_month[i]);
      if (month >= 1 && month <= 12 && longest[month] > days) days = longest[month];
      if (month > 12) days = 31;
    }
    int possible = 0;
    for (int i = 0; i < ICAL_BY_MONTHDAY_SIZE && rule->by_month_day[i] != ICAL_RECURRENCE_ARRAY_MAX; i++) {
      int day = rule->by_month_day[i];
      if (day < 0 ? -day <= days : day <= days) possible = 1;
    }
    if (!possible) return "BYMONTHDAY never falls in a BYMONTH month";
  }
  return NULL;
}

typedef struct {
  const char *uid;
  instant id;
} override;

static int compare_overrides(const void *a, const void *b) {
  return strcmp(((const override *)a)->uid, ((const override *)b)->uid);
}

void cr_ical_calendar_free(cr_ical_calendar *calendar) {
  if (!calendar) return;
  for (int32_t i = 0; i < calendar->count; i++) {
    event *e = &calendar->events[i];
    free(e->uid);
    free(e->summary);
    free(e->rdates);
    free(e->excluded);
  }
  free(calendar->events);
  if (calendar->root) icalcomponent_free(calendar->root);
  free(calendar);
}

#define OUT_OF_MEMORY(index)                             \
  do {                                                   \
    fail(error, (index), NULL, "out of memory");         \
    goto failed;                                         \
  } while (0)

static cr_ical_calendar *parse(const char *text, cr_ical_error *error);
static int64_t rule_steps(const struct icalrecurrencetype *rule, int64_t span, int32_t count, int64_t cap);

// The text as libical's own string reader hands it out: up to and including the next LF (when no
// LF follows, up to the next CR, passed on as a LF), at most `size` - 1 bytes a piece, as libical's
// line reader asks. Where the next LF and CR are is remembered, not searched for again for every
// piece: libical's reader searches the rest of the text each time (quadratic without line ends).
typedef struct {
  const char *position, *end;
  const char *lineFeed, *carriageReturn;  // the next at or after `position`; `end` when none
} feed;

static char *feed_piece(char *out, size_t size, void *data) {
  feed *f = data;
  if (f->position >= f->end || size < 2) return NULL;
  if (f->lineFeed < f->position) {
    const char *next = memchr(f->position, '\n', (size_t)(f->end - f->position));
    f->lineFeed = next ? next : f->end;
  }
  size_t length;
  int carriageReturn = 0;
  if (f->lineFeed < f->end) {
    length = (size_t)(f->lineFeed - f->position) + 1;
  } else {
    if (f->carriageReturn < f->position) {
      const char *next = memchr(f->position, '\r', (size_t)(f->end - f->position));
      f->carriageReturn = next ? next : f->end;
    }
    carriageReturn = f->carriageReturn < f->end;
    length = carriageReturn ? (size_t)(f->carriageReturn - f->position) + 1 : (size_t)(f->end - f->position);
  }
  if (length > size - 1) length = size - 1;
  memcpy(out, f->position, length);
  // As libical's reader: the last byte handed out becomes the LF, also when the piece was cut short.
  if (carriageReturn) out[length - 1] = '\n';
  out[length] = '\0';
  f->position += length;
  return out;
}

// 1 for a BEGIN line, -1 for an END line, else 0: a line whose name (up to the first ';' or ':',
// as libical reads it) is BEGIN or END, in any case.
static int marker(const char *line) {
  if (strncasecmp(line, "BEGIN", 5) == 0 && (line[5] == ':' || line[5] == ';')) return 1;
  if (strncasecmp(line, "END", 3) == 0 && (line[3] == ':' || line[3] == ';')) return -1;
  return 0;
}

// libical 3.0.16 writes to the process's stderr itself, whatever its error settings, on exactly
// two kinds of content line the parser reaches (read off its source: every icalerror_warn and
// fprintf(stderr) of the parse path): an END with no component open (icalparser.c:786, "Encountered
// END before BEGIN") and a property whose value kind its value parser has no case for — X-LIC-CLASS
// and TASK-MODE (icalvalue.c:747). Neither says anything calrender reads, so such lines are never
// given to libical, and the library leaves stderr alone (no stream swapped, no output lost for a
// thread writing there meanwhile).
static int prints_in_libical(const char *line, int64_t level, int kind) {
  if (kind == -1) return level <= 0;
  size_t name = strcspn(line, ":;");
  return (name == 11 && strncasecmp(line, "X-LIC-CLASS", 11) == 0) ||
         (name == 9 && strncasecmp(line, "TASK-MODE", 9) == 0);
}

// libical's parser (icalparser_parse_string) is quadratic in the lines it rejects: each rejected
// property is looked for from the start of its component's properties to be removed, behind the
// X-LIC-ERROR of every line rejected before it (40,000 `DTSTAMP:x` in one VEVENT, 440 kB: 15 s).
// So the text is fed through libical's own incremental interface (its line reader and unfolding,
// one content line at a time, the loop of icalparser.h's example), and once a line inside a
// component has been rejected only BEGIN and END lines follow it: the file is refused for that
// line's X-LIC-ERROR anyway, and its components are still the ones libical would have built
// (which VEVENT an error is in). A file libical accepts reaches it whole and in order.
// NULL when no component was complete (or memory ran out: `*outOfMemory`).
static icalcomponent *parse_components(const char *text, int *outOfMemory) {
  *outOfMemory = 0;
  icalparser *parser = icalparser_new();
  if (!parser) {
    *outOfMemory = 1;
    return NULL;
  }
  size_t length = strlen(text);
  const char *lineFeed = memchr(text, '\n', length), *carriageReturn = memchr(text, '\r', length);
  feed f = {text, text + length, lineFeed ? lineFeed : text + length, carriageReturn ? carriageReturn : text + length};
  icalparser_set_gen_data(parser, &f);
  icalcomponent *root = NULL;
  // libical's nesting level and the length of its stack of open components (pvl), as its BEGIN
  // and END handling changes them: an END with nothing open pops nothing, and back at level 0 the
  // stack is emptied.
  int64_t level = 0, open = 0;
  int rejected = 0;
  for (;;) {
    char *line = icalparser_get_line(parser, feed_piece);
    if (!line) break;
    int kind = marker(line);
    if ((rejected && kind == 0) || prints_in_libical(line, level, kind)) {
      icalmemory_free_buffer(line);
      continue;
    }
    icalcomponent *done = icalparser_add_line(parser, line);
    if (kind == 1) {
      level++;
      open++;
    } else if (kind == -1) {
      level--;
      if (open > 0) open--;
      if (level == 0) open = 0;
    } else if (open > 0 && icalparser_get_state(parser) == ICALPARSER_ERROR) {
      // Only a rejected line leaves this state inside a component (a BEGIN resets it), and each
      // rejection there leaves an X-LIC-ERROR in the component.
      rejected = 1;
    }
    icalmemory_free_buffer(line);
    if (!done) continue;
    // Several top-level components go under one XROOT, as icalparser_parse puts them.
    if (!root) {
      root = done;
    } else if (icalcomponent_isa(root) != ICAL_XROOT_COMPONENT) {
      icalcomponent *both = icalcomponent_new(ICAL_XROOT_COMPONENT);
      if (!both) {
        icalcomponent_free(done);
        *outOfMemory = 1;
        break;
      }
      icalcomponent_add_component(both, root);
      icalcomponent_add_component(both, done);
      root = both;
    } else {
      icalcomponent_add_component(root, done);
    }
  }
  icalparser_free(parser);
  if (*outOfMemory && root) {
    icalcomponent_free(root);
    root = NULL;
  }
  return root;
}

// libical expands a zone's STANDARD and DAYLIGHT rules, each from its DTSTART, into one array of
// changes when a time in the zone is first converted, and again further (up to 2582, its
// ICALTIMEZONE_MAX_YEAR) when a later year is asked about, without a bound of its own:
// FREQ=SECONDLY from 1970 is billions of changes and the memory for them, FREQ=DAILY from year 1
// 740,000. So each VTIMEZONE of the file is checked before the first conversion in it: its rules
// as `unbounded` checks an event's, and their steps through 2582, counted as an expansion's are
// (an Outlook zone's two yearly rules from 1601: 16,000), against one budget for the file's zones.
typedef struct {
  const icaltimezone **checked;
  int32_t count, capacity;
  int64_t steps;
} zone_checks;

static const char *unbounded(const struct icalrecurrencetype *rule);
static int64_t seconds_of(struct icaltimetype t, const icaltimezone *zone);

// The index of `vtimezone` among `calendar`'s VTIMEZONEs in document order: libical puts each
// VTIMEZONE first among a component's children as it is added (its Mozilla fix), so their order
// in the list is the reverse of the document's.
static int32_t zone_index(icalcomponent *calendar, const icalcomponent *vtimezone) {
  int32_t count = 0, found = -1;
  for (icalcomponent *c = icalcomponent_get_first_component(calendar, ICAL_VTIMEZONE_COMPONENT); c;
       c = icalcomponent_get_next_component(calendar, ICAL_VTIMEZONE_COMPONENT)) {
    if (c == vtimezone) found = count;
    count++;
  }
  return found < 0 ? -1 : count - 1 - found;
}

// 1 when `zone`'s rules may be expanded (checked now or before); else 0 with `error` filled.
static int check_zone(zone_checks *z, const icaltimezone *zone, icalcomponent *calendar, cr_ical_error *error) {
  for (int32_t i = 0; i < z->count; i++) {
    if (z->checked[i] == zone) return 1;
  }
  if (z->count == z->capacity) {
    int32_t grown = z->capacity ? z->capacity * 2 : 8;
    const icaltimezone **bigger = realloc(z->checked, sizeof *bigger * (size_t)grown);
    if (!bigger) {
      fail(error, -1, NULL, "out of memory");
      return 0;
    }
    z->checked = bigger;
    z->capacity = grown;
  }
  z->checked[z->count++] = zone;
  icalcomponent *vtimezone = icaltimezone_get_component((icaltimezone *)zone);
  if (!vtimezone) return 1;
  const char *tzid = icaltimezone_get_tzid((icaltimezone *)zone);
  // The end of 2582 as libical steps a zone's rules: in local time, read here as if UTC.
  const int64_t last = day_start_utc(julian_day(2583, 1, 1));
  int32_t observance_index = -1;
  for (icalcomponent *o = icalcomponent_get_first_component(vtimezone, ICAL_ANY_COMPONENT); o;
       o = icalcomponent_get_next_component(vtimezone, ICAL_ANY_COMPONENT)) {
    observance_index++;
    icalcomponent_kind kind = icalcomponent_isa(o);
    if (kind != ICAL_XSTANDARD_COMPONENT && kind != ICAL_XDAYLIGHT_COMPONENT) continue;
    icalproperty *start = icalcomponent_get_first_property(o, ICAL_DTSTART_PROPERTY);
    if (!start) continue;  // libical ignores such an observance
    struct icaltimetype dtstart = icalproperty_get_dtstart(start);
    dtstart.zone = NULL;
    int64_t from = seconds_of(dtstart, NULL);
    for (icalproperty *p = icalcomponent_get_first_property(o, ICAL_RRULE_PROPERTY); p;
         p = icalcomponent_get_next_property(o, ICAL_RRULE_PROPERTY)) {
      struct icalrecurrencetype rule = icalproperty_get_rrule(p);
      const char *reason = unbounded(&rule);
      int64_t to = last;
      if (!icaltime_is_null_time(rule.until)) {
        struct icaltimetype until = rule.until;
        until.zone = NULL;
        int64_t seconds = seconds_of(until, NULL);
        if (seconds < to) to = seconds;
      }
      if (!reason) {
        z->steps += rule_steps(&rule, to - from, rule.count, CR_ICAL_ZONE_STEP_BUDGET) + 4;
        if (z->steps <= CR_ICAL_ZONE_STEP_BUDGET) continue;
      }
      const char *observance = kind == ICAL_XSTANDARD_COMPONENT ? "STANDARD" : "DAYLIGHT";
      if (reason) {
        fail(error, -1, "RRULE", "RRULE: %s of time zone '%s': %s", observance, tzid ? tzid : "", reason);
      } else {
        fail(error, -1, "RRULE",
             "RRULE: %s of time zone '%s': more than %d recurrence steps for the rules of the file's time "
             "zones through 2582, the last year libical expands a zone to (a rule too fine, or from too long ago)",
             observance, tzid ? tzid : "", CR_ICAL_ZONE_STEP_BUDGET);
      }
      error->observance = observance_index;
      error->zone = zone_index(calendar, vtimezone);
      return 0;
    }
  }
  return 1;
}

// libical does not check every allocation (its list nodes, for one, are used unchecked): when
// memory runs out while it parses, as under `ulimit -v`, it crashes (SIGSEGV). So the memory its
// components may take is asked for once before it starts, and given back: 768 bytes for each
// content line, comma-separated value and parameter (a property is 370 bytes, measured over
// 143,000 of them; a rejected line adds an X-LIC-ERROR as big again, with a copy of up to 1 kB of
// the line), and the text twice. When that cannot be had the file is refused as "out of memory"
// before libical runs; when it can, libical allocates from what was given back.
static int memory_for_parse(const char *text) {
  size_t pieces = 1, length = 0;
  for (const char *p = text; *p; p++, length++)
    pieces += *p == '\n' || (*p == '\r' && p[1] != '\n') || *p == ',' || *p == ';';
  if (pieces > SIZE_MAX / 2048 || length > SIZE_MAX / 4) return 0;
  void *probe = malloc(pieces * 768 + 2 * length + (1u << 20));
  if (!probe) return 0;
  free(probe);
  return 1;
}

cr_ical_calendar *cr_ical_parse(const char *text, cr_ical_error *error) {
  if (!libical_ready(error)) return NULL;
  if (!memory_for_parse(text)) {
    memset(error, 0, sizeof *error);
    fail(error, -1, NULL, "out of memory");
    return NULL;
  }
  pthread_mutex_lock(&libical_lock);
  cr_ical_calendar *calendar = parse(text, error);
  pthread_mutex_unlock(&libical_lock);
  return calendar;
}

// The zone of a DTSTART/DTEND/EXDATE/RDATE property: NULL for UTC or floating; *unknown is 1 when a
// TZID names a zone neither the calendar nor the system knows. A zone of the calendar is checked
// (check_zone) before it is returned: *unknown is 2 (and `error` filled) when it is refused.
static const icaltimezone *zone_of(icalproperty *p, icalcomponent *calendar, int *unknown, zone_checks *checks,
                                   cr_ical_error *error) {
  *unknown = 0;
  if (!p) return NULL;
  icalparameter *tzid = icalproperty_get_first_parameter(p, ICAL_TZID_PARAMETER);
  if (!tzid) return NULL;
  const char *id = icalparameter_get_tzid(tzid);
  if (!id) {
    *unknown = 1;
    return NULL;
  }
  icaltimezone *zone = calendar ? icalcomponent_get_timezone(calendar, id) : NULL;
  if (zone && !check_zone(checks, zone, calendar, error)) {
    *unknown = 2;
    return NULL;
  }
  if (!zone) zone = icaltimezone_get_builtin_timezone(id);
  if (!zone) *unknown = 1;
  return zone;
}

static cr_ical_calendar *parse(const char *text, cr_ical_error *error) {
  memset(error, 0, sizeof *error);
  error->event = -1;
  error->zone = error->observance = -1;
  // Not fatal: libical then neither aborts nor prints; its errors are read back below.
  icalerror_set_errors_are_fatal(0);
  icalerror_clear_errno();
  override *overrides = NULL;
  int32_t overrideCount = 0, overrideCapacity = 0;
  zone_checks zones = {0};
  cr_ical_calendar *calendar = calloc(1, sizeof *calendar);
  if (!calendar) {
    fail(error, -1, NULL, "out of memory");
    return NULL;
  }
  int outOfMemory = 0;
  calendar->root = parse_components(text, &outOfMemory);
  if (!calendar->root) {
    fail(error, -1, NULL,
         outOfMemory || icalerrno == ICAL_NEWFAILED_ERROR ? "out of memory" : "not an iCalendar object");
    goto failed;
  }
  icalerror_clear_errno();
  icalcomponent *root = calendar->root;
  icalcomponent *vcalendar = icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT ? root : NULL;
  int32_t total = 0;
  if (vcalendar) {
    total = icalcomponent_count_components(root, ICAL_VEVENT_COMPONENT);
  } else if (icalcomponent_isa(root) == ICAL_VEVENT_COMPONENT) {
    total = 1;
  }
  {
    // Errors outside any VEVENT (the calendar's own properties, a VTIMEZONE).
    icalproperty *p = icalcomponent_get_first_property(root, ICAL_XLICERROR_PROPERTY);
    if (p && vcalendar) {
      fail(error, -1, NULL, "%s", icalproperty_get_xlicerror(p));
      goto failed;
    }
    if (vcalendar) {
      for (icalcomponent *child = icalcomponent_get_first_component(root, ICAL_ANY_COMPONENT); child;
           child = icalcomponent_get_next_component(root, ICAL_ANY_COMPONENT)) {
        if (icalcomponent_isa(child) == ICAL_VEVENT_COMPONENT) continue;
        const char *message = first_error(child);
        if (message) {
          fail(error, -1, NULL, "%s", message);
          goto failed;
        }
      }
    }
  }
  if (total > 0) {
    calendar->events = calloc((size_t)total, sizeof(event));
    if (!calendar->events) OUT_OF_MEMORY(-1);
  }
  icalcomponent *first = vcalendar ? icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT)
                                   : (total ? root : NULL);
  int32_t index = 0;
  for (icalcomponent *c = first; c && index < total;
       c = vcalendar ? icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT) : NULL, index++) {
    const char *message = first_error(c);
    if (message) {
      fail(error, index, NULL, "%s", message);
      goto failed;
    }
    event *e = &calendar->events[calendar->count++];
    e->index = index;
    icalproperty *dtstartProperty = icalcomponent_get_first_property(c, ICAL_DTSTART_PROPERTY);
    if (!dtstartProperty) {
      fail(error, index, "BEGIN", "VEVENT without DTSTART");
      goto failed;
    }
    int unknown = 0;
    e->zone = zone_of(dtstartProperty, vcalendar, &unknown, &zones, error);
    if (unknown == 2) goto failed;
    if (unknown) {
      fail(error, index, "DTSTART", "DTSTART: unknown TZID '%s'", tzid_of(dtstartProperty));
      goto failed;
    }
    e->dtstart = icalproperty_get_dtstart(dtstartProperty);
    if (icaltime_is_null_time(e->dtstart)) {
      fail(error, index, "DTSTART", "DTSTART: not a date or date-time");
      goto failed;
    }
    e->allDay = e->dtstart.is_date;
    e->floating = !e->allDay && !e->zone && !icaltime_is_utc(e->dtstart);
    e->startPosition = position(e->dtstart, e->zone);
    const char *uid = icalcomponent_get_uid(c);
    const char *summary = icalcomponent_get_summary(c);
    e->uid = strdup(uid ? uid : "");
    e->summary = strdup(summary ? summary : "");
    if (!e->uid || !e->summary) OUT_OF_MEMORY(index);
    // Length: DTEND, else DURATION, else a day (all-day) or nothing.
    e->length = e->allDay ? 1 : 0;
    icalproperty *dtendProperty = icalcomponent_get_first_property(c, ICAL_DTEND_PROPERTY);
    icalproperty *durationProperty = icalcomponent_get_first_property(c, ICAL_DURATION_PROPERTY);
    if (dtendProperty) {
      const icaltimezone *endZone = zone_of(dtendProperty, vcalendar, &unknown, &zones, error);
      if (unknown == 2) goto failed;
      if (unknown) {
        fail(error, index, "DTEND", "DTEND: unknown TZID '%s'", tzid_of(dtendProperty));
        goto failed;
      }
      e->length = position(icalproperty_get_dtend(dtendProperty), endZone) - e->startPosition;
    } else if (durationProperty) {
      int64_t seconds = (int64_t)icaldurationtype_as_int(icalproperty_get_duration(durationProperty));
      e->length = e->allDay ? seconds / 86400 : seconds;
    }
    if (e->length < 0) {
      fail(error, index, dtendProperty ? "DTEND" : "DURATION", "%s: before DTSTART",
           dtendProperty ? "DTEND" : "DURATION");
      goto failed;
    }
    icalproperty *recurrenceId = icalcomponent_get_first_property(c, ICAL_RECURRENCEID_PROPERTY);
    if (recurrenceId) {
      const icaltimezone *zone = zone_of(recurrenceId, vcalendar, &unknown, &zones, error);
      if (unknown == 2) goto failed;
      struct icaltimetype id = icalproperty_get_recurrenceid(recurrenceId);
      if (overrideCount == overrideCapacity) {
        int32_t grown = overrideCapacity ? overrideCapacity * 2 : 8;
        override *bigger = realloc(overrides, sizeof(override) * (size_t)grown);
        if (!bigger) OUT_OF_MEMORY(index);
        overrides = bigger;
        overrideCapacity = grown;
      }
      overrides[overrideCount++] = (override){e->uid, {position(id, zone), id.is_date}};
    }
    icalproperty *rrule = icalcomponent_get_first_property(c, ICAL_RRULE_PROPERTY);
    if (rrule && !recurrenceId) {
      e->rule = icalproperty_get_rrule(rrule);
      e->hasRule = 1;
      const char *reason = unbounded(&e->rule);
      if (reason) {
        fail(error, index, "RRULE", "RRULE: %s", reason);
        goto failed;
      }
    }
    int32_t rdateCapacity = 0;
    for (icalproperty *p = icalcomponent_get_first_property(c, ICAL_RDATE_PROPERTY); p;
         p = icalcomponent_get_next_property(c, ICAL_RDATE_PROPERTY)) {
      const icaltimezone *zone = zone_of(p, vcalendar, &unknown, &zones, error);
      if (unknown == 2) goto failed;
      struct icaldatetimeperiodtype rdate = icalproperty_get_rdate(p);
      if (icaltime_is_null_time(rdate.time)) continue;
      if (!push(&e->rdates, &e->rdateCount, &rdateCapacity, (instant){position(rdate.time, zone), rdate.time.is_date}))
        OUT_OF_MEMORY(index);
    }
    for (icalproperty *p = icalcomponent_get_first_property(c, ICAL_EXDATE_PROPERTY); p;
         p = icalcomponent_get_next_property(c, ICAL_EXDATE_PROPERTY)) {
      const icaltimezone *zone = zone_of(p, vcalendar, &unknown, &zones, error);
      if (unknown == 2) goto failed;
      struct icaltimetype exdate = icalproperty_get_exdate(p);
      if (!push(&e->excluded, &e->excludedCount, &e->excludedCapacity, (instant){position(exdate, zone), exdate.is_date}))
        OUT_OF_MEMORY(index);
    }
    // Overrides are events of their own: only masters lose the occurrences they replace.
    if (recurrenceId) e->excludedCount = 0;
  }
  // Each master loses the occurrences its overrides (same UID) replace.
  if (overrideCount > 0) qsort(overrides, (size_t)overrideCount, sizeof(override), compare_overrides);
  for (int32_t i = 0; i < calendar->count; i++) {
    event *e = &calendar->events[i];
    if (overrideCount > 0 && e->hasRule + e->rdateCount > 0) {
      override key = {e->uid, {0, 0}};
      override *hit = bsearch(&key, overrides, (size_t)overrideCount, sizeof(override), compare_overrides);
      if (hit) {
        while (hit > overrides && strcmp(hit[-1].uid, e->uid) == 0) hit--;
        for (; hit < overrides + overrideCount && strcmp(hit->uid, e->uid) == 0; hit++) {
          if (!push(&e->excluded, &e->excludedCount, &e->excludedCapacity, hit->id)) OUT_OF_MEMORY(e->index);
        }
      }
    }
    if (e->excludedCount > 1) qsort(e->excluded, (size_t)e->excludedCount, sizeof(instant), compare_instants);
    // RDATEs as a set: sorted, each once (the recurrence set is a union, RFC 5545 §3.8.5.2).
    if (e->rdateCount > 1) {
      qsort(e->rdates, (size_t)e->rdateCount, sizeof(instant), compare_instants);
      int32_t unique = 1;
      for (int32_t k = 1; k < e->rdateCount; k++) {
        if (compare_instants(&e->rdates[k], &e->rdates[unique - 1]) != 0) e->rdates[unique++] = e->rdates[k];
      }
      e->rdateCount = unique;
    }
  }
  free(overrides);
  free(zones.checked);
  return calendar;
failed:
  free(overrides);
  free(zones.checked);
  cr_ical_calendar_free(calendar);
  return NULL;
}

// The steps of one rule in one expansion: where libical starts (DTSTART, or near the days asked
// about), the rule it is given (COUNT counted by the shim, UNTIL no later than the last day asked
// about) and the steps that may take at most.
typedef struct {
  struct icalrecurrencetype rule;
  int32_t count;       // the rule's COUNT (0: none), counted here from DTSTART
  int32_t skip;        // 1: start near `from` (libical's set_start), 0: at DTSTART
  int32_t none;        // 1: no occurrence of the rule can reach the days asked about
  struct icaltimetype start;
  int64_t steps;       // at most this many steps (see rule_steps)
} plan;

static int64_t list_length(const short *list, int size) {
  int64_t n = 0;
  while (n < size && list[n] != ICAL_RECURRENCE_ARRAY_MAX) n++;
  return n;
}

// Whether a BY part of `rule` can leave a FREQ unit without an occurrence (RFC 5545 §3.3.10's
// "limit"; MONTHLY BYMONTHDAY=31 and a YEARLY 29 February skip units too, at most 7 in a row).
static int limits(const struct icalrecurrencetype *rule) {
  int freq = rule->freq;
  return has(rule->by_set_pos) || has(rule->by_month_day) || has(rule->by_year_day) || has(rule->by_week_no) ||
         (has(rule->by_month) && freq != ICAL_YEARLY_RECURRENCE) || (has(rule->by_day) && freq != ICAL_WEEKLY_RECURRENCE) ||
         (has(rule->by_hour) && freq <= ICAL_HOURLY_RECURRENCE) ||
         (has(rule->by_minute) && freq <= ICAL_MINUTELY_RECURRENCE) ||
         (has(rule->by_second) && freq == ICAL_SECONDLY_RECURRENCE);
}

// At most how many candidate instants libical looks at to step `rule` through `span` seconds, or
// more than `cap` (a bound on *work*, which the clock is not: the same file is accepted on every
// machine and every run). libical steps a rule FREQ unit by FREQ unit (INTERVAL apart); within a
// unit it expands the BY parts that expand (RFC 5545 §3.3.10's table: BYDAY in WEEKLY, the day parts
// in MONTHLY and YEARLY, the time parts finer than FREQ) and tests each candidate against the parts
// that limit. A rule with COUNT and nothing that limits stops after COUNT occurrences, each found
// within 8 units (a 29 February every 4 or 8 years).
static int64_t rule_steps(const struct icalrecurrencetype *rule, int64_t span, int32_t count, int64_t cap) {
  static const int64_t unit[] = {1, 60, 3600, 86400, 7 * 86400, 28 * 86400, 365 * 86400};
  if (rule->freq < ICAL_SECONDLY_RECURRENCE || rule->freq > ICAL_YEARLY_RECURRENCE) return 1;
  int freq = rule->freq;
  int64_t interval = rule->interval > 0 ? rule->interval : 1;
  int64_t units = (span > 0 ? span : 0) / (unit[freq] * interval) + 2;
  int byDay = has(rule->by_day), byMonthDay = has(rule->by_month_day), byYearDay = has(rule->by_year_day),
      byWeekNo = has(rule->by_week_no), byMonth = has(rule->by_month), byHour = has(rule->by_hour),
      byMinute = has(rule->by_minute), bySecond = has(rule->by_second);
  // Days a unit expands to, as libical's cost measures them (callgrind, a step ≈ 13,500
  // instructions): a WEEKLY BYDAY=MO,WE,FR week 3.7 steps, a MONTHLY BYDAY=MO month 8, BYDAY=2TU 4.5,
  // all seven days 37, a YEARLY BYDAY=MO year 76, BYDAY=20MO 22.
  int64_t days = 1, byDays = list_length(rule->by_day, ICAL_BY_DAY_SIZE);
  if (freq == ICAL_WEEKLY_RECURRENCE && byDay) days = byDays < 7 ? byDays + 1 : 8;
  if (freq == ICAL_MONTHLY_RECURRENCE) {
    if (byDay) days = byDays < 7 ? 6 * byDays + 2 : 44;
    else if (byMonthDay) days = list_length(rule->by_month_day, ICAL_BY_MONTHDAY_SIZE) + 2;
  }
  if (freq == ICAL_YEARLY_RECURRENCE) {
    if (byYearDay || byWeekNo) {
      days = 366;
    } else if (byMonth && (byDay || byMonthDay)) {
      // Only the BYMONTH months are expanded, each as a MONTHLY month is: a time zone's
      // BYMONTH=10;BYDAY=-1SU is 8 a year (libical: 5.7, callgrind; with BYMONTHDAY=25,…,31 too, 7.6).
      int64_t month = byDay ? (byDays < 7 ? 6 * byDays + 2 : 44)
                            : list_length(rule->by_month_day, ICAL_BY_MONTHDAY_SIZE) + 2;
      days = list_length(rule->by_month, ICAL_BY_MONTH_SIZE) * month;
      if (days > 366) days = 366;
    } else if (byMonthDay) {
      days = 366;
    } else if (byDay) {
      days = byDays < 7 ? 53 * byDays + 24 : 400;
    } else if (byMonth) {
      days = list_length(rule->by_month, ICAL_BY_MONTH_SIZE);
    }
  }
  int64_t times = 1;
  if (freq > ICAL_HOURLY_RECURRENCE && byHour) times *= list_length(rule->by_hour, ICAL_BY_HOUR_SIZE);
  if (freq > ICAL_MINUTELY_RECURRENCE && byMinute) times *= list_length(rule->by_minute, ICAL_BY_MINUTE_SIZE);
  if (freq > ICAL_SECONDLY_RECURRENCE && bySecond) times *= list_length(rule->by_second, ICAL_BY_SECOND_SIZE);
  if (count > 0 && !limits(rule) && units > 8 * (int64_t)count + 2) units = 8 * (int64_t)count + 2;
  if (units > cap) return cap + 1;
  int64_t steps = units * days * times;  // ≤ cap × 366 × 24 × 60 × 61: no overflow for caps below 2^20
  return steps > cap ? cap + 1 : steps;
}

// The instant (UTC seconds; floating as if UTC; a date's day ends at its last second) of `t`.
static int64_t seconds_of(struct icaltimetype t, const icaltimezone *zone) {
  if (t.is_date) return day_start_utc(julian_day(t.year, t.month, t.day)) + 86399;
  return to_utc(t, t.zone ? t.zone : zone);
}

// `seconds` as a time of the event's kind: a date (all-day), in its zone, UTC or floating.
static struct icaltimetype time_like_dtstart(const event *e, int64_t seconds) {
  if (e->allDay) return icaltime_from_timet_with_zone((time_t)seconds, 1, NULL);
  struct icaltimetype t = from_utc(seconds, e->zone);
  if (!e->zone) t.zone = e->dtstart.zone;  // floating or UTC, as DTSTART
  return t;
}

// How `e`'s rule is stepped for the occurrences overlapping [from, to): libical is never asked past
// `to` (UNTIL is brought forward to it; COUNT, which libical cannot combine with UNTIL, is counted
// here instead), so that no call searches for years for the next match (FREQ=HOURLY;BYMONTH=2;
// BYMONTHDAY=29;BYDAY=MO: 20 years of hours in one call). A rule without COUNT starts near `from`
// (libical's set_start) so that a weekly event of 2005 costs no more in 2024 than one of last
// month; not sub-daily rules with an INTERVAL, whose phase libical loses from another start
// (FREQ=HOURLY;INTERVAL=7 came out of step: checked against recurring-ical-events).
static plan plan_rule(const event *e, int64_t from, int64_t to, int64_t cap) {
  plan p = {0};
  p.rule = e->rule;
  p.count = e->rule.count;
  p.rule.count = 0;
  p.start = e->dtstart;
  int64_t dtstartSeconds = e->allDay ? day_start_utc(e->startPosition) : e->startPosition;
  // The end of the days asked about, as the zone libical steps in sees it (a day each side).
  int64_t end = to + 86400;
  if (dtstartSeconds > end) {
    p.none = 1;
    return p;
  }
  int64_t until = icaltime_is_null_time(e->rule.until) ? INT64_MAX : seconds_of(e->rule.until, e->zone);
  // A COUNT whose occurrences are at most 8 units apart has ended by DTSTART + 8 × COUNT units: an
  // old weekly COUNT=10 event costs nothing in 2024.
  static const int64_t longest[] = {1, 60, 3600, 86400, 7 * 86400, 31 * 86400, 366 * 86400};
  if (p.count > 0 && p.count < 1000000 && !limits(&e->rule) && e->rule.freq >= ICAL_SECONDLY_RECURRENCE &&
      e->rule.freq <= ICAL_YEARLY_RECURRENCE) {
    int64_t interval = e->rule.interval > 0 ? e->rule.interval : 1;
    int64_t last = dtstartSeconds + (8 * (int64_t)p.count + 2) * longest[e->rule.freq] * interval;
    if (last < until) until = last;
  }
  if (until > end) {
    p.rule.until = time_like_dtstart(e, end);
    until = end;
  }
  // The earliest start whose occurrence can still reach `from`, a day early for zone offsets.
  int64_t span = e->allDay ? e->length * 86400 : e->length;
  int64_t earliest = from - span - 2 * 86400;
  if (until < earliest - 86400) {
    p.none = 1;  // the rule ends before the days asked about
    return p;
  }
  int64_t first = dtstartSeconds;
  if (p.count == 0 && !(e->rule.interval > 1 && e->rule.freq < ICAL_DAILY_RECURRENCE) &&
      earliest > dtstartSeconds + 7 * 86400) {
    p.skip = 1;
    p.start = time_like_dtstart(e, earliest);
    first = earliest;
  }
  // And 4 for the rule itself: libical's iterator, its set_start and the call that ends the search
  // (15,000 yearly rules with nothing in the days shown: 73,000 instructions each, callgrind).
  p.steps = rule_steps(&p.rule, until - first, p.count, cap) + 4;
  return p;
}

static icalrecur_iterator *iterator(plan *p, const event *e, int64_t *steps, int64_t stepBudget) {
  icalrecur_iterator *it = icalrecur_iterator_new(p->rule, e->dtstart);
  if (!it || !p->skip) return it;
  if (icalrecur_iterator_set_start(it, p->start)) return it;
  // libical refused the later start: from DTSTART after all, paying for the steps in between.
  icalerror_clear_errno();
  icalrecur_iterator_free(it);
  int64_t dtstartSeconds = e->allDay ? day_start_utc(e->startPosition) : e->startPosition;
  int64_t extra = rule_steps(&p->rule, seconds_of(p->start, e->zone) - dtstartSeconds, 0, stepBudget);
  *steps += extra;
  p->skip = 0;
  return icalrecur_iterator_new(p->rule, e->dtstart);
}

static int add(cr_ical_result *r, const event *e, int64_t start, int64_t end) {
  if (r->count == r->capacity) {
    int32_t grown = r->capacity ? r->capacity * 2 : 64;
    cr_ical_occurrence *bigger = realloc(r->items, sizeof(cr_ical_occurrence) * (size_t)grown);
    if (!bigger) return 0;
    r->items = bigger;
    r->capacity = grown;
  }
  r->items[r->count++] = (cr_ical_occurrence){e->uid, e->summary, e->allDay, e->floating, start, end};
  return 1;
}

// Adds the occurrence starting at `s` if it is not excluded and overlaps [from, to): 1 when kept or
// skipped, 0 when memory ran out.
static int consider(cr_ical_result *r, const event *e, instant s, int64_t from, int64_t to) {
  if (contains(e->excluded, e->excludedCount, s)) return 1;
  int64_t end = s.value + e->length;
  if (e->allDay) {
    int64_t last = e->length > 0 ? end - 1 : s.value;
    if (day_start_utc(last) + 86400 <= from || day_start_utc(s.value) >= to) return 1;
    return add(r, e, s.value, last);
  }
  if ((e->length > 0 ? end <= from : s.value < from) || s.value >= to) return 1;
  return add(r, e, s.value, end);
}

static cr_ical_result *expand(const cr_ical_calendar *calendar, int64_t from, int64_t to, int32_t limit,
                              int64_t stepBudget, cr_ical_error *error);

cr_ical_result *cr_ical_calendar_expand(const cr_ical_calendar *calendar, int64_t from, int64_t to, int32_t limit,
                                        int64_t stepBudget, cr_ical_error *error) {
  pthread_mutex_lock(&libical_lock);
  cr_ical_result *result = expand(calendar, from, to, limit, stepBudget, error);
  pthread_mutex_unlock(&libical_lock);
  return result;
}

#define TOO_MANY_STEPS(e)                                                                                   \
  fail(error, (e)->index, "RRULE",                                                                          \
       "RRULE: more than %lld recurrence steps in the file up to the last day shown (rules too fine, too "  \
       "many, or counted from too long ago, for so many days)",                                             \
       (long long)stepBudget)

static cr_ical_result *expand(const cr_ical_calendar *calendar, int64_t from, int64_t to, int32_t limit,
                              int64_t stepBudget, cr_ical_error *error) {
  memset(error, 0, sizeof *error);
  error->event = -1;
  error->zone = error->observance = -1;
  cr_ical_result *r = calloc(1, sizeof *r);
  plan *plans = calendar->count > 0 ? calloc((size_t)calendar->count, sizeof(plan)) : NULL;
  if (!r || (calendar->count > 0 && !plans)) {
    free(plans);
    free(r);
    fail(error, -1, NULL, "out of memory");
    return NULL;
  }
  // Every rule's steps are bounded before libical takes the first: a file is refused at once, and
  // always the same file.
  int64_t steps = 0, taken = 0;
  for (int32_t i = 0; i < calendar->count; i++) {
    const event *e = &calendar->events[i];
    if (!e->hasRule) continue;
    plans[i] = plan_rule(e, from, to, stepBudget);
    if (plans[i].none) continue;
    steps += plans[i].steps;
    if (steps > stepBudget) {
      TOO_MANY_STEPS(e);
      goto failed;
    }
  }
  for (int32_t i = 0; i < calendar->count; i++) {
    const event *e = &calendar->events[i];
    int64_t toPosition = e->allDay ? (to / 86400) + 2440588 + 1 : to;
    if (e->hasRule && !plans[i].none) {
      icalrecur_iterator *it = iterator(&plans[i], e, &steps, stepBudget);
      if (!it) {
        fail(error, e->index, "RRULE", "RRULE: cannot be expanded");
        goto failed;
      }
      if (steps > stepBudget) {
        icalrecur_iterator_free(it);
        TOO_MANY_STEPS(e);
        goto failed;
      }
      for (int32_t n = 0; plans[i].count == 0 || n < plans[i].count; n++) {
        // Each call is at least one of the candidates bounded above: this cannot fire unless that
        // bound is wrong, and then it refuses rather than run on.
        if (++taken > stepBudget) {
          icalrecur_iterator_free(it);
          TOO_MANY_STEPS(e);
          goto failed;
        }
        struct icaltimetype next = icalrecur_iterator_next(it);
        if (icaltime_is_null_time(next)) break;
        int64_t p = position(next, e->zone);
        if (p > toPosition) break;
        // An RDATE on an occurrence of the rule is that occurrence: added once, with the RDATEs.
        if (contains(e->rdates, e->rdateCount, (instant){p, e->allDay})) continue;
        if (!consider(r, e, (instant){p, e->allDay}, from, to)) {
          icalrecur_iterator_free(it);
          fail(error, e->index, NULL, "out of memory");
          goto failed;
        }
        if (r->count > limit) {
          icalrecur_iterator_free(it);
          fail(error, e->index, "RRULE", "RRULE: more than %d occurrences in the days shown", limit);
          goto failed;
        }
      }
      icalrecur_iterator_free(it);
    } else if (!e->hasRule && !contains(e->rdates, e->rdateCount, (instant){e->startPosition, e->allDay}) &&
               !consider(r, e, (instant){e->startPosition, e->allDay}, from, to)) {
      fail(error, e->index, NULL, "out of memory");
      goto failed;
    }
    for (int32_t k = 0; k < e->rdateCount; k++) {
      if (!consider(r, e, e->rdates[k], from, to)) {
        fail(error, e->index, NULL, "out of memory");
        goto failed;
      }
    }
    if (r->count > limit) {
      fail(error, e->index, "RDATE", "RDATE: more than %d occurrences in the days shown", limit);
      goto failed;
    }
  }
  free(plans);
  return r;
failed:
  free(plans);
  cr_ical_free(r);
  return NULL;
}

int32_t cr_ical_count(const cr_ical_result *result) { return result ? result->count : 0; }

const cr_ical_occurrence *cr_ical_occurrence_at(const cr_ical_result *result, int32_t index) {
  if (!result || index < 0 || index >= result->count) return NULL;
  return &result->items[index];
}

void cr_ical_free(cr_ical_result *result) {
  if (!result) return;
  free(result->items);
  free(result);
}

void cr_ical_version(char out[32]) {
  snprintf(out, 32, "%d.%d.%d", ICAL_MAJOR_VERSION, ICAL_MINOR_VERSION, ICAL_PATCH_VERSION);
}
