/// How much one `--animated` loop may hold, checked before the first frame is rendered: the GIF
/// palette is chosen over every frame, so all frames are in memory at once; WebP frames go to
/// libwebp one at a time but stay in memory compressed until the file is assembled, so the same
/// limit bounds it (README, "Limits and safety").
package enum AnimationBudget {
    /// The most frames in one loop (24 s at the default 25 fps).
    package static let maxFrames = 600
    /// The most pixels all frames of a loop may have together (512 MiB of frames).
    package static let maxPixels = 128 * 1024 * 1024

    /// Fails when `count` frames of `width`×`height` pixels for a loop of `period` seconds do not
    /// fit (`count` is a Double so that any loop length is checked before it becomes an Int).
    static func check(count: Double, width: Int, height: Int, period: Double) throws(CaptureError) {
        guard count > Double(maxFrames) || count * Double(width * height) > Double(maxPixels) else { return }
        throw .loopTooLarge(
            period: period, frames: count > Double(maxFrames) ? nil : Int(count), width: width, height: height)
    }
}
