// Field display names and "today" (cr_field_names.h), for the key help of `calrender pick`.
#include "cr_field_names.h"

#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ustring.h>

static int32_t utf8_out(const UChar *text, int32_t length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t written = 0;
  u_strToUTF8(out, capacity, &written, text, length, &code);
  *status = code;
  return written;
}

// Field display names come from the pattern generator: cr_patgen_field_display_name (cr_icu.c),
// through the generator the locale's calendar already has open.

int32_t cr_today_name(const char *locale, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  URelativeDateTimeFormatter *formatter =
      ureldatefmt_open(locale, NULL, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &code);
  if (U_FAILURE(code)) { *status = code; return 0; }
  UChar name[64];
  int32_t length = ureldatefmt_format(formatter, 0.0, UDAT_REL_UNIT_DAY, name, 64, &code);
  ureldatefmt_close(formatter);
  if (U_FAILURE(code)) { *status = code; return 0; }
  return utf8_out(name, length, out, capacity, status);
}
