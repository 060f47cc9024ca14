// The C shim over Cairo and Pango: pages of PDF, or one PNG image, drawn with shaped text. No Cairo,
// Pango or GLib types cross it.
#ifndef CR_PRINT_H
#define CR_PRINT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A document being drawn (opaque): a PDF of pages, or one image, with its text machinery.
typedef struct cr_print_document cr_print_document;

/// What is drawn into.
enum {
  /// A PDF, a page at a time (sizes in points, 1/72 in).
  CR_PRINT_PDF = 0,
  /// One ARGB image (sizes in pixels), written as PNG at the end.
  CR_PRINT_PNG = 1,
};

/// How text and shapes are smoothed: `CR_PRINT_ANTIALIAS_NONE` gives pure colours (no greys) for
/// panels that show 1 bit or a few colours a pixel.
enum { CR_PRINT_ANTIALIAS_DEFAULT = 0, CR_PRINT_ANTIALIAS_NONE = 1 };

/// PDF metadata keys (the document information dictionary).
enum { CR_PRINT_TITLE = 0, CR_PRINT_CREATOR = 1, CR_PRINT_CREATE_DATE = 2, CR_PRINT_SUBJECT = 3 };

/// Text placement: the box's side the text is set against.
enum { CR_PRINT_LEFT = 0, CR_PRINT_CENTER = 1, CR_PRINT_RIGHT = 2 };

/// Why a document could not be made or finished.
typedef struct cr_print_error {
  char message[400];
} cr_print_error;

/// A rectangle in the page's units: where a text's ink lies once drawn.
typedef struct cr_print_box {
  double x, y, width, height;
} cr_print_box;

/// Opens Cairo and Pango on the first call (libcairo.so.2, libpango-1.0.so.0, libpangocairo-1.0.so.0,
/// libgobject-2.0.so.0, by dlopen: nothing else needs them) and starts a document of `kind` whose
/// first page (the image) is `width` × `height`. `rightToLeft`: paragraphs without a strong
/// direction of their own (a day number) run right to left. NULL with `error` filled when a
/// library cannot be opened or the surface cannot be made.
cr_print_document *cr_print_open(int32_t kind, double width, double height, int32_t rightToLeft,
                                 int32_t antialias, cr_print_error *error);

/// Sets a PDF metadata entry (ignored for PNG). A NULL or empty value removes the entry: Cairo 1.16
/// writes the time of the run as the creation date unless it is set.
void cr_print_set_metadata(cr_print_document *document, int32_t key, const char *value);

/// The size of the next page (PDF; call before drawing on it).
void cr_print_page_size(cr_print_document *document, double width, double height);
/// Ends the current page and starts the next (PDF).
void cr_print_show_page(cr_print_document *document);
/// Multiplies every later coordinate by `scale` (PNG `--scale`).
void cr_print_scale(cr_print_document *document, double scale);

/// Fills a rectangle with `rgb` (0xRRGGBB).
void cr_print_fill_rect(cr_print_document *document, double x, double y, double width, double height, uint32_t rgb);
/// Strokes a rectangle's outline, `lineWidth` wide.
void cr_print_stroke_rect(cr_print_document *document, double x, double y, double width, double height,
                          double lineWidth, uint32_t rgb);
/// A straight line.
void cr_print_line(cr_print_document *document, double x0, double y0, double x1, double y1, double lineWidth,
                   uint32_t rgb);
/// Strokes a circle.
void cr_print_stroke_circle(cr_print_document *document, double cx, double cy, double radius, double lineWidth,
                            uint32_t rgb);
/// Fills the part of a disc cut off by the chord from angle `from` to angle `to` (radians,
/// clockwise from the +x axis, y downwards), `to` reached clockwise: 0 to 2π is the whole disc,
/// −π/2 to π/2 its right half (a moon's phase).
void cr_print_fill_arc(cr_print_document *document, double cx, double cy, double radius, double from, double to,
                       uint32_t rgb);

/// Shapes `text` (UTF-8) in `families` (a comma-separated Pango family list, fontconfig falling back
/// per character) at `size` units, `bold` or regular, and draws it in `box` set against `align`, its
/// first line's top at the box's top: on one line, or wrapped at word (else character) boundaries
/// into at most `maxLines`. When it does not fit, it is cut with an ellipsis at its logical end
/// (Pango's ellipsizing: a right-to-left line loses its left end). Clipped to `clip` (its cell), so
/// that nothing ever reaches a neighbour. `ink` (may be NULL) receives where the glyphs' ink lies,
/// unclipped: a caller checks it against the clip; `height` (may be NULL) the height of the lines
/// drawn. Returns 1 when the whole text fits unellipsized.
int32_t cr_print_text(cr_print_document *document, const char *text, const char *families, double size,
                      int32_t bold, cr_print_box box, cr_print_box clip, int32_t align, int32_t maxLines,
                      uint32_t rgb, cr_print_box *ink, double *height);

/// The width and height of `text` set on one line (logical extents), without drawing it.
void cr_print_measure(cr_print_document *document, const char *text, const char *families, double size,
                      int32_t bold, double *width, double *height);

/// Marks the current page as the destination `name` (PDF), for links and the outline.
void cr_print_destination(cr_print_document *document, const char *name);
/// Makes the box a link to the destination `name` (PDF).
void cr_print_link(cr_print_document *document, double x, double y, double width, double height, const char *name);
/// Adds an outline entry (bookmark) under `parent` (0: the root) to page `page` (1-based); returns its
/// id for children.
int32_t cr_print_outline(cr_print_document *document, int32_t parent, const char *title, int32_t page);

/// Ends the document: the PDF's last page and trailer, or the PNG's encoding. 0 with `error` filled
/// when Cairo reports a failure.
int32_t cr_print_finish(cr_print_document *document, cr_print_error *error);
/// The finished bytes (valid until the document is closed).
const uint8_t *cr_print_bytes(const cr_print_document *document, int64_t *count);

/// Frees the document and everything it holds.
void cr_print_close(cr_print_document *document);

/// The Cairo and Pango versions ("1.16.0"), empty when they cannot be opened.
void cr_print_versions(char cairo[32], char pango[32]);

#ifdef __cplusplus
}
#endif
#endif
