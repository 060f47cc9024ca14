// The C shim over libical 3.0: iCalendar in, occurrences out. No libical types cross it.
#ifndef CR_ICAL_H
#define CR_ICAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One occurrence of an event. All-day: `start`/`end` are Julian day numbers, end inclusive.
/// Timed: seconds since 1970 (UTC), end exclusive.
typedef struct cr_ical_occurrence {
  const char *uid;
  const char *summary;
  int32_t allDay;
  int64_t start, end;
} cr_ical_occurrence;

typedef struct cr_ical_result cr_ical_result;

/// Parses `text` and expands every VEVENT (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) into the
/// occurrences that overlap [from, to) (UTC seconds), at most `limit` of them and at most
/// `iterationLimit` recurrence steps an event. On malformed input returns NULL with a message in
/// `error` (the property and libical's reason; libical's own stderr output is suppressed).
cr_ical_result *cr_ical_expand(const char *text, int64_t from, int64_t to, int32_t limit, int32_t iterationLimit,
                               char *error, int32_t errorCapacity);
int32_t cr_ical_count(const cr_ical_result *result);
const cr_ical_occurrence *cr_ical_occurrence_at(const cr_ical_result *result, int32_t index);
void cr_ical_free(cr_ical_result *result);

/// libical's version ("3.0.16"). libical 3.0 has no run-time version call: this is the version of
/// the headers calrender was built against (the library's soname, libical.so.3, pins the major).
void cr_ical_version(char out[32]);

#ifdef __cplusplus
}
#endif
#endif
