// The cold-start reference of calrender-bench: a minimal C program making the same ICU calls as
// `calrender 2 2024` (locale calendar, week rules, weekday names, the title pattern from the
// skeleton, the month's bounds, day numbers in the locale's digits) and printing the month; given
// a month and a year (`reference 2 1446`), that month of the locale's calendar.
// calrender-bench compiles it with `cc -O2` at start (no SwiftPM, no Swift runtime).
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

static void print_utf16(const UChar *text, int32_t length) {
  char buffer[256];
  UErrorCode status = U_ZERO_ERROR;
  u_strToUTF8(buffer, sizeof buffer, NULL, text, length, &status);
  fputs(buffer, stdout);
}

int main(int argc, char **argv) {
  const char *locale = getenv("LC_ALL");
  if (!locale || !*locale) locale = getenv("LANG");
  if (!locale || !*locale || (locale[0] == 'C' && locale[1] == 0)) locale = "en_US_POSIX";
  UErrorCode status = U_ZERO_ERROR;
  static const UChar utc[] = {'U', 'T', 'C', 0};
  UCalendar *calendar = ucal_open(utc, -1, locale, UCAL_DEFAULT, &status);
  int32_t first = ucal_getAttribute(calendar, UCAL_FIRST_DAY_OF_WEEK);
  UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
  UChar skeleton[] = {'y', 'M', 'M', 'M', 'M', 0}, pattern[64], text[128];
  int32_t patternLength = udatpg_getBestPattern(generator, skeleton, -1, pattern, 64, &status);
  UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, utc, -1, pattern, patternLength, &status);
  // 2024-02-01 unless asked otherwise (in the locale's calendar).
  int32_t month = argc > 2 ? atoi(argv[1]) : 2, year = argc > 2 ? atoi(argv[2]) : 2024;
  ucal_clear(calendar);
  ucal_setDate(calendar, year, month - 1, 1, &status);
  UDate start = ucal_getMillis(calendar, &status);
  int32_t days = ucal_getLimit(calendar, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &status);
  int32_t lead = (ucal_get(calendar, UCAL_DAY_OF_WEEK, &status) - first + 7) % 7;
  int32_t length = udat_format(format, start, text, 128, NULL, &status);
  print_utf16(text, length);
  putchar('\n');
  for (int32_t i = 0; i < 7; i++) {
    length = udat_getSymbols(format, UDAT_STANDALONE_SHORTER_WEEKDAYS, (first - 1 + i) % 7 + 1, text, 128, &status);
    print_utf16(text, length);
    putchar(i < 6 ? ' ' : '\n');
  }
  UNumberFormat *number = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
  for (int32_t cell = 0; cell < lead + days; cell++) {
    if (cell < lead) {
      fputs("  ", stdout);
    } else {
      length = unum_format(number, cell - lead + 1, text, 128, NULL, &status);
      if (length < 2) putchar(' ');
      print_utf16(text, length);
    }
    putchar(cell % 7 == 6 || cell == lead + days - 1 ? '\n' : ' ');
  }
  unum_close(number);
  udat_close(format);
  udatpg_close(generator);
  ucal_close(calendar);
  if (U_FAILURE(status)) {
    fprintf(stderr, "reference: %s\n", u_errorName(status));
    return 70;
  }
  return 0;
}
