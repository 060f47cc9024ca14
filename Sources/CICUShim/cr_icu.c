// The C shim over the system ICU (libicu 72). Swift cannot import ICU's version-renamed
// symbols directly, and a module that sees both ICU's headers and Foundation does not compile,
// so every ICU call calrender makes goes through here.
#include "cr_icu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/udateintervalformat.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

// Resource lookups with ICU's locale and alias fallback, as the pattern generator and formatters
// do them. ICU exports them (U_CAPI, libicuuc) but declares them in the internal uresimp.h only.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(
    const UResourceBundle *resource, const char *key, UResourceBundle *fillIn, UErrorCode *status);
U_CAPI const UChar *U_EXPORT2 ures_getStringByKeyWithFallback(
    const UResourceBundle *resource, const char *key, int32_t *length, UErrorCode *status);

// Julian day 2440588 is 1970-01-01, ICU's epoch.
#define CR_EPOCH_JULIAN_DAY 2440588
#define CR_MILLIS_PER_DAY 86400000.0
// Beyond every date calrender shows (years 0001..9999), inside ICU's own range.
#define CR_FAR_PAST (-8.64e15)
#define CR_FAR_FUTURE (8.64e15)

static const UChar kUTC[] = {'U', 'T', 'C', 0};

static UDate millis_of(int64_t julianDay) {
  return (double)(julianDay - CR_EPOCH_JULIAN_DAY) * CR_MILLIS_PER_DAY;
}

static UDate change_millis(int64_t julianDay) {
  if (julianDay == INT64_MIN) return CR_FAR_PAST;
  if (julianDay == INT64_MAX) return CR_FAR_FUTURE;
  return millis_of(julianDay);
}

// UTF-16 → UTF-8; returns the UTF-8 length (CR_BUFFER_OVERFLOW in *status when it did not fit).
static int32_t to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity, int32_t *status) {
  if (U_FAILURE(*status)) return 0;
  int32_t written = 0;
  UErrorCode code = (UErrorCode)*status;
  u_strToUTF8(out, capacity, &written, text, length, &code);
  *status = code;
  return written;
}

// UTF-8 → a UTF-16 buffer the caller frees when it is not `stack`.
static UChar *from_utf8(const char *text, UChar *stack, int32_t stackCapacity, int32_t *length, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  u_strFromUTF8(stack, stackCapacity, length, text, -1, &code);
  if (code == U_BUFFER_OVERFLOW_ERROR || code == U_STRING_NOT_TERMINATED_WARNING) {
    UChar *heap = malloc(sizeof(UChar) * (size_t)(*length + 1));
    if (!heap) { *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    code = U_ZERO_ERROR;
    u_strFromUTF8(heap, *length + 1, length, text, -1, &code);
    *status = code;
    return heap;
  }
  *status = code;
  return stack;
}

const char *cr_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void cr_icu_version(char out[32]) {
  UVersionInfo version;
  u_getVersion(version);
  u_versionToString(version, out);
}

void cr_unicode_version(char out[32]) {
  UVersionInfo version;
  u_getUnicodeVersion(version);
  u_versionToString(version, out);
}

void cr_cldr_version(char out[32], int32_t *status) {
  UVersionInfo version;
  UErrorCode code = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &code);
  *status = code;
  u_versionToString(version, out);
}

int32_t cr_locale_count_available(void) { return uloc_countAvailable(); }
const char *cr_locale_available(int32_t index) { return uloc_getAvailable(index); }

int32_t cr_locale_canonicalize(const char *id, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_canonicalize(id, out, capacity, &code);
  *status = code;
  return length;
}

int32_t cr_locale_display_language(const char *id, const char *in, char *out, int32_t capacity, int32_t *status) {
  UChar name[128];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_getDisplayLanguage(id, in, name, 128, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(name, length, out, capacity, status);
}

int32_t cr_locale_language(const char *id, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_getLanguage(id, out, capacity, &code);
  *status = code;
  return length;
}

int32_t cr_locale_keyword(const char *id, const char *key, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_getKeywordValue(id, key, out, capacity, &code);
  *status = code;
  return length;
}

int32_t cr_locale_set_keyword(const char *key, const char *value, char *id, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_setKeywordValue(key, value, id, capacity, &code);
  *status = code;
  return length;
}

int32_t cr_locale_add_likely_subtags(const char *id, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_addLikelySubtags(id, out, capacity, &code);
  *status = code;
  return length;
}

void cr_locale_paper_size(const char *id, int32_t *height, int32_t *width, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  ulocdata_getPaperSize(id, height, width, &code);
  *status = code;
}

int32_t cr_locale_is_right_to_left(const char *id) { return uloc_isRightToLeft(id) ? 1 : 0; }

int32_t cr_locale_has_language_data(const char *language) {
  if (!language || !*language || strcmp(language, "root") == 0) return 0;
  UErrorCode code = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(NULL, language, &code);
  // Falling back to the default locale or root means ICU has nothing for this language.
  int32_t known = U_SUCCESS(code) && code != U_USING_DEFAULT_WARNING;
  if (known) {
    UErrorCode nameCode = U_ZERO_ERROR;
    const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &nameCode);
    known = U_SUCCESS(nameCode) && actual && strcmp(actual, "root") != 0;
  }
  ures_close(bundle);
  return known;
}

struct cr_calendar { UCalendar *handle; };

