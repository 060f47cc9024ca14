// The only header calrender's Swift code sees of ICU: no ICU types, unversioned `cr_` names.
// Strings cross the boundary as NUL-terminated UTF-8; every call that can fail takes an
// `int32_t *status` holding an ICU UErrorCode (<= 0 is success, warnings included).
#ifndef CR_ICU_H
#define CR_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's buffer-overflow status: the caller retries with the length the call returned.
#define CR_BUFFER_OVERFLOW 15

typedef struct cr_calendar cr_calendar;
typedef struct cr_datefmt cr_datefmt;
typedef struct cr_patgen cr_patgen;
typedef struct cr_numfmt cr_numfmt;

const char *cr_error_name(int32_t status);
void cr_icu_version(char out[32]);
void cr_unicode_version(char out[32]);
void cr_cldr_version(char out[32], int32_t *status);

// Locales.
int32_t cr_locale_count_available(void);
const char *cr_locale_available(int32_t index);
/// A BCP 47 tag's ICU locale id (cr_language_tag.c: the common Unicode extensions without ICU's
/// key-type data); `_by_icu`, ICU's uloc_forLanguageTag for the whole tag.
int32_t cr_locale_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_for_language_tag_by_icu(const char *tag, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_canonicalize(const char *id, char *out, int32_t capacity, int32_t *status);
/// An ICU locale id's BCP 47 tag (cr_language_tag.c, as above); `_by_icu`, ICU's uloc_toLanguageTag.
int32_t cr_locale_to_language_tag(const char *id, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_to_language_tag_by_icu(const char *id, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_language(const char *id, char *out, int32_t capacity, int32_t *status);
/// The name of the locale's language in locale `in` ("Korean" in en, "한국어" in ko), as UTF-8.
int32_t cr_locale_display_language(const char *id, const char *in, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_keyword(const char *id, const char *key, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_set_keyword(const char *key, const char *value, char *id, int32_t capacity, int32_t *status);
int32_t cr_locale_add_likely_subtags(const char *id, char *out, int32_t capacity, int32_t *status);
int32_t cr_locale_is_right_to_left(const char *id);
/// The locale's paper in millimetres (ulocdata_getPaperSize: CLDR's paperSize by region, A4 unless
/// the region says Letter).
void cr_locale_paper_size(const char *id, int32_t *height, int32_t *width, int32_t *status);
/// Whether ICU has locale data of its own for a language (not only the root fallback).
int32_t cr_locale_has_language_data(const char *language);

// Calendars: arithmetic only, always in UTC, so a "date" is a Julian day number, never an instant.
cr_calendar *cr_calendar_open(const char *locale, int32_t *status);
void cr_calendar_close(cr_calendar *calendar);
int32_t cr_calendar_type(const cr_calendar *calendar, char *out, int32_t capacity, int32_t *status);
/// ICU weekday numbering: 1 = Sunday … 7 = Saturday.
int32_t cr_calendar_first_weekday(const cr_calendar *calendar);
int32_t cr_calendar_minimal_days(const cr_calendar *calendar);
void cr_calendar_set_week_rules(cr_calendar *calendar, int32_t firstWeekday, int32_t minimalDays);
/// 0 weekday, 1 weekend, 2 weekend onset, 3 weekend cease (UCalendarWeekdayType).
int32_t cr_calendar_weekday_type(const cr_calendar *calendar, int32_t weekday, int32_t *status);
/// Julian day of the first Gregorian day; `INT64_MIN` proleptic Gregorian, `INT64_MAX` Julian only.
void cr_calendar_set_gregorian_change(cr_calendar *calendar, int64_t julianDay, int32_t *status);
/// The offset from UTC, in seconds, of an IANA zone (NULL: UTC) at an instant (seconds since 1970);
/// an unknown zone is U_ILLEGAL_ARGUMENT_ERROR.
int32_t cr_zone_offset_seconds(const char *zone, double epochSeconds, int32_t *status);

/// A zone kept open for many instants (one ICU calendar; not for concurrent use). NULL and
/// `status` set when ICU does not know the zone; NULL `zone`: UTC.
typedef struct cr_zone cr_zone;
cr_zone *cr_zone_open(const char *zone, int32_t *status);
/// Seconds east of UTC at an instant in an open zone.
int32_t cr_zone_offset(cr_zone *zone, double epochSeconds, int32_t *status);
void cr_zone_close(cr_zone *zone);
/// Every time zone ID ICU knows (`ucal_openTimeZones`), sorted as ICU lists them, one a line
/// (each followed by '\n') into `out`; returns the length needed (retry on CR_BUFFER_OVERFLOW).
int32_t cr_zone_ids(char *out, int32_t capacity, int32_t *status);
/// Today's Julian day in an IANA time zone (NULL: UTC); an unknown zone is U_ILLEGAL_ARGUMENT_ERROR.
int64_t cr_today_julian_day(const char *zone, int32_t *status);

/// The calendar's fields on a Julian day.
typedef struct cr_fields {
  int32_t era, year, extendedYear, month, isLeapMonth, day, dayOfWeek;
  int32_t weekOfYear, yearWoy;
} cr_fields;
void cr_calendar_fields(cr_calendar *calendar, int64_t julianDay, cr_fields *out, int32_t *status);

/// The month containing a Julian day: its first day, the first day of the next month, the largest
/// day number in it (differs from the length across a Gregorian change-over), and the calendar's
/// fields on its first day.
typedef struct cr_month_bounds {
  int64_t start, end;
  int32_t maximumDay;
  int32_t era, year, extendedYear, month, isLeapMonth;
} cr_month_bounds;
void cr_calendar_month_bounds(cr_calendar *calendar, int64_t julianDay, cr_month_bounds *out, int32_t *status);

/// The Julian day of (extended year, 0-based month, leap flag, day), without ICU's lenient roll-over.
int64_t cr_calendar_julian_day(cr_calendar *calendar, int32_t extendedYear, int32_t month,
                               int32_t isLeapMonth, int32_t day, int32_t *status);

// Date formatting (UTC, the pattern as given).
cr_datefmt *cr_datefmt_open(const char *locale, const char *pattern, int32_t *status);
void cr_datefmt_close(cr_datefmt *format);
void cr_datefmt_set_gregorian_change(cr_datefmt *format, int64_t julianDay, int32_t *status);
/// Sets the formatter's pattern (UTF-8, not localized): what `udat_open` with that pattern would write.
void cr_datefmt_apply_pattern(cr_datefmt *format, const char *pattern, int32_t *status);
int32_t cr_datefmt_format(const cr_datefmt *format, int64_t julianDay, char *out, int32_t capacity, int32_t *status);
/// A moment: a Julian day and seconds since its midnight (UTC).
int32_t cr_datefmt_format_moment(const cr_datefmt *format, int64_t julianDay, double seconds, char *out,
                                 int32_t capacity, int32_t *status);

/// Symbol context and width, in calrender's own numbering (ICU's enum is not exposed).
enum { CR_CONTEXT_FORMAT = 0, CR_CONTEXT_STANDALONE = 1 };
enum { CR_WIDTH_WIDE = 0, CR_WIDTH_ABBREVIATED = 1, CR_WIDTH_SHORT = 2, CR_WIDTH_NARROW = 3 };
/// A weekday name (1 = Sunday … 7 = Saturday) of the formatter's locale and calendar.
int32_t cr_datefmt_weekday_name(const cr_datefmt *format, int32_t context, int32_t width, int32_t weekday,
                                char *out, int32_t capacity, int32_t *status);
/// Month names: how many the calendar has (13 in hebrew, coptic, ethiopic), and one by 0-based index.
/// `short` width is not a month width: it reads as abbreviated.
int32_t cr_datefmt_month_name_count(const cr_datefmt *format);
int32_t cr_datefmt_month_name(const cr_datefmt *format, int32_t context, int32_t width, int32_t month,
                              char *out, int32_t capacity, int32_t *status);
/// The 60 names of the sexagenary cycle's years (`U` in Chinese and Korean calendar patterns, which
/// ICU writes with the abbreviated names whatever the field's length), by 0-based index.
int32_t cr_datefmt_cyclic_year_name_count(const cr_datefmt *format);
/// The name of era `index` as a `G` field of `length` letters writes it (1–3 abbreviated, 4 wide;
/// 5, narrow, refused: not a symbol type of ICU 72).
int32_t cr_datefmt_era_name(const cr_datefmt *format, int32_t length, int32_t index, char *out, int32_t capacity,
                            int32_t *status);
int32_t cr_datefmt_cyclic_year_name(const cr_datefmt *format, int32_t index, char *out, int32_t capacity,
                                    int32_t *status);

// Date intervals ("Jan – Feb 2024", "2024년 1월~2월"), in UTC.
typedef struct cr_intervalfmt cr_intervalfmt;
cr_intervalfmt *cr_intervalfmt_open(const char *locale, const char *skeleton, int32_t *status);
void cr_intervalfmt_close(cr_intervalfmt *format);
int32_t cr_intervalfmt_format(const cr_intervalfmt *format, int64_t fromJulianDay, int64_t toJulianDay, char *out,
                              int32_t capacity, int32_t *status);
/// The range between two wall-clock moments (a day and seconds into it, in the formatter's UTC, so
/// that it shows the times it is given). With `isolate` nonzero each end ICU writes (its interval
/// span) is wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, the parts the
/// ends share ("AM" in "10:00 – 11:30 AM") left outside; a range ICU writes as one moment (both
/// ends alike) is isolated whole.
int32_t cr_intervalfmt_format_moments(const cr_intervalfmt *format, int64_t fromJulianDay, double fromSeconds,
                                      int64_t toJulianDay, double toSeconds, int32_t isolate, char *out,
                                      int32_t capacity, int32_t *status);
/// The locale's fallback interval pattern (CLDR `intervalFormats/fallback`, "{0} – {1}") of calendar
/// `calendar`, as ICU's interval formats read it; -1 when the data has none.
int32_t cr_interval_fallback(const char *locale, const char *calendar, char *out, int32_t capacity, int32_t *status);

/// The locale's interval pattern of `calendar` for `skeleton` when `field` ("a", "B", "h", "H",
/// "m", …) is the greatest that differs (CLDR `intervalFormats/<skeleton>/<field>`, with ICU's
/// resource fallback); -1 when the data has none.
int32_t cr_interval_pattern(const char *locale, const char *calendar, const char *skeleton, const char *field,
                            char *out, int32_t capacity, int32_t *status);
/// The locale's medium dateTimeFormat ("{1}, {0}") of `calendar` read from its data as ICU 72's
/// pattern generator reads it (the calendar's `DateTimePatterns`, else gregorian's), without
/// opening a generator; -1 when the data has none.
int32_t cr_date_time_pattern(const char *locale, const char *calendar, char *out, int32_t capacity, int32_t *status);
/// Two moments of a day written as ICU's interval format writes them from an interval pattern's
/// halves: `prefix`, the start by `first`, `middle`, the end by `second` (none when NULL: a pattern
/// with one half), `suffix` (literals may be NULL). With `isolate` nonzero the ends are wrapped in
/// U+2068 … U+2069 where ICU's FormattedDateInterval marks its spans (over the fields both ends
/// write), or the whole when they share none (as cr_intervalfmt_format_moments does).
int32_t cr_time_range_format(const cr_datefmt *first, const cr_datefmt *second, const char *prefix,
                             const char *middle, const char *suffix, int64_t julianDay, double fromSeconds,
                             double toSeconds, int32_t isolate, char *out, int32_t capacity, int32_t *status);

// Pattern generator.
cr_patgen *cr_patgen_open(const char *locale, int32_t *status);
void cr_patgen_close(cr_patgen *generator);
int32_t cr_patgen_best_pattern(cr_patgen *generator, const char *skeleton, char *out, int32_t capacity, int32_t *status);
/// The locale's medium dateTimeFormat ("{1}, {0}"; CLDR `dateTimeFormats`), with which the
/// generator joins a medium date (`yMMMEd`) and a time: UTF-8, quotes as in a pattern.
int32_t cr_patgen_date_time_format(cr_patgen *generator, char *out, int32_t capacity, int32_t *status);
/// The locale's wide display name of a date field (`CR_FIELD_YEAR` … `CR_FIELD_DAY` of
/// cr_field_names.h; CLDR `fields/*/displayName`), as UTF-8, from an open generator (opening one
/// for it would cost as much as the calendar's own).
int32_t cr_patgen_field_display_name(cr_patgen *generator, int32_t field, char *out, int32_t capacity,
                                     int32_t *status);
/// The locale's own pattern for a skeleton from its `availableFormats` data (calendar `calendar`,
/// with ICU's resource fallback), without opening a pattern generator. Returns -1 when the locale
/// data has no pattern for exactly that skeleton (or only the default locale's), so the caller asks
/// the generator.
int32_t cr_available_format(const char *locale, const char *calendar, const char *skeleton, char *out,
                            int32_t capacity, int32_t *status);

// Numbers: the locale's numbering system and its digits.
int32_t cr_numbering_system(const char *locale, char *out, int32_t capacity, int32_t *status);
/// The ten digits of the locale's numbering system in UTF-8 ("0123456789", "٠١٢٣٤٥٦٧٨٩"), or
/// nothing (length 0) when it is algorithmic or not decimal.
int32_t cr_numbering_digits(const char *locale, char *out, int32_t capacity, int32_t *status);
cr_numfmt *cr_numfmt_open(const char *locale, int32_t *status);
void cr_numfmt_close(cr_numfmt *format);
int32_t cr_numfmt_format(const cr_numfmt *format, int64_t value, char *out, int32_t capacity, int32_t *status);

/// Terminal columns a code point takes: 0 (combining, format), 2 (East Asian wide/fullwidth), or 1.
int32_t cr_char_display_width(uint32_t codePoint);

/// The host's time zone as ICU detects it (TZ, else /etc/localtime), as an IANA id; "Etc/Unknown"
/// when nothing can be found.
int32_t cr_host_zone(char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif
#endif
