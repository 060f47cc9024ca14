// The words a locale has for the fields of a date ("month", "월", "חודש") and for today, for the
// key help of `calrender pick`. A header of its own: no ICU types, `cr_` names (see cr_icu.h).
#ifndef CR_FIELD_NAMES_H
#define CR_FIELD_NAMES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The fields named by `cr_patgen_field_display_name` (cr_icu.h).
enum {
  CR_FIELD_YEAR = 0,
  CR_FIELD_MONTH = 1,
  CR_FIELD_WEEK = 2,
  CR_FIELD_DAY = 3,
};

/// The locale's word for today (CLDR `fields/day/relative-type-0`), as UTF-8.
int32_t cr_today_name(const char *locale, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
