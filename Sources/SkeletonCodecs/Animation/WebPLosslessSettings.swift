/// The libwebp settings of a lossless animation: the encoder's effort per frame and the animation
/// encoder's choices between frames. Every setting stores the same pixels (lossless, `exact`, no
/// lossy frames); they differ in size and encoding time.
package struct WebPLosslessSettings: Hashable, Sendable, CustomStringConvertible {
    /// `WebPConfig.method`: 0 (fastest) … 6 (smallest).
    package var method: Int
    /// `WebPConfig.quality`, for lossless the effort spent searching: 0 (fastest) … 100.
    package var quality: Int
    /// `WebPAnimEncoderOptions.minimize_size`: try every sub-frame and dispose choice, keep the smallest.
    package var minimizeSize: Bool
    /// `WebPAnimEncoderOptions.kmin`: the least distance between inserted key frames (whole frames
    /// that can be shown without the ones before).
    package var kmin: Int
    /// `WebPAnimEncoderOptions.kmax`: the greatest distance between key frames; 0 inserts none,
    /// 1 makes every frame a key frame.
    package var kmax: Int
    /// `WebPConfig.thread_level`: let libwebp encode on a second thread where it can.
    package var threaded: Bool

    /// Creates a setting; method and quality are clamped to libwebp's ranges.
    package init(method: Int, quality: Int, minimizeSize: Bool = false, kmin: Int = 0, kmax: Int = 0, threaded: Bool) {
        self.method = min(6, max(0, method))
        self.quality = min(100, max(0, quality))
        self.minimizeSize = minimizeSize
        self.kmin = kmin
        self.kmax = kmax
        self.threaded = threaded
    }

    /// What `capture --animated LOOP.webp` uses, chosen by measurement (Docs/capture.md, "GIF or WebP"):
    /// method 1 stores a phone loop 17× smaller than method 0 in the same time; higher methods and
    /// qualities save at most 17 % more and take no less.
    package static let chosen = WebPLosslessSettings(method: 1, quality: 0, threaded: false)

    /// `method 0, quality 0, kmin 0, kmax 0`, plus `minimize_size` and `thread_level 1` when set:
    /// how benchmark tables name a setting.
    package var description: String {
        "method \(method), quality \(quality), kmin \(kmin), kmax \(kmax)" + (minimizeSize ? ", minimize_size" : "")
            + (threaded ? ", thread_level 1" : "")
    }
}
