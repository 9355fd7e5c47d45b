import SkeletonCore

/// The app's chrome (panels, rings, labels, bars, charts) written as display-list commands in
/// points, the language the layouts are drawn in, so one rasterizer entry point draws everything
/// and a dump shows the chrome as it shows a layout.
extension [DrawCommand] {
    /// Appends a fill of `rect` in `color` at `opacity`, its corners rounded by `radius` points.
    package mutating func fill(_ rect: Rect, color: RGBA8, opacity: Double = 1, radius: Double = 0) {
        append(
            .fill(
                ShapeFill(
                    rect: rect, radii: CornerRadii(uniform: radius), paint: .solid(color), opacity: opacity,
                    role: .chrome)))
    }

    /// Appends one line of text with its baseline's left end at `origin`; nothing for an empty line
    /// (it would draw nothing).
    package mutating func text(
        _ text: String, at origin: Point, font: FontSpec = ChromeMetrics.font, color: RGBA8
    ) {
        guard !text.isEmpty else { return }
        append(.text(TextRun(text: text, font: font, baselineOrigin: origin, color: color)))
    }

    /// Appends `commands` clipped to `rect`.
    package mutating func clipped(to rect: Rect, _ commands: [DrawCommand]) {
        append(.pushClip(rect: rect, radii: .zero))
        append(contentsOf: commands)
        append(.popClip)
    }
}
