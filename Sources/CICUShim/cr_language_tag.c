// BCP 47 tag ↔ ICU locale id. ICU's uloc_forLanguageTag and uloc_toLanguageTag convert a Unicode
// extension's keys and types (`-u-ca-gregory` ↔ `@calendar=gregorian`) through its key-type data,
// which it loads whole on the first conversion: some 57 million instructions, nine tenths of a
// start in `de-DE-u-sd-deby`. The extensions calrender's users write are a few keys whose legacy
// names are fixed (LDML's keys and their `legacy` names, CLDR's bcp47/*.xml): those are converted
// here, and the rest of the tag or id goes through ICU without its keywords (which needs no
// key-type data; uloc_setKeywordValue sets them). Anything else takes ICU's whole path.
// CalendarICUTests hold the two paths equal over every locale and extension written there.
#include "cr_icu.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unicode/uloc.h>

int32_t cr_locale_for_language_tag_by_icu(const char *tag, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t parsed = 0;
  int32_t length = uloc_forLanguageTag(tag, out, capacity, &parsed, &code);
  // A tag ICU could not read to the end is not a tag it understands.
  if (U_SUCCESS(code) && parsed != (int32_t)strlen(tag)) code = U_ILLEGAL_ARGUMENT_ERROR;
  *status = code;
  return length;
}

// Unicode extension keys whose types ICU keeps as they are written (or, for `ca`, as the calendar
// table maps them), with their legacy keywords, sorted by key (the order of a tag's extension).
static const char *const kKeys[][2] = {
  {"ca", "calendar"}, {"fw", "fw"}, {"hc", "hours"}, {"ms", "measure"}, {"nu", "numbers"},
  {"rg", "rg"}, {"sd", "sd"},
};
#define CR_KEY_COUNT (sizeof kKeys / sizeof kKeys[0])

// The other column of the row whose column `from` (0: BCP 47, 1: legacy) is `text`; NULL if none.
static const char *key_in(const char *text, int from) {
  for (size_t index = 0; index < CR_KEY_COUNT; index++) {
    if (strcmp(text, kKeys[index][from]) == 0) return kKeys[index][1 - from];
  }
  return NULL;
}

static const char *legacy_key(const char *key) { return key_in(key, 0); }

// The calendars by BCP 47 type and legacy type (`gregory`, `gregorian`); an alias such as
// `islamicc`, or an unknown one, is not here (ICU's path decides).
static const char *const kCalendars[][2] = {
  {"buddhist", "buddhist"}, {"chinese", "chinese"}, {"coptic", "coptic"}, {"dangi", "dangi"},
  {"ethioaa", "ethiopic-amete-alem"}, {"ethiopic", "ethiopic"}, {"gregory", "gregorian"},
  {"hebrew", "hebrew"}, {"indian", "indian"}, {"islamic", "islamic"}, {"islamic-civil", "islamic-civil"},
  {"islamic-rgsa", "islamic-rgsa"}, {"islamic-tbla", "islamic-tbla"},
  {"islamic-umalqura", "islamic-umalqura"}, {"iso8601", "iso8601"}, {"japanese", "japanese"},
  {"persian", "persian"}, {"roc", "roc"},
};

static const char *calendar_in(const char *type, int from) {
  for (size_t index = 0; index < sizeof kCalendars / sizeof kCalendars[0]; index++) {
    if (strcmp(type, kCalendars[index][from]) == 0) return kCalendars[index][1 - from];
  }
  return NULL;
}

static const char *calendar_type(const char *type) { return calendar_in(type, 0); }

// Whether `text` is 3–8 ASCII letters and digits: a type subtag (or an attribute).
static int is_type_subtag(const char *text, size_t length) {
  if (length < 3 || length > 8) return 0;
  for (size_t index = 0; index < length; index++) {
    if (!isalnum((unsigned char)text[index])) return 0;
  }
  return 1;
}

