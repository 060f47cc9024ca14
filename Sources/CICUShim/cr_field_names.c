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

int32_t cr_field_display_name(const char *locale, int32_t field, char *out, int32_t capacity, int32_t *status) {
  UDateTimePatternField fields[] = {UDATPG_YEAR_FIELD, UDATPG_MONTH_FIELD, UDATPG_WEEK_OF_YEAR_FIELD,
                                    UDATPG_DAY_FIELD};
  if (field < 0 || field > 3) { *status = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
  UErrorCode code = U_ZERO_ERROR;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
  if (U_FAILURE(code)) { *status = code; return 0; }
  UChar name[64];
  int32_t length = udatpg_getFieldDisplayName(generator, fields[field], UDATPG_WIDE, name, 64, &code);
  udatpg_close(generator);
  if (U_FAILURE(code)) { *status = code; return 0; }
  return utf8_out(name, length, out, capacity, status);
}

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
