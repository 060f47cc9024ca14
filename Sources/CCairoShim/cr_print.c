// Cairo and Pango behind a small C interface: the print renderer's pages and text. Both libraries are
// opened on first use (dlopen), not linked: a run that writes text, JSON or SVG never loads them, nor
// the GLib, fontconfig, FreeType, HarfBuzz and libpng they bring (some 30 libraries of loader work).
//
// Cairo's declarations come from its headers (each function called through a pointer of its own
// type, as the libical shim does). Pango's headers need GLib's include paths, which a SwiftPM
// target cannot name without unsafe flags, so the few Pango calls used are declared here, with the
// opaque types and enum values of Pango 1.x's stable ABI.
#include "cr_print.h"

#include <cairo/cairo-pdf.h>
#include <cairo/cairo.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct {
  int x, y, width, height;
} PangoRectangle;
enum { CR_PANGO_SCALE = 1024, CR_PANGO_ELLIPSIZE_NONE = 0, CR_PANGO_ELLIPSIZE_END = 3 };
enum { CR_PANGO_DIRECTION_LTR = 0, CR_PANGO_DIRECTION_RTL = 1 };
enum { CR_PANGO_WRAP_WORD_CHAR = 2 };
enum { CR_PANGO_WEIGHT_NORMAL = 400, CR_PANGO_WEIGHT_BOLD = 700 };

PangoContext *pango_cairo_create_context(cairo_t *cr);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_context_set_base_dir(PangoContext *context, int direction);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *description);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_ellipsize(PangoLayout *layout, int mode);
void pango_layout_set_wrap(PangoLayout *layout, int wrap);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_single_paragraph_mode(PangoLayout *layout, int setting);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink, PangoRectangle *logical);
int pango_layout_is_ellipsized(PangoLayout *layout);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *description, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *description, double size);
void pango_font_description_set_weight(PangoFontDescription *description, int weight);
void pango_font_description_free(PangoFontDescription *description);
const char *pango_version_string(void);
void g_object_unref(void *object);

#define CR_CAIRO_FUNCTIONS(X) \
  X(cairo_arc) \
  X(cairo_clip) \
  X(cairo_create) \
  X(cairo_destroy) \
  X(cairo_font_options_create) \
  X(cairo_font_options_destroy) \
  X(cairo_font_options_set_antialias) \
  X(cairo_font_options_set_hint_metrics) \
  X(cairo_font_options_set_hint_style) \
  X(cairo_image_surface_create) \
  X(cairo_line_to) \
  X(cairo_move_to) \
  X(cairo_new_path) \
  X(cairo_pdf_surface_add_outline) \
  X(cairo_pdf_surface_create_for_stream) \
  X(cairo_pdf_surface_set_metadata) \
  X(cairo_pdf_surface_set_size) \
  X(cairo_rectangle) \
  X(cairo_restore) \
  X(cairo_save) \
  X(cairo_scale) \
  X(cairo_set_antialias) \
  X(cairo_set_line_width) \
  X(cairo_set_source_rgb) \
  X(cairo_fill) \
  X(cairo_show_page) \
  X(cairo_status) \
  X(cairo_status_to_string) \
  X(cairo_stroke) \
  X(cairo_surface_destroy) \
  X(cairo_surface_finish) \
  X(cairo_surface_status) \
  X(cairo_surface_write_to_png_stream) \
  X(cairo_tag_begin) \
  X(cairo_tag_end) \
  X(cairo_translate) \
  X(cairo_version_string)

#define CR_PANGO_FUNCTIONS(X) \
  X(pango_context_set_base_dir) \
  X(pango_context_set_round_glyph_positions) \
  X(pango_font_description_free) \
  X(pango_font_description_new) \
  X(pango_font_description_set_absolute_size) \
  X(pango_font_description_set_family) \
  X(pango_font_description_set_weight) \
  X(pango_layout_context_changed) \
  X(pango_layout_get_extents) \
  X(pango_layout_is_ellipsized) \
  X(pango_layout_new) \
  X(pango_layout_set_ellipsize) \
  X(pango_layout_set_font_description) \
  X(pango_layout_set_height) \
  X(pango_layout_set_single_paragraph_mode) \
  X(pango_layout_set_text) \
  X(pango_layout_set_width) \
  X(pango_layout_set_wrap) \
  X(pango_version_string)

