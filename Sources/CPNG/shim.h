#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Composite macros that Swift cannot import, exposed as constants.
static const unsigned int cpng_format_bgra = PNG_FORMAT_BGRA;
/// Set in a header's format when the file stores an alpha channel.
static const unsigned int cpng_format_flag_alpha = PNG_FORMAT_FLAG_ALPHA;
static const unsigned int cpng_image_version = PNG_IMAGE_VERSION;

// zlib's strategies, for png_set_compression_strategy.
static const int cpng_strategy_default = Z_DEFAULT_STRATEGY;
static const int cpng_strategy_filtered = Z_FILTERED;
static const int cpng_strategy_huffman_only = Z_HUFFMAN_ONLY;
static const int cpng_strategy_rle = Z_RLE;

/// How libpng compresses a file: zlib level 0…9, the row filters it may choose from (PNG_FILTER_*
/// bits; with more than one it picks per row by the smallest sum of absolute differences), and
/// zlib's strategy.
typedef struct {
    int level;
    int filters;
    int strategy;
} cpng_compression;

/// The encoded bytes, grown as libpng writes them; `message` holds libpng's error, if any.
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    int out_of_memory;
    char message[128];
} cpng_output;

/// libpng's write callback: appends to the cpng_output, doubling its room when full.
static inline void cpng_append(png_structp png, png_bytep data, size_t length) {
    cpng_output *out = (cpng_output *)png_get_io_ptr(png);
    if (out->count + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->count + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(out->bytes, capacity);
        if (grown == NULL) {
            out->out_of_memory = 1;
            png_error(png, "out of memory for the encoded file");
        }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count += length;
}

/// Nothing to flush: the bytes stay in memory.
static inline void cpng_flush(png_structp png) { (void)png; }

/// libpng's error callback: keeps the message and returns to cpng_encode's setjmp.
static inline void cpng_error(png_structp png, png_const_charp message) {
    cpng_output *out = (cpng_output *)png_get_error_ptr(png);
    strncpy(out->message, message, sizeof out->message - 1);
    out->message[sizeof out->message - 1] = 0;
    png_longjmp(png, 1);
}

/// Warnings (none are expected for 8-bit RGB and RGBA) are not errors.
static inline void cpng_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Encodes width×height 8-bit pixels stored B, G, R (channels 3) or B, G, R, A with straight alpha
/// (channels 4), rows packed, as an sRGB PNG with `compression`, into `out` (the caller frees
/// out->bytes). Returns 1 on success, 0 with out->message set. libpng reports errors by longjmp,
/// which Swift cannot catch, so the whole encode runs inside this one C function.
static inline int cpng_encode(
    const unsigned char *pixels, unsigned int width, unsigned int height, int channels, cpng_compression compression,
    cpng_output *out) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, cpng_error, cpng_warning);
    if (png == NULL) {
        strcpy(out->message, "cannot start libpng");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        if (out->message[0] == 0) strcpy(out->message, "cannot start libpng");
        return 0;
    }
    png_set_write_fn(png, out, cpng_append, cpng_flush);
    png_set_IHDR(
        png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
        PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    // The chunk libpng's simplified writer adds for 8-bit images, so viewers show sRGB as it is.
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, compression.level);
    png_set_compression_strategy(png, compression.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, compression.filters);
    png_write_info(png, info);
    png_set_bgr(png);
    size_t stride = (size_t)width * (size_t)channels;
    for (unsigned int y = 0; y < height; y++) png_write_row(png, pixels + y * stride);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}
