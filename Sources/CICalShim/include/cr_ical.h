// The C shim over libical 3.0: iCalendar in, occurrences out. No libical types cross it.
#ifndef CR_ICAL_H
#define CR_ICAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One occurrence of an event. All-day: `start`/`end` are Julian day numbers, end inclusive.
/// Timed: seconds since 1970 (UTC), end exclusive; when `floating` (RFC 5545 §3.3.5: no `Z`, no
/// TZID), seconds of the wall-clock time as if it were UTC, to be read in the viewer's zone.
typedef struct cr_ical_occurrence {
  const char *uid;
  const char *summary;
  int32_t allDay;
  int32_t floating;
  int64_t start, end;
} cr_ical_occurrence;

/// Why a file was refused: a message, the property it concerns ("" if none), the VEVENT it is
/// in (its index among the file's VEVENTs in document order, -1 if none) and, for an error in a
/// time zone's rules, the VTIMEZONE (its index among the VCALENDAR's VTIMEZONEs in document order)
/// and its STANDARD or DAYLIGHT (its index among that VTIMEZONE's components), -1 if none.
typedef struct cr_ical_error {
  char message[512];
  char property[32];
  int32_t event;
  int32_t zone;
  int32_t observance;
} cr_ical_error;

/// A parsed and checked iCalendar file (opaque).
typedef struct cr_ical_calendar cr_ical_calendar;
/// The occurrences of one expansion (opaque).
typedef struct cr_ical_result cr_ical_result;

/// Parses and checks `text` once: X-LIC-ERROR properties, a VEVENT without DTSTART, unknown TZIDs,
/// DTEND before DTSTART, the rules of each VTIMEZONE an event uses (bounded before libical expands
/// them: at most `CR_ICAL_ZONE_STEP_BUDGET` steps for the file's zones together, through 2582, the
/// last year libical expands a zone to); EXDATEs, RDATEs and RECURRENCE-ID overrides are resolved
/// into sorted sets. libical is fed one content line at a time and, once it has rejected a line
/// inside a component, only the BEGIN and END lines after it (the file is refused for that line):
/// libical's parser is quadratic in the lines it rejects.
/// NULL with `error` filled on malformed input, when memory runs out, or when libical cannot be
/// opened (the shim opens libical.so.3 on the first call; nothing else needs it). libical's own stderr
/// output is not written (its errors are not fatal; the shim reads its error state instead).
cr_ical_calendar *cr_ical_parse(const char *text, cr_ical_error *error);

/// At most this many recurrence steps for the rules of the VTIMEZONEs a file's events use, counted
/// as an expansion's are, from each rule's DTSTART through 2582.
#define CR_ICAL_ZONE_STEP_BUDGET 100000

/// Expands every VEVENT into the occurrences that overlap [from, to) (UTC seconds; floating times
/// compared as if UTC), at most `limit` of them, with at most `stepBudget` recurrence steps for the
/// whole file together: the candidate instants libical may look at, bounded from each rule's FREQ,
/// INTERVAL, BY parts, COUNT and UNTIL and the days asked about before the first step is taken
/// (stepBudget below 2^20). Rules whose steps libical cannot bound (FREQ=SECONDLY;BYMONTH=12,
/// BYMONTH=2;BYMONTHDAY=30) are refused by cr_ical_parse. NULL with `error` filled when a limit is
/// reached or memory runs out.
cr_ical_result *cr_ical_calendar_expand(const cr_ical_calendar *calendar, int64_t from, int64_t to, int32_t limit,
                                        int64_t stepBudget, cr_ical_error *error);

void cr_ical_calendar_free(cr_ical_calendar *calendar);

int32_t cr_ical_count(const cr_ical_result *result);
/// The occurrence at `index` (0 ≤ index < count), NULL outside.
const cr_ical_occurrence *cr_ical_occurrence_at(const cr_ical_result *result, int32_t index);
void cr_ical_free(cr_ical_result *result);

/// libical's version ("3.0.16"). libical 3.0 has no run-time version call: this is the version of
/// the headers calrender was built against (the library's soname, libical.so.3, pins the major).
void cr_ical_version(char out[32]);

#ifdef __cplusplus
}
#endif
#endif
