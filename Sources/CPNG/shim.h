#include <png.h>

// Composite macros that Swift cannot import, exposed as constants.
static const unsigned int cpng_format_bgra = PNG_FORMAT_BGRA;
static const unsigned int cpng_image_version = PNG_IMAGE_VERSION;
