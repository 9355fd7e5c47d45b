/// One frame's paints. A paint depends on the shape only through its box (an affine map of the
/// unit square) and its direction, so each style's paint is computed once per frame for the unit
/// box and placed into each shape's box: gradient stops are shared, not rebuilt per shape. A
/// layout-space sliding gradient is already absolute and used as is.
struct PaintCache {
    /// The unit square paints are computed in.
    private static let unitBox = Rect(x: 0, y: 0, width: 1, height: 1)

    /// One style's paints for left-to-right and right-to-left holders.
    private struct StylePaints {
        /// Paint of LTR holders in unit space (or absolute).
        var leftToRight: Paint
        /// Paint of RTL holders in unit space (or absolute).
        var rightToLeft: Paint
        /// True when the paints are already in layout coordinates.
        var isAbsolute: Bool
    }

    /// The colour scheme template colours resolve against.
    private let scheme: ColorScheme
    /// Template shimmer duration.
    private let shimmerDuration: Double
    /// Template shimmer time.
    private let shimmerTime: Double
    /// The current style's paints.
    private let currentPaints: StylePaints
    /// The previous style's paints during a style cross-fade.
    private let previousPaints: StylePaints?
    /// Template shimmer gradients in unit space by base colour (few distinct colours per layout).
    private var shimmers: [(base: RGBA8, gradient: LinearGradient)] = []

    /// Computes the paints of a frame.
    init(prepared: PreparedLayout, state: SkeletonFrameState) {
        scheme = prepared.options.colorScheme
        if case .shimmerTemplate(let settings) = prepared.theme.mode {
            shimmerDuration = settings.animationSpeed
        } else {
            shimmerDuration = ShimmerTemplateAnimation.defaultDuration
        }
        shimmerTime = state.shownTime ?? 0
        currentPaints = Self.paints(prepared, style: state.style, time: state.animationTime)
        previousPaints = state.previousStyle.map { Self.paints(prepared, style: $0, time: state.previousAnimationTime) }
    }

    /// The current style's paint of a shape.
    func current(_ shape: SkeletonShape) -> Paint {
        Self.place(currentPaints, shape)
    }

    /// The previous style's paint of a shape, nil when no style is fading out.
    func previous(_ shape: SkeletonShape) -> Paint? {
        previousPaints.map { Self.place($0, shape) }
    }

    /// A template placeholder's or shimmer's paint.
    mutating func template(_ shape: TemplateShape) -> Paint {
        let color = shape.color.resolved(scheme)
        guard shape.role == .shimmer else { return .solid(color) }
        let unit: LinearGradient
        if let cached = shimmers.first(where: { $0.base == color }) {
            unit = cached.gradient
        } else {
            unit = ShimmerTemplateAnimation.gradient(
                box: Self.unitBox, background: color, duration: shimmerDuration, time: shimmerTime)
            shimmers.append((color, unit))
        }
        return Self.place(.linear(unit), in: shape.rect)
    }

    /// A style's paints for both directions.
    private static func paints(_ prepared: PreparedLayout, style: SkeletonStyle, time: Double?) -> StylePaints {
        let animation = prepared.theme.animation
        let make = { (rtl: Bool) in
            SkeletonPaint.paint(
                style: style, colors: prepared.colors, animation: animation, rtl: rtl,
                directionOverride: prepared.options.direction, box: unitBox, layoutBox: prepared.layoutBox,
                animationTime: time)
        }
        let isAbsolute = style.motion == .slide && time != nil && animation.sliding.shimmerSpace == .layout
        return StylePaints(leftToRight: make(false), rightToLeft: make(true), isAbsolute: isAbsolute)
    }

    /// A style paint placed for a shape.
    private static func place(_ paints: StylePaints, _ shape: SkeletonShape) -> Paint {
        let paint = shape.isRightToLeft ? paints.rightToLeft : paints.leftToRight
        return paints.isAbsolute ? paint : place(paint, in: shape.rect)
    }

    /// A unit-space paint mapped into a box.
    private static func place(_ paint: Paint, in box: Rect) -> Paint {
        guard case .linear(var gradient) = paint else { return paint }
        gradient.start = LinearGradient.absolute(gradient.start, in: box)
        gradient.end = LinearGradient.absolute(gradient.end, in: box)
        return .linear(gradient)
    }
}
