#include <png.h>

// Composite macros that Swift cannot import, exposed as constants.
static const unsigned int cpng_format_bgra = PNG_FORMAT_BGRA;
static const unsigned int cpng_format_bgr = PNG_FORMAT_BGR;
static const unsigned int cpng_image_version = PNG_IMAGE_VERSION;
static const unsigned int cpng_flag_fast = PNG_IMAGE_FLAG_FAST;

/// An upper bound on the encoded size of `image`, so one encoding pass suffices.
static inline png_alloc_size_t cpng_png_size_max(const png_image *image) { return PNG_IMAGE_PNG_SIZE_MAX(*image); }