// The fast path; 0 when the tag is not one it takes (ICU's whole path then).
static int32_t by_keywords(const char *tag, char *out, int32_t capacity, int32_t *status, int *taken) {
  *taken = 0;
  char lower[160];
  size_t length = strlen(tag);
  if (length >= sizeof lower) return 0;
  for (size_t index = 0; index <= length; index++) lower[index] = (char)tolower((unsigned char)tag[index]);
  char *extension = strstr(lower, "-u-");
  // The extension must be the tag's last: no other singleton (`-t-`, `-x-`) after it.
  if (extension == NULL || extension == lower) return 0;
  for (const char *cursor = extension + 3; *cursor; cursor++) {
    if (*cursor == '-' && cursor[1] && (cursor[2] == '-' || cursor[2] == 0)) return 0;
  }
  // ICU may hold another singleton before it (`-t-…-u-`): then ICU's path.
  for (const char *cursor = lower; cursor < extension; cursor++) {
    if (*cursor == '-' && cursor[1] && cursor[2] == '-') return 0;
  }
  // Key–type pairs, each key two letters and one type subtag (a key with several type subtags,
  // a key without a type, or an attribute: ICU's path).
  const char *keys[8], *types[8];
  char typeBuffer[8][24];
  int count = 0;
  char *rest = extension + 3;
  while (*rest) {
    char *key = rest, *keyEnd = strchr(key, '-');
    if (keyEnd == NULL || keyEnd - key != 2 || count == 8) return 0;
    char *type = keyEnd + 1, *typeEnd = strchr(type, '-');
    size_t typeLength = typeEnd ? (size_t)(typeEnd - type) : strlen(type);
    if (!is_type_subtag(type, typeLength)) return 0;
    // `islamic-umalqura` and its kin: the calendar's type is two subtags.
    if (typeEnd && strncmp(key, "ca", 2) == 0 && typeLength == 7 && strncmp(type, "islamic", 7) == 0
        && is_type_subtag(typeEnd + 1, strcspn(typeEnd + 1, "-"))) {
      typeEnd = strchr(typeEnd + 1, '-');
      typeLength = typeEnd ? (size_t)(typeEnd - type) : strlen(type);
    }
    // A second type subtag (not a key after it): ICU's path.
    if (typeEnd && strcspn(typeEnd + 1, "-") != 2) return 0;
    if (typeLength >= sizeof typeBuffer[0]) return 0;
    *keyEnd = 0;
    memcpy(typeBuffer[count], type, typeLength);
    typeBuffer[count][typeLength] = 0;
    const char *legacy = legacy_key(key);
    if (legacy == NULL) return 0;
    const char *legacyType = strcmp(legacy, "calendar") == 0 ? calendar_type(typeBuffer[count]) : typeBuffer[count];
    if (legacyType == NULL) return 0;
    for (int index = 0; index < count; index++) {
      if (strcmp(keys[index], legacy) == 0) return 0;  // a key twice: ICU's path
    }
    keys[count] = legacy;
    types[count] = legacyType;
    count++;
    rest = typeEnd ? typeEnd + 1 : type + typeLength;
  }
  if (count == 0) return 0;
  // The tag without its extension, through ICU (no key-type data needed), then the keywords.
  *extension = 0;
  char base[160];
  memcpy(base, tag, (size_t)(extension - lower));
  base[extension - lower] = 0;
  UErrorCode code = U_ZERO_ERROR;
  int32_t parsed = 0;
  char id[ULOC_FULLNAME_CAPACITY];
  int32_t idLength = uloc_forLanguageTag(base, id, (int32_t)sizeof id, &parsed, &code);
  if (U_FAILURE(code) || parsed != (int32_t)strlen(base) || idLength >= (int32_t)sizeof id - 1 || strchr(id, '@')) return 0;
  for (int index = 0; index < count; index++) {
    uloc_setKeywordValue(keys[index], types[index], id, (int32_t)sizeof id, &code);
    if (U_FAILURE(code)) return 0;
  }
  *taken = 1;
  idLength = (int32_t)strlen(id);
  if (idLength >= capacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return idLength;
  }
  memcpy(out, id, (size_t)idLength + 1);
  *status = U_ZERO_ERROR;
  return idLength;
}

int32_t cr_locale_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status) {
  int taken = 0;
  int32_t length = by_keywords(tag, out, capacity, status, &taken);
  if (taken) return length;
  return cr_locale_for_language_tag_by_icu(tag, out, capacity, status);
}

