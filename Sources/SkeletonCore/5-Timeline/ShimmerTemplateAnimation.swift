/// UIView-Shimmer's shimmer layer: the background colour at 50 %, 80 %, 50 % opacity at locations
/// animated linearly from [−1, −0.5, 0] to [1, 1.5, 2] along a left-to-right axis, repeating every
/// `animationSpeed` seconds (1.25 by default), no autoreverse.
package enum ShimmerTemplateAnimation {
    /// UIView-Shimmer's default `animationSpeed` (the cycle duration) in seconds.
    package static let defaultDuration = 1.25

    /// The shimmer over `box` at `time` seconds since it started. The moving locations are expressed
    /// as a moving axis: the stops stay at 0, 0.5, 1 (sorted, padded beyond the ends, so outside the
    /// band the 50 % colour extends) while start and end slide from x = box.x − w → box.x to
    /// box.x + w → box.x + 2w. The axis lies on the box's bottom edge (unit y = 1) as upstream's
    /// start (0,1) → end (1,1); being horizontal, only x matters. A duration ≤ 0 or non-finite falls
    /// back to 1.25 s; a time before the start or non-finite gives the first frame.
    package static func gradient(box: Rect, background: RGBA8, duration: Double, time: Double)
        -> LinearGradient
    {
        let loop = AnimationLoop(
            duration: duration, easing: .linear, autoreverse: false, defaultDuration: defaultDuration)
        let shift = 2 * loop.progress(at: time)
        let colors = [
            withAlpha(background, 0.5), withAlpha(background, 0.8), withAlpha(background, 0.5),
        ]
        return LinearGradient(
            unitStart: Point(x: -1 + shift, y: 1), unitEnd: Point(x: shift, y: 1), in: box, colors: colors
        )
    }

    /// The colour with its alpha replaced (UIColor.withAlphaComponent), rounded to a byte: 0.5 → 128,
    /// 0.8 → 204.
    private static func withAlpha(_ color: RGBA8, _ alpha: Double) -> RGBA8 {
        RGBA8(r: color.r, g: color.g, b: color.b, a: UInt8((alpha * 255).rounded()))
    }
}