#define CR_PANGOCAIRO_FUNCTIONS(X) \
  X(pango_cairo_context_set_font_options) \
  X(pango_cairo_create_context) \
  X(pango_cairo_show_layout) \
  X(pango_cairo_update_context)

#define CR_GOBJECT_FUNCTIONS(X) X(g_object_unref)

static struct {
#define CR_POINTER(name) __typeof__(&name) name;
  CR_CAIRO_FUNCTIONS(CR_POINTER)
  CR_PANGO_FUNCTIONS(CR_POINTER)
  CR_PANGOCAIRO_FUNCTIONS(CR_POINTER)
  CR_GOBJECT_FUNCTIONS(CR_POINTER)
#undef CR_POINTER
} lib;

// Debian 12's sonames (packages libcairo2, libpango-1.0-0, libpangocairo-1.0-0, libglib2.0-0).
#define CR_CAIRO_LIBRARY "libcairo.so.2"
#define CR_PANGO_LIBRARY "libpango-1.0.so.0"
#define CR_PANGOCAIRO_LIBRARY "libpangocairo-1.0.so.0"
#define CR_GOBJECT_LIBRARY "libgobject-2.0.so.0"

static pthread_once_t libraries_once = PTHREAD_ONCE_INIT;
// Why the libraries could not be opened; empty once they are.
static char libraries_failure[400];

static void *open_library(const char *soname, const char *package) {
  void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *reason = dlerror();
    snprintf(libraries_failure, sizeof libraries_failure,
             "PDF and PNG output need %s (Debian package %s): %s", soname, package,
             reason ? reason : "cannot be opened");
  }
  return handle;
}