int32_t cr_locale_to_language_tag_by_icu(const char *id, char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = U_ZERO_ERROR;
  int32_t length = uloc_toLanguageTag(id, out, capacity, 0, &code);
  *status = code;
  return length;
}

// Whether `text` is one or more type subtags joined by '-' (each 3–8 lower-case letters or digits).
static int is_type(const char *text) {
  size_t length = strlen(text);
  if (length == 0) return 0;
  for (const char *subtag = text; *subtag;) {
    size_t part = strcspn(subtag, "-");
    if (!is_type_subtag(subtag, part)) return 0;
    for (size_t index = 0; index < part; index++) {
      if (isupper((unsigned char)subtag[index])) return 0;
    }
    subtag += part;
    if (*subtag == '-') subtag++;
  }
  return 1;
}

static int32_t tag_by_keywords(const char *id, char *out, int32_t capacity, int32_t *status, int *taken) {
  *taken = 0;
  const char *at = strchr(id, '@');
  size_t baseLength = at ? (size_t)(at - id) : 0;
  if (at == NULL || baseLength >= ULOC_FULLNAME_CAPACITY) return 0;
  // The keywords, by BCP 47 key: at most one for each key of the table.
  const char *types[CR_KEY_COUNT] = {0};
  char values[CR_KEY_COUNT][24];
  for (const char *keyword = at + 1; *keyword;) {
    const char *equals = strchr(keyword, '='), *end = strchr(keyword, ';');
    if (equals == NULL || (end && end < equals)) return 0;
    size_t keyLength = (size_t)(equals - keyword);
    size_t valueLength = end ? (size_t)(end - equals - 1) : strlen(equals + 1);
    char key[16];
    if (keyLength == 0 || keyLength >= sizeof key || valueLength == 0 || valueLength >= sizeof values[0]) return 0;
    memcpy(key, keyword, keyLength);
    key[keyLength] = 0;
    const char *bcpKey = key_in(key, 1);
    if (bcpKey == NULL) return 0;
    size_t slot = 0;
    while (strcmp(kKeys[slot][0], bcpKey) != 0) slot++;
    if (types[slot]) return 0;
    memcpy(values[slot], equals + 1, valueLength);
    values[slot][valueLength] = 0;
    const char *type = slot == 0 ? calendar_in(values[slot], 1) : values[slot];
    if (type == NULL || !is_type(type)) return 0;
    types[slot] = type;
    keyword = end ? end + 1 : equals + 1 + valueLength;
  }
  char base[ULOC_FULLNAME_CAPACITY];
  memcpy(base, id, baseLength);
  base[baseLength] = 0;
  UErrorCode code = U_ZERO_ERROR;
  char tag[ULOC_FULLNAME_CAPACITY + 64];
  int32_t length = uloc_toLanguageTag(base, tag, ULOC_FULLNAME_CAPACITY, 0, &code);
  if (U_FAILURE(code) || length >= ULOC_FULLNAME_CAPACITY - 1) return 0;
  tag[length] = 0;
  // A tag with an extension or private use of its own (`en-US-u-va-posix`): ICU's path merges them.
  for (const char *cursor = tag; *cursor; cursor++) {
    if (*cursor == '-' && cursor[1] && (cursor[2] == '-' || cursor[2] == 0)) return 0;
  }
  size_t used = (size_t)length;
  int any = 0;
  for (size_t slot = 0; slot < CR_KEY_COUNT; slot++) {
    if (types[slot] == NULL) continue;
    int written = snprintf(tag + used, sizeof tag - used, "%s-%s-%s", any ? "" : "-u", kKeys[slot][0], types[slot]);
    if (written < 0 || (size_t)written >= sizeof tag - used) return 0;
    used += (size_t)written;
    any = 1;
  }
  if (!any) return 0;
  *taken = 1;
  if ((int32_t)used >= capacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return (int32_t)used;
  }
  memcpy(out, tag, used + 1);
  *status = U_ZERO_ERROR;
  return (int32_t)used;
}

int32_t cr_locale_to_language_tag(const char *id, char *out, int32_t capacity, int32_t *status) {
  int taken = 0;
  int32_t length = tag_by_keywords(id, out, capacity, status, &taken);
  if (taken) return length;
  return cr_locale_to_language_tag_by_icu(id, out, capacity, status);
}
