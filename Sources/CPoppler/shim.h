#include <cairo.h>
#include <poppler.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// One page rendered: premultiplied native-endian ARGB (cairo's ARGB32, the framebuffer's own
/// pixel format), `width` × `height` pixels packed in rows; `message` holds the failure, if any.
typedef struct {
    int width;
    int height;
    uint32_t *pixels;
    double page_width;
    double page_height;
    char message[160];
} cpoppler_page;

static inline void cpoppler_fail(cpoppler_page *out, const char *message) {
    strncpy(out->message, message, sizeof out->message - 1);
    out->message[sizeof out->message - 1] = 0;
}

/// Renders the first page of the PDF in `bytes` at `scale` pixels per point, lowered so the image
/// has at most `max_pixels` pixels (the page size is read before anything is drawn). Returns 1 on
/// success (the caller frees out->pixels), 0 with out->message set. Poppler's GLib binding works
/// from a copy of the bytes, so the caller's buffer may go once this returns.
static inline int cpoppler_render(const void *bytes, size_t count, double scale, double max_pixels, cpoppler_page *out) {
    memset(out, 0, sizeof *out);
    GBytes *data = g_bytes_new(bytes, count);
    GError *error = NULL;
    PopplerDocument *document = poppler_document_new_from_bytes(data, NULL, &error);
    g_bytes_unref(data);
    if (document == NULL) {
        cpoppler_fail(out, error != NULL ? error->message : "not a PDF document");
        if (error != NULL) g_error_free(error);
        return 0;
    }
    PopplerPage *page = poppler_document_get_n_pages(document) > 0 ? poppler_document_get_page(document, 0) : NULL;
    if (page == NULL) {
        g_object_unref(document);
        cpoppler_fail(out, "the PDF has no page");
        return 0;
    }
    poppler_page_get_size(page, &out->page_width, &out->page_height);
    double area = out->page_width * out->page_height;
    if (!(area > 0) || out->page_width > 1e5 || out->page_height > 1e5) {
        g_object_unref(page);
        g_object_unref(document);
        cpoppler_fail(out, "the PDF's page has no usable size");
        return 0;
    }
    if (area * scale * scale > max_pixels) scale = __builtin_sqrt(max_pixels / area);
    int width = (int)(out->page_width * scale + 0.5);
    int height = (int)(out->page_height * scale + 0.5);
    if (width < 1) width = 1;
    if (height < 1) height = 1;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        g_object_unref(page);
        g_object_unref(document);
        cpoppler_fail(out, "out of memory for the page");
        return 0;
    }
    cairo_t *context = cairo_create(surface);
    cairo_scale(context, (double)width / out->page_width, (double)height / out->page_height);
    poppler_page_render(page, context);
    cairo_destroy(context);
    cairo_surface_flush(surface);
    out->pixels = (uint32_t *)malloc((size_t)width * (size_t)height * 4);
    if (out->pixels != NULL) {
        const unsigned char *rows = cairo_image_surface_get_data(surface);
        int stride = cairo_image_surface_get_stride(surface);
        for (int y = 0; y < height; y++) memcpy(out->pixels + (size_t)y * width, rows + (size_t)y * stride, (size_t)width * 4);
        out->width = width;
        out->height = height;
    }
    cairo_surface_destroy(surface);
    g_object_unref(page);
    g_object_unref(document);
    if (out->pixels == NULL) {
        cpoppler_fail(out, "out of memory for the page");
        return 0;
    }
    return 1;
}
