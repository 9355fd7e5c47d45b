#include <webp/demux.h>

// The version-checking initializers are macros wrapping these functions; Swift cannot import
// macros that call functions, so they are exposed as inline functions.

/// WebPAnimDecoderOptionsInit: default decoding options for this library's ABI.
static inline int cwebp_anim_decoder_options_init(WebPAnimDecoderOptions *options) {
    return WebPAnimDecoderOptionsInit(options);
}
/// WebPAnimDecoderNew: a decoder of the animation in `data`.
static inline WebPAnimDecoder *cwebp_anim_decoder_new(const WebPData *data, const WebPAnimDecoderOptions *options) {
    return WebPAnimDecoderNew(data, options);
}
