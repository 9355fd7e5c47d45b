#include <webp/encode.h>
#include <webp/mux.h>

// The version-checking initializers are macros wrapping these functions; Swift cannot import
// macros that call functions, so they are exposed as inline functions.

/// WebPConfigInit: a default configuration for this library's ABI.
static inline int cwebp_config_init(WebPConfig *config) { return WebPConfigInit(config); }
/// WebPPictureInit: an empty picture for this library's ABI.
static inline int cwebp_picture_init(WebPPicture *picture) { return WebPPictureInit(picture); }
/// WebPAnimEncoderOptionsInit: default animation options for this library's ABI.
static inline int cwebp_anim_encoder_options_init(WebPAnimEncoderOptions *options) {
    return WebPAnimEncoderOptionsInit(options);
}
/// WebPAnimEncoderNew: an animation encoder for a canvas of width×height.
static inline WebPAnimEncoder *cwebp_anim_encoder_new(int width, int height, const WebPAnimEncoderOptions *options) {
    return WebPAnimEncoderNew(width, height, options);
}
