import SkeletonCore

/// The theme's style, transitions and delay as SkeletonView 1.31 show and hide calls, for `export swift`.
struct SwiftShowExport {
    /// The style `show(on:)` uses.
    let style: SkeletonStyle
    /// Show and hide transitions and the delay.
    let transitions: TransitionSettings
    /// The animations (whether the pulse and the slide are SkeletonView's own).
    let animations: SwiftAnimationExport

    /// `show(on:)` and `hide(on:)`.
    var functions: [String] {
        show + [""] + hide
    }

    /// `hide(on:)` with the hide transition.
    private var hide: [String] {
        [
            "/// Hides the skeleton with the theme's hide transition, \(SwiftLiteral.transition(transitions.hide)).",
            "static func hide(on view: UIView) {",
            "    view.hideSkeleton(reloadDataAfter: true, transition: \(SwiftLiteral.transition(transitions.hide)))",
            "}",
        ]
    }

    /// The custom animation argument of the style, nil when SkeletonView's default is the theme's.
    private var animationArgument: String? {
        switch style.motion {
        case .still: nil
        case .pulse: animations.customPulse ? "pulse" : nil
        case .slide: animations.defaultSliding ? nil : "sliding(slidingDirection(for: view))"
        }
    }

    /// `show(on:)`: SkeletonView's call of the style, delayed by SkeletonView when it can be.
    private var show: [String] {
        let transition = SwiftLiteral.transition(transitions.show)
        let when = transitions.delay > 0 ? ", \(SwiftLiteral.number(transitions.delay)) s after the call" : ""
        let summary = "/// Shows the skeleton as the theme does: \(style.rawValue), \(transition) transition\(when)."
        guard transitions.delay > 0 else {
            return [summary, "static func show(on view: UIView) {"]
                + SwiftSourceLines.indent(immediateCall(transition)) + ["}"]
        }
        guard animationArgument != nil else {
            return [summary, "static func show(on view: UIView) {"]
                + SwiftSourceLines.indent(delayedCall(transition)) + ["}"]
        }
        let nanoseconds = UInt64((transitions.delay * 1e9).rounded())
        return [
            summary,
            "/// SkeletonView's delayed show takes no custom animation, so the delay is a task: cancel it",
            "/// when the content arrives first (hideSkeleton does not).",
            "@discardableResult",
            "static func show(on view: UIView) -> Task<Void, Never> {",
            "    Task { [weak view] in",
            "        guard (try? await Task.sleep(nanoseconds: \(nanoseconds))) != nil, let view else { return }",
        ] + SwiftSourceLines.indent(immediateCall(transition), by: 2) + ["    }", "}"]
    }

    /// The show call of the style, at once.
    private func immediateCall(_ transition: String) -> [String] {
        let animation = animationArgument.map { [Self.argument("animation", $0)] } ?? []
        let (method, colors) = Self.method(style)
        return SwiftSourceLines.call(
            open: "view.\(method)(", [colors] + animation + [Self.argument("transition", transition)], close: ")")
    }

    /// SkeletonView's own delayed show (`delay:`), for styles whose animation is upstream's.
    private func delayedCall(_ transition: String) -> [String] {
        let animated = style.isAnimated
        let colors = Self.method(style).colors
        let method = colors.label == "usingColor" ? "showSkeleton" : "showGradientSkeleton"
        return SwiftSourceLines.call(
            open: "view.\(method)(",
            [
                colors, Self.argument("animated", "\(animated)"),
                Self.argument("delay", SwiftLiteral.number(transitions.delay)), Self.argument("transition", transition),
            ], close: ")")
    }

    /// The show method of a style and its colour argument (the appearance's tint or gradient).
    private static func method(_ style: SkeletonStyle) -> (name: String, colors: SwiftSourceLines.Argument) {
        let tint = argument("usingColor", "SkeletonAppearance.default.tintColor")
        let gradient = argument("usingGradient", "SkeletonAppearance.default.gradient")
        // SkeletonView's four show methods: show[Animated][Gradient]Skeleton.
        let name = "show" + (style.isAnimated ? "Animated" : "") + (style.isGradient ? "Gradient" : "") + "Skeleton"
        return (name, style.isGradient ? gradient : tint)
    }

    /// A one-line argument.
    private static func argument(_ label: String, _ value: String) -> SwiftSourceLines.Argument {
        SwiftSourceLines.Argument(label: label, value: [value], comment: nil)
    }
}