static void libraries_open(void) {
  void *cairo = open_library(CR_CAIRO_LIBRARY, "libcairo2");
  if (!cairo) return;
  void *pango = open_library(CR_PANGO_LIBRARY, "libpango-1.0-0");
  if (!pango) return;
  void *pangocairo = open_library(CR_PANGOCAIRO_LIBRARY, "libpangocairo-1.0-0");
  if (!pangocairo) return;
  void *gobject = open_library(CR_GOBJECT_LIBRARY, "libglib2.0-0");
  if (!gobject) return;
#define CR_RESOLVE_CAIRO(name_) \
  *(void **)&lib.name_ = dlsym(cairo, #name_); \
  if (!lib.name_) { snprintf(libraries_failure, sizeof libraries_failure, CR_CAIRO_LIBRARY " has no function " #name_); return; }
#define CR_RESOLVE_PANGO(name_) \
  *(void **)&lib.name_ = dlsym(pango, #name_); \
  if (!lib.name_) { snprintf(libraries_failure, sizeof libraries_failure, CR_PANGO_LIBRARY " has no function " #name_); return; }
#define CR_RESOLVE_PANGOCAIRO(name_) \
  *(void **)&lib.name_ = dlsym(pangocairo, #name_); \
  if (!lib.name_) { snprintf(libraries_failure, sizeof libraries_failure, CR_PANGOCAIRO_LIBRARY " has no function " #name_); return; }
#define CR_RESOLVE_GOBJECT(name_) \
  *(void **)&lib.name_ = dlsym(gobject, #name_); \
  if (!lib.name_) { snprintf(libraries_failure, sizeof libraries_failure, CR_GOBJECT_LIBRARY " has no function " #name_); return; }
  CR_CAIRO_FUNCTIONS(CR_RESOLVE_CAIRO)
  CR_PANGO_FUNCTIONS(CR_RESOLVE_PANGO)
  CR_PANGOCAIRO_FUNCTIONS(CR_RESOLVE_PANGOCAIRO)
  CR_GOBJECT_FUNCTIONS(CR_RESOLVE_GOBJECT)
}

static int libraries_ready(cr_print_error *error) {
  pthread_once(&libraries_once, libraries_open);
  if (!libraries_failure[0]) return 1;
  if (error) snprintf(error->message, sizeof error->message, "%s", libraries_failure);
  return 0;
}

// One call into Cairo and Pango at a time, in the whole process. The suite crashed once in CI
// (2026-12-02, memmove to a null pointer) just as eight print tests began in parallel, each the
// process's first use of Cairo, Pango and fontconfig; it did not recur alone. Cairo 1.16's font
// caches and fontconfig's initialisation are shared between the per-thread Pango font maps, and
// neither library promises them safe to share: every entry point below holds this lock for its
// duration (no Cairo or Pango call reaches back into the caller, so it is never taken twice).
// Printing from many threads is safe and serial; text, JSON, SVG and HTML do not take it.
static pthread_mutex_t print_lock = PTHREAD_MUTEX_INITIALIZER;

static void print_unlock(pthread_mutex_t **held) { pthread_mutex_unlock(*held); }

static pthread_mutex_t *print_locked(void) {
  pthread_mutex_lock(&print_lock);
  return &print_lock;
}

#define CR_SERIALIZED pthread_mutex_t *cr_held __attribute__((cleanup(print_unlock), unused)) = print_locked()

// A text laid out once at the reference size on one line, kept for the document: a year's pages
// measure and draw the same day numbers, weekday names and lunar dates again and again, and laying
// one out (itemizing, shaping) was a third of a wall calendar's work.
typedef struct {
  char *key;  // families, '\x1f', bold, '\x1f', text
  PangoLayout *layout;
  PangoRectangle ink, logical;
} cr_layout_entry;

struct cr_print_document {
  int32_t kind;
  cr_layout_entry *layouts;
  size_t layoutCount, layoutCapacity;
  cairo_surface_t *surface;
  cairo_t *cr;
  PangoContext *context;
  PangoLayout *layout;
  PangoFontDescription *font;
  cairo_font_options_t *fontOptions;
  // The output so far (PDF as Cairo streams it; PNG at the end), or failed when memory ran out.
  uint8_t *bytes;
  size_t count, capacity;
  int failed;
  int finished;
  int32_t nextOutline;
};

static cairo_status_t append_bytes(void *closure, const unsigned char *data, unsigned int length) {
  cr_print_document *document = closure;
  if (document->failed) return CAIRO_STATUS_WRITE_ERROR;
  if (document->count + length > document->capacity) {
    size_t capacity = document->capacity ? document->capacity : 65536;
    while (capacity < document->count + length) capacity *= 2;
    uint8_t *grown = realloc(document->bytes, capacity);
    if (!grown) {
      document->failed = 1;
      return CAIRO_STATUS_WRITE_ERROR;
    }
    document->bytes = grown;
    document->capacity = capacity;
  }
  memcpy(document->bytes + document->count, data, length);
  document->count += length;
  return CAIRO_STATUS_SUCCESS;
}

cr_print_document *cr_print_open(int32_t kind, double width, double height, int32_t rightToLeft,
                                 int32_t antialias, cr_print_error *error) {
  CR_SERIALIZED;
  if (!libraries_ready(error)) return NULL;
  cr_print_document *document = calloc(1, sizeof *document);
  if (!document) {
    snprintf(error->message, sizeof error->message, "out of memory");
    return NULL;
  }
  document->kind = kind;
  document->surface = kind == CR_PRINT_PDF
                          ? lib.cairo_pdf_surface_create_for_stream(append_bytes, document, width, height)
                          : lib.cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)width, (int)height);
  if (lib.cairo_surface_status(document->surface) != CAIRO_STATUS_SUCCESS) {
    snprintf(error->message, sizeof error->message, "cannot make a %.0f x %.0f surface: %s", width, height,
             lib.cairo_status_to_string(lib.cairo_surface_status(document->surface)));
    lib.cairo_surface_destroy(document->surface);
    free(document);
    return NULL;
  }
  // Cairo 1.16 writes the time of the run as /CreationDate unless told otherwise: none by default,
  // so that the same command makes the same bytes (the caller sets one when asked).
  if (kind == CR_PRINT_PDF) lib.cairo_pdf_surface_set_metadata(document->surface, CAIRO_PDF_METADATA_CREATE_DATE, "");
  document->cr = lib.cairo_create(document->surface);
  document->context = lib.pango_cairo_create_context(document->cr);
  document->fontOptions = lib.cairo_font_options_create();
  // Unhinted metrics: text is as wide at every scale, so the layout measured is the layout drawn.
  lib.cairo_font_options_set_hint_metrics(document->fontOptions, CAIRO_HINT_METRICS_OFF);
  if (antialias == CR_PRINT_ANTIALIAS_NONE) {
    lib.cairo_set_antialias(document->cr, CAIRO_ANTIALIAS_NONE);
    lib.cairo_font_options_set_antialias(document->fontOptions, CAIRO_ANTIALIAS_NONE);
    lib.cairo_font_options_set_hint_style(document->fontOptions, CAIRO_HINT_STYLE_FULL);
  }
  lib.pango_cairo_context_set_font_options(document->context, document->fontOptions);
  lib.pango_context_set_base_dir(document->context, rightToLeft ? CR_PANGO_DIRECTION_RTL : CR_PANGO_DIRECTION_LTR);
  // Glyph positions not rounded to whole device units, so that text measured at the reference size
  // (set_font) scales exactly to the size drawn.
  lib.pango_context_set_round_glyph_positions(document->context, 0);
  document->layout = lib.pango_layout_new(document->context);
  lib.pango_layout_set_single_paragraph_mode(document->layout, 1);
  document->font = lib.pango_font_description_new();
  document->nextOutline = 1;
  return document;
}

void cr_print_set_metadata(cr_print_document *document, int32_t key, const char *value) {
  CR_SERIALIZED;
  if (document->kind != CR_PRINT_PDF) return;
  cairo_pdf_metadata_t which;
  switch (key) {
    case CR_PRINT_TITLE: which = CAIRO_PDF_METADATA_TITLE; break;
    case CR_PRINT_CREATOR: which = CAIRO_PDF_METADATA_CREATOR; break;
    case CR_PRINT_CREATE_DATE: which = CAIRO_PDF_METADATA_CREATE_DATE; break;
    case CR_PRINT_SUBJECT: which = CAIRO_PDF_METADATA_SUBJECT; break;
    default: return;
  }
  lib.cairo_pdf_surface_set_metadata(document->surface, which, value ? value : "");
}

void cr_print_page_size(cr_print_document *document, double width, double height) {
  CR_SERIALIZED;
  if (document->kind == CR_PRINT_PDF) lib.cairo_pdf_surface_set_size(document->surface, width, height);
}

void cr_print_show_page(cr_print_document *document) {
  CR_SERIALIZED;
  lib.cairo_show_page(document->cr);
}

void cr_print_scale(cr_print_document *document, double scale) {
  CR_SERIALIZED;
  lib.cairo_scale(document->cr, scale, scale);
  lib.pango_cairo_update_context(document->cr, document->context);
  lib.pango_layout_context_changed(document->layout);
}

static void set_rgb(cairo_t *cr, uint32_t rgb) {
  lib.cairo_set_source_rgb(cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

void cr_print_fill_rect(cr_print_document *document, double x, double y, double width, double height, uint32_t rgb) {
  CR_SERIALIZED;
  set_rgb(document->cr, rgb);
  lib.cairo_rectangle(document->cr, x, y, width, height);
  lib.cairo_fill(document->cr);
}

void cr_print_stroke_rect(cr_print_document *document, double x, double y, double width, double height,
                          double lineWidth, uint32_t rgb) {
  CR_SERIALIZED;
  set_rgb(document->cr, rgb);
  lib.cairo_set_line_width(document->cr, lineWidth);
  lib.cairo_rectangle(document->cr, x, y, width, height);
  lib.cairo_stroke(document->cr);
}

void cr_print_line(cr_print_document *document, double x0, double y0, double x1, double y1, double lineWidth,
                   uint32_t rgb) {
  CR_SERIALIZED;
  set_rgb(document->cr, rgb);
  lib.cairo_set_line_width(document->cr, lineWidth);
  lib.cairo_move_to(document->cr, x0, y0);
  lib.cairo_line_to(document->cr, x1, y1);
  lib.cairo_stroke(document->cr);
}

void cr_print_stroke_circle(cr_print_document *document, double cx, double cy, double radius, double lineWidth,
                            uint32_t rgb) {
  CR_SERIALIZED;
  set_rgb(document->cr, rgb);
  lib.cairo_set_line_width(document->cr, lineWidth);
  lib.cairo_new_path(document->cr);
  lib.cairo_arc(document->cr, cx, cy, radius, 0, 6.283185307179586);
  lib.cairo_stroke(document->cr);
}

void cr_print_fill_arc(cr_print_document *document, double cx, double cy, double radius, double from, double to,
                       uint32_t rgb) {
  CR_SERIALIZED;
  set_rgb(document->cr, rgb);
  lib.cairo_new_path(document->cr);
  lib.cairo_arc(document->cr, cx, cy, radius, from, to);
  // cairo_fill closes the path: the chord from the arc's end back to its start.
  lib.cairo_fill(document->cr);
}

// Every text is laid out at one reference size and drawn scaled to its own. Pango loads a font set
// (a fontconfig sort of every installed font against the family list) for each size it is asked
// for, and the page layouts ask for sizes computed to fit (a title shrunk to its box, day numbers
// to their cells): a year of pages asked for dozens, and the sorts were a fifth of a PDF's work.
// With unhinted metrics and unrounded positions a layout's extents are linear in its size, so the
// reference size's, scaled, are the size's own; Cairo draws each glyph at the scaled size.
#define CR_REFERENCE_SIZE 16.0

// Sets the reference-size font; returns the factor from reference to `size`.
static double set_font(cr_print_document *document, const char *families, double size, int32_t bold) {
  lib.pango_font_description_set_family(document->font, families);
  lib.pango_font_description_set_absolute_size(document->font, CR_REFERENCE_SIZE * CR_PANGO_SCALE);
  lib.pango_font_description_set_weight(document->font, bold ? CR_PANGO_WEIGHT_BOLD : CR_PANGO_WEIGHT_NORMAL);
  lib.pango_layout_set_font_description(document->layout, document->font);
  return size / CR_REFERENCE_SIZE;
}

static uint64_t layout_hash(const char *key) {
  uint64_t hash = 14695981039346656037ull;
  for (const unsigned char *byte = (const unsigned char *)key; *byte; byte++) hash = (hash ^ *byte) * 1099511628211ull;
  return hash;
}

// The document's one-line layout of `text` at the reference size (made on first use), or NULL when
// memory runs out (the caller lays the text out itself then). Open addressing, at most 3/4 full.
static cr_layout_entry *cached_layout(cr_print_document *document, const char *text, const char *families,
                                      int32_t bold) {
  size_t familiesLength = strlen(families), textLength = strlen(text);
  if (familiesLength + textLength > 4096) return NULL;
  char *key = malloc(familiesLength + textLength + 4);
  if (!key) return NULL;
  memcpy(key, families, familiesLength);
  key[familiesLength] = 0x1f;
  key[familiesLength + 1] = bold ? 'b' : 'r';
  key[familiesLength + 2] = 0x1f;
  memcpy(key + familiesLength + 3, text, textLength + 1);
  if ((document->layoutCount + 1) * 4 > document->layoutCapacity * 3) {
    size_t capacity = document->layoutCapacity ? document->layoutCapacity * 2 : 256;
    cr_layout_entry *grown = calloc(capacity, sizeof *grown);
    if (!grown) {
      free(key);
      return NULL;
    }
    for (size_t index = 0; index < document->layoutCapacity; index++) {
      cr_layout_entry *entry = &document->layouts[index];
      if (!entry->key) continue;
      size_t slot = layout_hash(entry->key) & (capacity - 1);
      while (grown[slot].key) slot = (slot + 1) & (capacity - 1);
      grown[slot] = *entry;
    }
    free(document->layouts);
    document->layouts = grown;
    document->layoutCapacity = capacity;
  }
  size_t slot = layout_hash(key) & (document->layoutCapacity - 1);
  while (document->layouts[slot].key) {
    if (strcmp(document->layouts[slot].key, key) == 0) {
      free(key);
      return &document->layouts[slot];
    }
    slot = (slot + 1) & (document->layoutCapacity - 1);
  }
  PangoLayout *layout = lib.pango_layout_new(document->context);
  if (!layout) {
    free(key);
    return NULL;
  }
  set_font(document, families, CR_REFERENCE_SIZE, bold);
  lib.pango_layout_set_font_description(layout, document->font);
  lib.pango_layout_set_text(layout, text, -1);
  cr_layout_entry *entry = &document->layouts[slot];
  entry->key = key;
  entry->layout = layout;
  lib.pango_layout_get_extents(layout, &entry->ink, &entry->logical);
  document->layoutCount++;
  return entry;
}

void cr_print_measure(cr_print_document *document, const char *text, const char *families, double size,
                      int32_t bold, double *width, double *height) {
  CR_SERIALIZED;
  cr_layout_entry *entry = cached_layout(document, text, families, bold);
  if (entry) {
    double scale = size / CR_REFERENCE_SIZE;
    *width = scale * entry->logical.width / CR_PANGO_SCALE;
    *height = scale * entry->logical.height / CR_PANGO_SCALE;
    return;
  }
  double scale = set_font(document, families, size, bold);
  lib.pango_layout_set_width(document->layout, -1);
  lib.pango_layout_set_height(document->layout, -1);
  lib.pango_layout_set_ellipsize(document->layout, CR_PANGO_ELLIPSIZE_NONE);
  lib.pango_layout_set_text(document->layout, text, -1);
  PangoRectangle logical;
  lib.pango_layout_get_extents(document->layout, NULL, &logical);
  *width = scale * logical.width / CR_PANGO_SCALE;
  *height = scale * logical.height / CR_PANGO_SCALE;
}

int32_t cr_print_text(cr_print_document *document, const char *text, const char *families, double size,
                      int32_t bold, cr_print_box box, cr_print_box clip, int32_t align, int32_t maxLines,
                      uint32_t rgb, cr_print_box *ink, double *height) {
  CR_SERIALIZED;
  double x = box.x, y = box.y, width = box.width;
  cr_layout_entry *entry = cached_layout(document, text, families, bold);
  double scale = set_font(document, families, size, bold);
  // The box's width at the reference size.
  double referenceWidth = width / scale;
  PangoLayout *layout = document->layout;
  PangoRectangle logical, inked;
  int fits;
  if (entry && entry->logical.width <= referenceWidth * CR_PANGO_SCALE) {
    // On one line as it is: the kept layout, drawn as it was measured.
    layout = entry->layout;
    logical = entry->logical;
    inked = entry->ink;
    fits = 1;
  } else {
    lib.pango_layout_set_text(document->layout, text, -1);
    lib.pango_layout_set_ellipsize(document->layout, CR_PANGO_ELLIPSIZE_NONE);
    lib.pango_layout_set_width(document->layout, -1);
    lib.pango_layout_set_height(document->layout, -1);
    lib.pango_layout_get_extents(document->layout, NULL, &logical);
    fits = logical.width <= referenceWidth * CR_PANGO_SCALE;
  }
  if (!fits) {
    lib.pango_layout_set_width(document->layout, (int)(referenceWidth * CR_PANGO_SCALE));
    lib.pango_layout_set_wrap(document->layout, CR_PANGO_WRAP_WORD_CHAR);
    // A negative height is a number of lines: the last one ellipsized when the text needs more.
    lib.pango_layout_set_height(document->layout, -(maxLines > 1 ? maxLines : 1));
    lib.pango_layout_set_ellipsize(document->layout, CR_PANGO_ELLIPSIZE_END);
    fits = !lib.pango_layout_is_ellipsized(document->layout);
  }
  if (layout == document->layout) lib.pango_layout_get_extents(document->layout, &inked, &logical);
  double unit = scale / CR_PANGO_SCALE;
  if (height) *height = unit * logical.height;
  // Placed by its logical extents, not by Pango's alignment (which an auto-detected right-to-left
  // paragraph flips): the side asked for is the side it is set against.
  double textWidth = unit * logical.width;
  double left = align == CR_PRINT_LEFT ? x : align == CR_PRINT_RIGHT ? x + width - textWidth : x + (width - textWidth) / 2;
  double originX = left - unit * logical.x;
  double originY = y - unit * logical.y;
  lib.cairo_save(document->cr);
  lib.cairo_rectangle(document->cr, clip.x, clip.y, clip.width, clip.height);
  lib.cairo_clip(document->cr);
  set_rgb(document->cr, rgb);
  lib.cairo_translate(document->cr, originX, originY);
  lib.cairo_scale(document->cr, scale, scale);
  lib.cairo_move_to(document->cr, 0, 0);
  lib.pango_cairo_show_layout(document->cr, layout);
  lib.cairo_restore(document->cr);
  if (ink) {
    ink->x = originX + unit * inked.x;
    ink->y = originY + unit * inked.y;
    ink->width = unit * inked.width;
    ink->height = unit * inked.height;
  }
  return fits;
}

void cr_print_destination(cr_print_document *document, const char *name) {
  CR_SERIALIZED;
  if (document->kind != CR_PRINT_PDF) return;
  char attributes[160];
  snprintf(attributes, sizeof attributes, "name='%s'", name);
  lib.cairo_tag_begin(document->cr, CAIRO_TAG_DEST, attributes);
  lib.cairo_tag_end(document->cr, CAIRO_TAG_DEST);
}

void cr_print_link(cr_print_document *document, double x, double y, double width, double height, const char *name) {
  CR_SERIALIZED;
  if (document->kind != CR_PRINT_PDF) return;
  char attributes[240];
  snprintf(attributes, sizeof attributes, "rect=[%.2f %.2f %.2f %.2f] dest='%s'", x, y, width, height, name);
  lib.cairo_tag_begin(document->cr, CAIRO_TAG_LINK, attributes);
  lib.cairo_tag_end(document->cr, CAIRO_TAG_LINK);
}

int32_t cr_print_outline(cr_print_document *document, int32_t parent, const char *title, int32_t page) {
  CR_SERIALIZED;
  if (document->kind != CR_PRINT_PDF) return 0;
  char link[32];
  snprintf(link, sizeof link, "page=%d", (int)page);
  return (int32_t)lib.cairo_pdf_surface_add_outline(document->surface, parent, title, link, 0);
}

int32_t cr_print_finish(cr_print_document *document, cr_print_error *error) {
  CR_SERIALIZED;
  if (!document->finished) {
    document->finished = 1;
    if (document->kind == CR_PRINT_PNG) {
      lib.cairo_surface_write_to_png_stream(document->surface, append_bytes, document);
    } else {
      lib.cairo_show_page(document->cr);
      lib.cairo_surface_finish(document->surface);
    }
  }
  cairo_status_t status = lib.cairo_status(document->cr);
  if (status == CAIRO_STATUS_SUCCESS) status = lib.cairo_surface_status(document->surface);
  if (document->failed) {
    snprintf(error->message, sizeof error->message, "out of memory");
    return 0;
  }
  if (status != CAIRO_STATUS_SUCCESS) {
    snprintf(error->message, sizeof error->message, "cairo: %s", lib.cairo_status_to_string(status));
    return 0;
  }
  return 1;
}

const uint8_t *cr_print_bytes(const cr_print_document *document, int64_t *count) {
  *count = (int64_t)document->count;
  return document->bytes;
}

void cr_print_close(cr_print_document *document) {
  CR_SERIALIZED;
  if (!document) return;
  lib.pango_font_description_free(document->font);
  for (size_t index = 0; index < document->layoutCapacity; index++) {
    if (!document->layouts[index].key) continue;
    free(document->layouts[index].key);
    lib.g_object_unref(document->layouts[index].layout);
  }
  free(document->layouts);
  lib.g_object_unref(document->layout);
  lib.g_object_unref(document->context);
  lib.cairo_font_options_destroy(document->fontOptions);
  lib.cairo_destroy(document->cr);
  lib.cairo_surface_destroy(document->surface);
  free(document->bytes);
  free(document);
}

void cr_print_versions(char cairo[32], char pango[32]) {
  CR_SERIALIZED;
  cairo[0] = pango[0] = 0;
  if (!libraries_ready(NULL)) return;
  snprintf(cairo, 32, "%s", lib.cairo_version_string());
  snprintf(pango, 32, "%s", lib.pango_version_string());
}
