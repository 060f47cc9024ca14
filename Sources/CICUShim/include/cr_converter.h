// A character set converter (ucnv), for text written in a locale's codeset (`ja_JP.eucJP`). A
// header of its own: no ICU types, `cr_` names (see cr_icu.h).
#ifndef CR_CONVERTER_H
#define CR_CONVERTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cr_converter cr_converter;

/// The converter of a codeset by any of ICU's names for it (`eucJP`, `EUC-JP`, `ISO-8859-1`),
/// characters it lacks written as `substitute` (ASCII bytes); NULL with `*status` set when ICU has none.
cr_converter *cr_converter_open(const char *codeset, const char *substitute, int32_t *status);
void cr_converter_close(cr_converter *converter);
/// ICU's canonical name of the converter's codeset (`ibm-33722_P12A_P12A-2009_U2` for eucJP).
const char *cr_converter_name(const cr_converter *converter, int32_t *status);
/// `utf8` (`length` bytes, whole characters) in the converter's codeset, into `out`: the bytes
/// written; status U_BUFFER_OVERFLOW_ERROR when `capacity` was too small (retry with more).
int32_t cr_converter_from_utf8(
  cr_converter *converter, const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
