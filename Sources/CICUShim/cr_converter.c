#include "cr_converter.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucnv.h>

// The codeset's converter and UTF-8's: ucnv_convertEx goes from one to the other through a pivot,
// keeping both open (ucnv_convert would open them for every piece).
struct cr_converter {
  UConverter *codeset;
  UConverter *utf8;
};

cr_converter *cr_converter_open(const char *codeset, const char *substitute, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cr_converter *converter = calloc(1, sizeof *converter);
  if (converter == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  // An unknown name is U_FILE_ACCESS_ERROR.
  converter->codeset = ucnv_open(codeset, &error);
  if (U_SUCCESS(error)) converter->utf8 = ucnv_open("UTF-8", &error);
  if (U_SUCCESS(error)) ucnv_setSubstChars(converter->codeset, substitute, (int8_t)strlen(substitute), &error);
  if (U_FAILURE(error)) {
    cr_converter_close(converter);
    *status = error;
    return NULL;
  }
  *status = U_ZERO_ERROR;
  return converter;
}

void cr_converter_close(cr_converter *converter) {
  if (converter == NULL) return;
  if (converter->codeset != NULL) ucnv_close(converter->codeset);
  if (converter->utf8 != NULL) ucnv_close(converter->utf8);
  free(converter);
}

const char *cr_converter_name(const cr_converter *converter, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const char *name = ucnv_getName(converter->codeset, &error);
  *status = error;
  return name;
}

int32_t cr_converter_from_utf8(
  cr_converter *converter, const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar pivot[512];
  UChar *pivotSource = pivot, *pivotTarget = pivot;
  char *target = out;
  const char *source = utf8;
  // Each call is a whole piece (whole characters, ending in ASCII): reset before, flushed after, so
  // a stateful codeset (ISO-2022-JP) ends each piece back in ASCII.
  ucnv_convertEx(
    converter->codeset, converter->utf8, &target, out + capacity, &source, utf8 + length, pivot, &pivotSource,
    &pivotTarget, pivot + 512, true, true, &error);
  *status = error;
  return (int32_t)(target - out);
}
