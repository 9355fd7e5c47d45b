extension LinearGradient {
    /// A gradient given like a CAGradientLayer: start and end in the box's unit space ((0,0)
    /// top-left, (1,1) bottom-right; unit (u, v) → (box.x + u·w, box.y + v·h)) and colours evenly
    /// spaced from offset 0 to 1 (0, 0.5, 1 for three; one colour sits at 0 and fills everything).
    package init(unitStart: Point, unitEnd: Point, in box: Rect, colors: [RGBA8]) {
        let last = Double(max(1, colors.count - 1))
        self.init(
            start: Self.absolute(unitStart, in: box), end: Self.absolute(unitEnd, in: box),
            stops: colors.enumerated().map {
                GradientStop(offset: Double($0.offset) / last, color: $0.element)
            })
    }

    /// CAGradientLayer's default axis, which upstream's static gradient keeps: top (0.5, 0) to
    /// bottom (0.5, 1).
    package static func staticSkeleton(in box: Rect, colors: [RGBA8]) -> LinearGradient {
        LinearGradient(
            unitStart: Point(x: 0.5, y: 0), unitEnd: Point(x: 0.5, y: 1), in: box, colors: colors)
    }

    /// A unit-space point placed in a box.
    static func absolute(_ unit: Point, in box: Rect) -> Point {
        Point(x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height)
    }
}