cr_calendar *cr_calendar_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *handle = ucal_open(kUTC, -1, locale, UCAL_DEFAULT, &code);
  *status = code;
  if (U_FAILURE(code)) return NULL;
  cr_calendar *calendar = malloc(sizeof *calendar);
  if (!calendar) { ucal_close(handle); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
  calendar->handle = handle;
  return calendar;
}

void cr_calendar_close(cr_calendar *calendar) {
  if (!calendar) return;
  ucal_close(calendar->handle);
  free(calendar);
}

int32_t cr_calendar_type(const cr_calendar *calendar, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  const char *type = ucal_getType(calendar->handle, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  int32_t length = (int32_t)strlen(type);
  if (length < capacity) memcpy(out, type, (size_t)length + 1);
  else *status = U_BUFFER_OVERFLOW_ERROR;
  return length;
}

int32_t cr_calendar_first_weekday(const cr_calendar *calendar) {
  return ucal_getAttribute(calendar->handle, UCAL_FIRST_DAY_OF_WEEK);
}

int32_t cr_calendar_minimal_days(const cr_calendar *calendar) {
  return ucal_getAttribute(calendar->handle, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
}

void cr_calendar_set_week_rules(cr_calendar *calendar, int32_t firstWeekday, int32_t minimalDays) {
  ucal_setAttribute(calendar->handle, UCAL_FIRST_DAY_OF_WEEK, firstWeekday);
  ucal_setAttribute(calendar->handle, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK, minimalDays);
}

int32_t cr_calendar_weekday_type(const cr_calendar *calendar, int32_t weekday, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendarWeekdayType type = ucal_getDayOfWeekType(calendar->handle, (UCalendarDaysOfWeek)weekday, &code);
  *status = code;
  return (int32_t)type;
}

void cr_calendar_set_gregorian_change(cr_calendar *calendar, int64_t julianDay, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  ucal_setGregorianChange(calendar->handle, change_millis(julianDay), &code);
  *status = code;
}

// A Gregorian calendar in an IANA zone (NULL: UTC), at the current time. ICU turns an unknown zone
// into GMT silently, so the id is checked first: an unknown one is U_ILLEGAL_ARGUMENT_ERROR.
static UCalendar *open_zone(const char *zone, int32_t *status) {
  UChar stack[64];
  int32_t length = -1;
  UChar *id = (UChar *)kUTC;
  if (zone) {
    id = from_utf8(zone, stack, 64, &length, status);
    if (U_FAILURE(*status)) return NULL;
    UChar canonical[128];
    UBool isSystem = 0;
    UErrorCode check = U_ZERO_ERROR;
    ucal_getCanonicalTimeZoneID(id, length, canonical, 128, &isSystem, &check);
    if (U_FAILURE(check) || !isSystem) {
      if (id != stack) free(id);
      *status = U_ILLEGAL_ARGUMENT_ERROR;
      return NULL;
    }
  }
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *c = ucal_open(id, length, "en_US_POSIX", UCAL_GREGORIAN, &code);
  if (zone && id != stack) free(id);
  *status = code;
  return U_SUCCESS(code) ? c : NULL;
}

int32_t cr_zone_offset_seconds(const char *zone, double epochSeconds, int32_t *status) {
  UCalendar *c = open_zone(zone, status);
  if (!c) return 0;
  UErrorCode code = U_ZERO_ERROR;
  ucal_setMillis(c, epochSeconds * 1000.0, &code);
  int32_t offset = (ucal_get(c, UCAL_ZONE_OFFSET, &code) + ucal_get(c, UCAL_DST_OFFSET, &code)) / 1000;
  ucal_close(c);
  *status = code;
  return offset;
}

cr_zone *cr_zone_open(const char *zone, int32_t *status) { return (cr_zone *)open_zone(zone, status); }

int32_t cr_zone_offset(cr_zone *zone, double epochSeconds, int32_t *status) {
  UCalendar *c = (UCalendar *)zone;
  UErrorCode code = U_ZERO_ERROR;
  ucal_setMillis(c, epochSeconds * 1000.0, &code);
  int32_t offset = (ucal_get(c, UCAL_ZONE_OFFSET, &code) + ucal_get(c, UCAL_DST_OFFSET, &code)) / 1000;
  *status = code;
  return offset;
}

void cr_zone_close(cr_zone *zone) { ucal_close((UCalendar *)zone); }

int64_t cr_today_julian_day(const char *zone, int32_t *status) {
  UCalendar *c = open_zone(zone, status);
  if (!c) return 0;
  UErrorCode code = U_ZERO_ERROR;
  int64_t julianDay = (int64_t)ucal_get(c, UCAL_JULIAN_DAY, &code);
  ucal_close(c);
  *status = code;
  return julianDay;
}

void cr_calendar_fields(cr_calendar *calendar, int64_t julianDay, cr_fields *out, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *c = calendar->handle;
  ucal_setMillis(c, millis_of(julianDay), &code);
  out->era = ucal_get(c, UCAL_ERA, &code);
  out->year = ucal_get(c, UCAL_YEAR, &code);
  out->extendedYear = ucal_get(c, UCAL_EXTENDED_YEAR, &code);
  out->month = ucal_get(c, UCAL_MONTH, &code);
  out->isLeapMonth = ucal_get(c, UCAL_IS_LEAP_MONTH, &code);
  out->day = ucal_get(c, UCAL_DATE, &code);
  out->dayOfWeek = ucal_get(c, UCAL_DAY_OF_WEEK, &code);
  out->weekOfYear = ucal_get(c, UCAL_WEEK_OF_YEAR, &code);
  out->yearWoy = ucal_get(c, UCAL_YEAR_WOY, &code);
  *status = code;
}

static int64_t julian_day_now(UCalendar *c, UErrorCode *code) {
  return (int64_t)ucal_get(c, UCAL_JULIAN_DAY, code);
}

void cr_calendar_month_bounds(cr_calendar *calendar, int64_t julianDay, cr_month_bounds *out, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *c = calendar->handle;
  ucal_setMillis(c, millis_of(julianDay), &code);
  int64_t start = julianDay - (ucal_get(c, UCAL_DATE, &code) - 1);
  // Every setMillis makes ICU compute all fields anew (a Chinese date: new-moon searches, more the
  // farther from 2000), even to the same instant: set only where the instant changes.
  if (start != julianDay) ucal_setMillis(c, millis_of(start), &code);
  if (ucal_get(c, UCAL_DATE, &code) != 1) {
    // Day numbers jump inside this month (a Gregorian change-over): let ICU find day 1. Setting
    // fields is avoided elsewhere: ICU 72's Chinese calendar resolves a set DATE into the wrong
    // month around leap months.
    ucal_setMillis(c, millis_of(julianDay), &code);
    ucal_set(c, UCAL_DATE, 1);
    start = (int64_t)ucal_get(c, UCAL_JULIAN_DAY, &code);
    ucal_setMillis(c, millis_of(start), &code);
  }
  out->era = ucal_get(c, UCAL_ERA, &code);
  out->year = ucal_get(c, UCAL_YEAR, &code);
  out->extendedYear = ucal_get(c, UCAL_EXTENDED_YEAR, &code);
  out->month = ucal_get(c, UCAL_MONTH, &code);
  out->isLeapMonth = ucal_get(c, UCAL_IS_LEAP_MONTH, &code);
  // The end, found by probing day numbers rather than with UCAL_ACTUAL_MAXIMUM, which clones the
  // calendar (and in the Chinese calendar recomputes new moons) on every call.
  int32_t least = ucal_getLimit(c, UCAL_DATE, UCAL_LEAST_MAXIMUM, &code);
  int32_t greatest = ucal_getLimit(c, UCAL_DATE, UCAL_MAXIMUM, &code);
  int64_t end = 0;
  int64_t probe = start + (least > 0 ? least : 1);
  // Whether the first probe showed day numbers running 1, 2, 3 … without a jump.
  int contiguous = 0;
  for (int step = 0; step < 8 && U_SUCCESS(code); step++) {
    ucal_setMillis(c, millis_of(probe), &code);
    int32_t day = ucal_get(c, UCAL_DATE, &code);
    int same = ucal_get(c, UCAL_EXTENDED_YEAR, &code) == out->extendedYear &&
               ucal_get(c, UCAL_MONTH, &code) == out->month &&
               ucal_get(c, UCAL_IS_LEAP_MONTH, &code) == out->isLeapMonth;
    if (step == 0) contiguous = same ? day == probe - start + 1 : day == 1;
    if (same) {
      // Still this month: its end is at most this many days on.
      probe += (greatest > day ? greatest - day : 0) + 1;
      continue;
    }
    // In the next month, whose days before this one are 1 … day-1; across a change-over the
    // numbers jump, and the bounds are found with ICU's own fields instead.
    int64_t candidate = probe - (day - 1);
    if (candidate != probe) ucal_setMillis(c, millis_of(candidate), &code);
    if (ucal_get(c, UCAL_DATE, &code) == 1) end = candidate;
    break;
  }
  int32_t maximumDay = 0;
  if (end > start && contiguous) {
    maximumDay = (int32_t)(end - start);
  } else if (end > start) {
    ucal_setMillis(c, millis_of(end - 1), &code);
    maximumDay = ucal_get(c, UCAL_DATE, &code);
  } else {
    ucal_setMillis(c, millis_of(start), &code);
    maximumDay = ucal_getLimit(c, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &code);
    // A month never has more days than its largest day number, so this lands in the next month;
    // across a change-over (October 1582 skips ten) it lands past that month's first day.
    end = start + maximumDay;
    ucal_setMillis(c, millis_of(end), &code);
    int32_t day = ucal_get(c, UCAL_DATE, &code);
    if (day != 1) {
      end -= day - 1;
      ucal_setMillis(c, millis_of(end), &code);
      if (U_SUCCESS(code) && ucal_get(c, UCAL_DATE, &code) != 1) code = U_INTERNAL_PROGRAM_ERROR;
    }
  }
  out->start = start;
  out->end = end;
  out->maximumDay = maximumDay;
  *status = code;
}

// Orders months: a leap month follows the month it repeats (Chinese); Hebrew numbers Adar I apart.
static int64_t month_key(int32_t extendedYear, int32_t month, int32_t isLeapMonth) {
  return (int64_t)extendedYear * 64 + month * 2 + (isLeapMonth ? 1 : 0);
}

int64_t cr_calendar_julian_day(cr_calendar *calendar, int32_t extendedYear, int32_t month,
                               int32_t isLeapMonth, int32_t day, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *c = calendar->handle;
  ucal_clear(c);
  ucal_set(c, UCAL_EXTENDED_YEAR, extendedYear);
  ucal_set(c, UCAL_MONTH, month);
  ucal_set(c, UCAL_IS_LEAP_MONTH, isLeapMonth);
  ucal_set(c, UCAL_DATE, 1);
  int64_t estimate = (int64_t)ucal_get(c, UCAL_JULIAN_DAY, &code);
  if (U_FAILURE(code)) { *status = code; return 0; }
  // ICU is lenient, and its Chinese calendar sometimes resolves fields into a neighbouring month:
  // take its answer as an estimate and walk month by month to the one asked for.
  int64_t target = month_key(extendedYear, month, isLeapMonth);
  int64_t at = estimate;
  int lastDirection = 0;
  for (int step = 0; step < 40; step++) {
    cr_month_bounds bounds;
    int32_t boundsStatus = 0;
    cr_calendar_month_bounds(calendar, at, &bounds, &boundsStatus);
    if (boundsStatus > 0) { *status = boundsStatus; return 0; }
    ucal_setMillis(c, millis_of(bounds.start), &code);
    int64_t key = month_key(ucal_get(c, UCAL_EXTENDED_YEAR, &code), ucal_get(c, UCAL_MONTH, &code),
                            ucal_get(c, UCAL_IS_LEAP_MONTH, &code));
    if (U_FAILURE(code)) break;
    if (key == target) {
      // The day exists only if its number reads back (1582-10-10 does not).
      if (day < 1 || day > bounds.maximumDay) break;
      int64_t julianDay = bounds.start;
      for (; julianDay < bounds.end; julianDay++) {
        ucal_setMillis(c, millis_of(julianDay), &code);
        int32_t d = ucal_get(c, UCAL_DATE, &code);
        if (d == day) { *status = code; return julianDay; }
        if (d > day) break;
        // Contiguous numbering: jump straight to the day.
        if (julianDay == bounds.start && bounds.end - bounds.start == bounds.maximumDay) julianDay += day - 2;
      }
      break;
    }
    // Walking past the target (the direction turns) means the month does not exist: Adar I in a
    // common year, a leap month the year does not have.
    int direction = key < target ? 1 : -1;
    if (lastDirection != 0 && direction != lastDirection) break;
    lastDirection = direction;
    int64_t next = direction > 0 ? bounds.end : bounds.start - 1;
    at = next;
  }
  *status = U_FAILURE(code) ? code : U_ILLEGAL_ARGUMENT_ERROR;
  return 0;
}

struct cr_datefmt { UDateFormat *handle; };

cr_datefmt *cr_datefmt_open(const char *locale, const char *pattern, int32_t *status) {
  UChar stack[128];
  int32_t length = 0;
  UChar *text = from_utf8(pattern, stack, 128, &length, status);
  if (U_FAILURE(*status)) return NULL;
  UErrorCode code = U_ZERO_ERROR;
  UDateFormat *handle = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, kUTC, -1, text, length, &code);
  if (text != stack) free(text);
  *status = code;
  if (U_FAILURE(code)) return NULL;
  cr_datefmt *format = malloc(sizeof *format);
  if (!format) { udat_close(handle); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
  format->handle = handle;
  return format;
}

void cr_datefmt_close(cr_datefmt *format) {
  if (!format) return;
  udat_close(format->handle);
  free(format);
}

void cr_datefmt_apply_pattern(cr_datefmt *format, const char *pattern, int32_t *status) {
  UChar stack[128];
  int32_t length = 0;
  UChar *text = from_utf8(pattern, stack, 128, &length, status);
  if (U_FAILURE(*status)) return;
  udat_applyPattern(format->handle, false, text, length);
  if (text != stack) free(text);
}

void cr_datefmt_set_gregorian_change(cr_datefmt *format, int64_t julianDay, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UCalendar *calendar = ucal_clone(udat_getCalendar(format->handle), &code);
  if (U_SUCCESS(code)) {
    ucal_setGregorianChange(calendar, change_millis(julianDay), &code);
    if (U_SUCCESS(code)) udat_setCalendar(format->handle, calendar);
    ucal_close(calendar);
  }
  *status = code;
}

int32_t cr_datefmt_format(const cr_datefmt *format, int64_t julianDay, char *out, int32_t capacity, int32_t *status) {
  return cr_datefmt_format_moment(format, julianDay, 0, out, capacity, status);
}

int32_t cr_datefmt_format_moment(const cr_datefmt *format, int64_t julianDay, double seconds, char *out,
                                 int32_t capacity, int32_t *status) {
  UChar buffer[256];
  UErrorCode code = U_ZERO_ERROR;
  UDate moment = millis_of(julianDay) + seconds * 1000.0;
  int32_t length = udat_format(format->handle, moment, buffer, 256, NULL, &code);
  if (code == U_BUFFER_OVERFLOW_ERROR) {
    UChar *heap = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (!heap) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    code = U_ZERO_ERROR;
    length = udat_format(format->handle, moment, heap, length + 1, NULL, &code);
    *status = code;
    int32_t written = to_utf8(heap, length, out, capacity, status);
    free(heap);
    return written;
  }
  *status = code;
  return to_utf8(buffer, length, out, capacity, status);
}

static int32_t symbol(const cr_datefmt *format, UDateFormatSymbolType type, int32_t index, char *out,
                      int32_t capacity, int32_t *status) {
  UChar buffer[128];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = udat_getSymbols(format->handle, type, index, buffer, 128, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(buffer, length, out, capacity, status);
}

int32_t cr_datefmt_weekday_name(const cr_datefmt *format, int32_t context, int32_t width, int32_t weekday,
                                char *out, int32_t capacity, int32_t *status) {
  static const UDateFormatSymbolType types[2][4] = {
      {UDAT_WEEKDAYS, UDAT_SHORT_WEEKDAYS, UDAT_SHORTER_WEEKDAYS, UDAT_NARROW_WEEKDAYS},
      {UDAT_STANDALONE_WEEKDAYS, UDAT_STANDALONE_SHORT_WEEKDAYS, UDAT_STANDALONE_SHORTER_WEEKDAYS,
       UDAT_STANDALONE_NARROW_WEEKDAYS}};
  if (context < 0 || context > 1 || width < 0 || width > 3 || weekday < 1 || weekday > 7) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return symbol(format, types[context][width], weekday, out, capacity, status);
}

int32_t cr_datefmt_month_name_count(const cr_datefmt *format) {
  return udat_countSymbols(format->handle, UDAT_STANDALONE_MONTHS);
}

int32_t cr_datefmt_month_name(const cr_datefmt *format, int32_t context, int32_t width, int32_t month,
                              char *out, int32_t capacity, int32_t *status) {
  static const UDateFormatSymbolType types[2][4] = {
      {UDAT_MONTHS, UDAT_SHORT_MONTHS, UDAT_SHORT_MONTHS, UDAT_NARROW_MONTHS},
      {UDAT_STANDALONE_MONTHS, UDAT_STANDALONE_SHORT_MONTHS, UDAT_STANDALONE_SHORT_MONTHS,
       UDAT_STANDALONE_NARROW_MONTHS}};
  if (context < 0 || context > 1 || width < 0 || width > 3 || month < 0) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return symbol(format, types[context][width], month, out, capacity, status);
}

int32_t cr_datefmt_cyclic_year_name_count(const cr_datefmt *format) {
  return udat_countSymbols(format->handle, UDAT_CYCLIC_YEARS_ABBREVIATED);
}

int32_t cr_datefmt_cyclic_year_name(const cr_datefmt *format, int32_t index, char *out, int32_t capacity,
                                    int32_t *status) {
  if (index < 0) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return symbol(format, UDAT_CYCLIC_YEARS_ABBREVIATED, index, out, capacity, status);
}

int32_t cr_datefmt_era_name(const cr_datefmt *format, int32_t length, int32_t index, char *out, int32_t capacity,
                            int32_t *status) {
  // As SimpleDateFormat writes the G field: G…GGG abbreviated, GGGG wide (GGGGG, narrow, is not
  // among ICU 72's symbol types: refused).
  if (index < 0 || length < 1 || length > 4) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return symbol(format, length == 4 ? UDAT_ERA_NAMES : UDAT_ERAS, index, out, capacity, status);
}

// `text` with U+2068 … U+2069 around each of `spans` spans (`marks`: start, limit, …), as UTF-8.
static int32_t isolate_spans(const UChar *text, int32_t length, const int32_t *marks, int32_t spans, char *out,
                             int32_t capacity, int32_t *status) {
  UChar stack[256];
  int32_t needed = length + 2 * spans;
  UChar *isolated = needed <= 256 ? stack : malloc(sizeof(UChar) * (size_t)needed);
  if (!isolated) { *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
  int32_t copied = 0, used = 0;
  for (int32_t mark = 0; mark < 2 * spans; mark++) {
    int32_t at = marks[mark] < copied ? copied : marks[mark];
    memcpy(isolated + used, text + copied, sizeof(UChar) * (size_t)(at - copied));
    used += at - copied;
    copied = at;
    isolated[used++] = mark % 2 == 0 ? 0x2068 : 0x2069;
  }
  memcpy(isolated + used, text + copied, sizeof(UChar) * (size_t)(length - copied));
  used += length - copied;
  *status = U_ZERO_ERROR;
  int32_t written = to_utf8(isolated, used, out, capacity, status);
  if (isolated != stack) free(isolated);
  return written;
}

struct cr_intervalfmt { UDateIntervalFormat *handle; };

cr_intervalfmt *cr_intervalfmt_open(const char *locale, const char *skeleton, int32_t *status) {
  UChar stack[64];
  int32_t length = 0;
  UChar *text = from_utf8(skeleton, stack, 64, &length, status);
  if (U_FAILURE(*status)) return NULL;
  UErrorCode code = U_ZERO_ERROR;
  UDateIntervalFormat *handle = udtitvfmt_open(locale, text, length, kUTC, -1, &code);
  if (text != stack) free(text);
  *status = code;
  if (U_FAILURE(code)) return NULL;
  cr_intervalfmt *format = malloc(sizeof *format);
  if (!format) { udtitvfmt_close(handle); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
  format->handle = handle;
  return format;
}

void cr_intervalfmt_close(cr_intervalfmt *format) {
  if (!format) return;
  udtitvfmt_close(format->handle);
  free(format);
}

int32_t cr_intervalfmt_format(const cr_intervalfmt *format, int64_t fromJulianDay, int64_t toJulianDay, char *out,
                              int32_t capacity, int32_t *status) {
  UChar buffer[256];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = udtitvfmt_format(format->handle, millis_of(fromJulianDay), millis_of(toJulianDay), buffer, 256,
                                    NULL, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(buffer, length, out, capacity, status);
}

int32_t cr_intervalfmt_format_moments(const cr_intervalfmt *format, int64_t fromJulianDay, double fromSeconds,
                                      int64_t toJulianDay, double toSeconds, int32_t isolate, char *out,
                                      int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UFormattedDateInterval *result = udtitvfmt_openResult(&code);
  udtitvfmt_formatToResult(format->handle, millis_of(fromJulianDay) + fromSeconds * 1000.0,
                           millis_of(toJulianDay) + toSeconds * 1000.0, result, &code);
  const UFormattedValue *value = udtitvfmt_resultAsValue(result, &code);
  int32_t length = 0;
  const UChar *text = U_SUCCESS(code) ? ufmtval_getString(value, &length, &code) : NULL;
  if (U_FAILURE(code) || !text) {
    udtitvfmt_closeResult(result);
    *status = code;
    return 0;
  }
  // Where the isolates go: each span's start and limit (span 0 is the start, span 1 the end).
  int32_t marks[4] = {0, length, -1, -1};
  int32_t spans = 0;
  if (isolate) {
    UConstrainedFieldPosition *position = ucfpos_open(&code);
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_DATE_INTERVAL_SPAN, &code);
    while (U_SUCCESS(code) && spans < 2 && ufmtval_nextPosition(value, position, &code)) {
      ucfpos_getIndexes(position, &marks[2 * spans], &marks[2 * spans + 1], &code);
      spans++;
    }
    ucfpos_close(position);
    if (spans == 0) spans = 1;  // one moment: isolated whole (marks 0..length)
  }
  int32_t written = isolate_spans(text, length, marks, spans, out, capacity, status);
  udtitvfmt_closeResult(result);
  if (U_FAILURE(code)) *status = code;
  return written;
}

// A string of a locale's calendar data, calendar/<calendar>/<path…>/<key> (each level with ICU's
// fallback), copied out before the bundles close; -1 when there is none. With `ownDataOnly`, a
// locale ICU has no data for answers nothing rather than the process default's.
static int32_t calendar_data_string(const char *locale, const char *calendar, const char *first, const char *second,
                                    const char *key, int ownDataOnly, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UResourceBundle *levels[5] = {NULL, NULL, NULL, NULL, NULL};
  levels[0] = ures_open(NULL, locale, &code);
  if (ownDataOnly && (U_FAILURE(code) || code == U_USING_DEFAULT_WARNING)) {
    ures_close(levels[0]);
    return -1;
  }
  const char *keys[4] = {"calendar", calendar, first, second};
  int32_t depth = second ? 4 : 3;
  for (int32_t i = 0; i < depth; i++) levels[i + 1] = ures_getByKeyWithFallback(levels[i], keys[i], NULL, &code);
  int32_t length = 0;
  const UChar *text = U_SUCCESS(code) ? ures_getStringByKeyWithFallback(levels[depth], key, &length, &code) : NULL;
  int32_t result = -1;
  if (U_SUCCESS(code) && text) result = to_utf8(text, length, out, capacity, status);
  for (int32_t i = depth; i >= 0; i--) ures_close(levels[i]);
  return result;
}

int32_t cr_interval_fallback(const char *locale, const char *calendar, char *out, int32_t capacity, int32_t *status) {
  return calendar_data_string(locale, calendar, "intervalFormats", NULL, "fallback", 0, out, capacity, status);
}

int32_t cr_interval_pattern(const char *locale, const char *calendar, const char *skeleton, const char *field,
                            char *out, int32_t capacity, int32_t *status) {
  return calendar_data_string(locale, calendar, "intervalFormats", skeleton, field, 0, out, capacity, status);
}

int32_t cr_date_time_pattern(const char *locale, const char *calendar, char *out, int32_t capacity, int32_t *status) {
  // As ICU 72's generator reads it (DateTimePatternGenerator::setDateTimeFromCalendar): from the
  // calendar's own `DateTimePatterns%atTime` (full, long, medium, short), else gregorian's; where
  // neither has four, `DateTimePatterns` entry kDateTimeOffset (9) + UDAT_MEDIUM of the calendar
  // (else gregorian).
  UErrorCode code = U_ZERO_ERROR;
  UResourceBundle *bundle = ures_open(NULL, locale, &code);
  UResourceBundle *calendars = ures_getByKey(bundle, "calendar", NULL, &code);
  UResourceBundle *type = NULL, *patterns = NULL;
  if (U_SUCCESS(code) && strcmp(calendar, "gregorian") != 0 && calendar[0] != 0) {
    type = ures_getByKeyWithFallback(calendars, calendar, NULL, &code);
    patterns = ures_getByKeyWithFallback(type, "DateTimePatterns", NULL, &code);
  }
  if ((U_SUCCESS(code) && patterns == NULL) || code == U_MISSING_RESOURCE_ERROR) {
    code = U_ZERO_ERROR;
    ures_close(patterns);
    type = ures_getByKeyWithFallback(calendars, "gregorian", type, &code);
    patterns = ures_getByKeyWithFallback(type, "DateTimePatterns", NULL, &code);
  }
  int32_t result = -1;
  const UChar *pattern = NULL;
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    UErrorCode atCode = U_ZERO_ERROR;
    UResourceBundle *atTime = ures_getByKeyWithFallback(type, "DateTimePatterns%atTime", NULL, &atCode);
    if (atCode == U_MISSING_RESOURCE_ERROR) {
      // fa's persian calendar has none: its generator takes gregorian's.
      atCode = U_ZERO_ERROR;
      UResourceBundle *gregorian = ures_getByKeyWithFallback(calendars, "gregorian", NULL, &atCode);
      atTime = ures_getByKeyWithFallback(gregorian, "DateTimePatterns%atTime", atTime, &atCode);
      ures_close(gregorian);
    }
    if (U_SUCCESS(atCode) && ures_getSize(atTime) >= 4) {
      pattern = ures_getStringByIndex(atTime, UDAT_MEDIUM, &length, &atCode);
      if (U_FAILURE(atCode)) pattern = NULL;
    }
    if (!pattern && ures_getSize(patterns) >= 9 + UDAT_SHORT + 1) {
      pattern = ures_getStringByIndex(patterns, 9 + UDAT_MEDIUM, &length, &code);
    }
    if (U_SUCCESS(code) && pattern) {
      // Copied before the bundles that hold it close.
      result = to_utf8(pattern, length, out, capacity, status);
    }
    ures_close(atTime);
  }
  ures_close(patterns);
  ures_close(type);
  ures_close(calendars);
  ures_close(bundle);
  return result;
}

// One field ICU's formatter wrote: its UDateFormatField and where it stands.
typedef struct { int32_t field, begin, limit; } cr_field_span;

// Formats `moment` with `format` after the `used` characters of `text`, its fields appended to `fields`.
static int32_t append_moment(const cr_datefmt *format, UDate moment, UChar *text, int32_t used, int32_t capacity,
                             cr_field_span *fields, int32_t *count, int32_t maxFields, UErrorCode *code) {
  if (U_FAILURE(*code)) return used;
  UFieldPositionIterator *positions = ufieldpositer_open(code);
  int32_t length = udat_formatForFields(format->handle, moment, text + used, capacity - used, positions, code);
  int32_t begin = 0, limit = 0, field;
  while (U_SUCCESS(*code) && (field = ufieldpositer_next(positions, &begin, &limit)) >= 0) {
    if (*count == maxFields) { *code = U_BUFFER_OVERFLOW_ERROR; break; }
    fields[(*count)++] = (cr_field_span){field, used + begin, used + limit};
  }
  ufieldpositer_close(positions);
  return U_SUCCESS(*code) ? used + length : used;
}

static int32_t append_literal(const char *literal, UChar *text, int32_t used, int32_t capacity, UErrorCode *code) {
  if (U_FAILURE(*code) || !literal || !literal[0]) return used;
  int32_t length = 0;
  u_strFromUTF8(text + used, capacity - used, &length, literal, -1, code);
  if (*code == U_STRING_NOT_TERMINATED_WARNING) *code = U_ZERO_ERROR;
  return U_SUCCESS(*code) ? used + length : used;
}

int32_t cr_time_range_format(const cr_datefmt *first, const cr_datefmt *second, const char *prefix,
                             const char *middle, const char *suffix, int64_t julianDay, double fromSeconds,
                             double toSeconds, int32_t isolate, char *out, int32_t capacity, int32_t *status) {
  enum { kCapacity = 512, kFields = 32 };
  UChar text[kCapacity];
  cr_field_span fields[kFields];
  int32_t count = 0, used = 0;
  UErrorCode code = U_ZERO_ERROR;
  UDate day = millis_of(julianDay);
  used = append_literal(prefix, text, used, kCapacity, &code);
  used = append_moment(first, day + fromSeconds * 1000.0, text, used, kCapacity, fields, &count, kFields, &code);
  used = append_literal(middle, text, used, kCapacity, &code);
  if (second) used = append_moment(second, day + toSeconds * 1000.0, text, used, kCapacity, fields, &count, kFields, &code);
  used = append_literal(suffix, text, used, kCapacity, &code);
  if (U_FAILURE(code)) { *status = code; return 0; }
  if (!isolate) { *status = code; return to_utf8(text, used, out, capacity, status); }
  // The ends' spans as ICU's FormattedDateInterval marks them (addOverlapSpans): each end reaches
  // over the fields written for both, from the first such field to the last.
  int32_t s1a = INT32_MAX, s1b = 0, s2a = INT32_MAX, s2b = 0;
  for (int32_t i = 0; i < count; i++) {
    for (int32_t j = i + 1; j < count; j++) {
      if (fields[i].field != fields[j].field) continue;
      if (fields[i].begin < s1a) s1a = fields[i].begin;
      if (fields[i].limit > s1b) s1b = fields[i].limit;
      if (fields[j].begin < s2a) s2a = fields[j].begin;
      if (fields[j].limit > s2b) s2b = fields[j].limit;
      break;
    }
  }
  int32_t marks[4] = {0, used, -1, -1};
  int32_t spans = 1;  // none shared: isolated whole, as cr_intervalfmt_format_moments isolates one moment
  if (s1a != INT32_MAX) {
    // In text order, as the shim's caller reads ICU's spans.
    int first0 = s1a <= s2a;
    marks[0] = first0 ? s1a : s2a;
    marks[1] = first0 ? s1b : s2b;
    marks[2] = first0 ? s2a : s1a;
    marks[3] = first0 ? s2b : s1b;
    spans = 2;
  }
  return isolate_spans(text, used, marks, spans, out, capacity, status);
}

struct cr_patgen { UDateTimePatternGenerator *handle; };

cr_patgen *cr_patgen_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UDateTimePatternGenerator *handle = udatpg_open(locale, &code);
  *status = code;
  if (U_FAILURE(code)) return NULL;
  cr_patgen *generator = malloc(sizeof *generator);
  if (!generator) { udatpg_close(handle); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
  generator->handle = handle;
  return generator;
}

void cr_patgen_close(cr_patgen *generator) {
  if (!generator) return;
  udatpg_close(generator->handle);
  free(generator);
}

int32_t cr_patgen_date_time_format(cr_patgen *generator, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = 0;
  const UChar *pattern = udatpg_getDateTimeFormatForStyle(generator->handle, UDAT_MEDIUM, &length, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(pattern, length, out, capacity, status);
}

int32_t cr_patgen_best_pattern(cr_patgen *generator, const char *skeleton, char *out, int32_t capacity, int32_t *status) {
  UChar stack[64];
  int32_t length = 0;
  UChar *text = from_utf8(skeleton, stack, 64, &length, status);
  if (U_FAILURE(*status)) return 0;
  UChar pattern[256];
  UErrorCode code = U_ZERO_ERROR;
  int32_t patternLength = udatpg_getBestPattern(generator->handle, text, length, pattern, 256, &code);
  if (text != stack) free(text);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(pattern, patternLength, out, capacity, status);
}

int32_t cr_patgen_field_display_name(cr_patgen *generator, int32_t field, char *out, int32_t capacity,
                                     int32_t *status) {
  UDateTimePatternField fields[] = {UDATPG_YEAR_FIELD, UDATPG_MONTH_FIELD, UDATPG_WEEK_OF_YEAR_FIELD,
                                    UDATPG_DAY_FIELD};
  if (field < 0 || field > 3) { *status = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
  UChar name[64];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = udatpg_getFieldDisplayName(generator->handle, fields[field], UDATPG_WIDE, name, 64, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(name, length, out, capacity, status);
}

int32_t cr_numbering_system(const char *locale, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_open(locale, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  const char *name = unumsys_getName(system);
  int32_t length = (int32_t)strlen(name);
  if (length < capacity) memcpy(out, name, (size_t)length + 1);
  else *status = U_BUFFER_OVERFLOW_ERROR;
  unumsys_close(system);
  return length;
}

int32_t cr_numbering_digits(const char *locale, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_open(locale, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  int32_t length = 0;
  if (!unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10) {
    UChar digits[32];
    length = unumsys_getDescription(system, digits, 32, &code);
    if (U_FAILURE(code) || u_countChar32(digits, length) != 10) {
      length = 0;
    } else {
      length = to_utf8(digits, length, out, capacity, status);
    }
  }
  unumsys_close(system);
  return length;
}

struct cr_numfmt { UNumberFormat *handle; };

cr_numfmt *cr_numfmt_open(const char *locale, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  UNumberFormat *handle = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &code);
  *status = code;
  if (U_FAILURE(code)) return NULL;
  unum_setAttribute(handle, UNUM_GROUPING_USED, 0);
  cr_numfmt *format = malloc(sizeof *format);
  if (!format) { unum_close(handle); *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
  format->handle = handle;
  return format;
}

void cr_numfmt_close(cr_numfmt *format) {
  if (!format) return;
  unum_close(format->handle);
  free(format);
}

int32_t cr_numfmt_format(const cr_numfmt *format, int64_t value, char *out, int32_t capacity, int32_t *status) {
  UChar buffer[64];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = unum_formatInt64(format->handle, value, buffer, 64, NULL, &code);
  *status = code;
  if (U_FAILURE(code)) return 0;
  return to_utf8(buffer, length, out, capacity, status);
}

int32_t cr_char_display_width(uint32_t codePoint) {
  UChar32 c = (UChar32)codePoint;
  int8_t category = u_charType(c);
  if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR ||
      category == U_CONTROL_CHAR)
    return 0;
  // Conjoining Hangul vowels and final consonants join the preceding syllable.
  int32_t hangul = u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE);
  if (hangul == U_HST_VOWEL_JAMO || hangul == U_HST_TRAILING_JAMO) return 0;
  int32_t width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
  return (width == U_EA_WIDE || width == U_EA_FULLWIDTH) ? 2 : 1;
}

int32_t cr_available_format(const char *locale, const char *calendar, const char *skeleton, char *out,
                            int32_t capacity, int32_t *status) {
  return calendar_data_string(locale, calendar, "availableFormats", NULL, skeleton, 1, out, capacity, status);
}

int32_t cr_zone_ids(char *out, int32_t capacity, int32_t *status) {
  UEnumeration *zones = ucal_openTimeZones((UErrorCode *)status);
  if (U_FAILURE(*status)) return 0;
  int32_t needed = 0;
  const char *id;
  int32_t length = 0;
  while ((id = uenum_next(zones, &length, (UErrorCode *)status)) != NULL && U_SUCCESS(*status)) {
    if (out && needed + length + 1 <= capacity) {
      memcpy(out + needed, id, (size_t)length);
      out[needed + length] = '\n';
    }
    needed += length + 1;
  }
  uenum_close(zones);
  if (U_SUCCESS(*status)) {
    if (needed < capacity && out) out[needed] = '\0';
    else if (needed >= capacity) *status = CR_BUFFER_OVERFLOW;
  }
  return needed;
}

int32_t cr_host_zone(char *out, int32_t capacity, int32_t *status) {
  UChar zone[128];
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = ucal_getHostTimeZone(zone, 128, &code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  return to_utf8(zone, length, out, capacity, status);
}
