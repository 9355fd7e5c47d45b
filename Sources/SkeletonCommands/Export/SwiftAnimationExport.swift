import SkeletonCore

/// The theme's pulse and sliding gradient as SkeletonView 1.31 animations, for `export swift`.
///
/// SkeletonView's own animations are the starting point (`CALayer.pulse` and
/// `SkeletonAnimationBuilder.makeSlidingAnimation`), so the colours, key paths and points stay
/// upstream's; only what the theme changes is set on them. A pause between loops has no upstream
/// parameter: the pass is wrapped in an endless group one loop long, beginning `pause` seconds
/// into each loop and shown at its start state before (`fillMode = .backwards`), with the group's
/// clock shifted by the pause so the first pass starts at once, as the preview's does.
struct SwiftAnimationExport {
    /// The theme's two animations.
    let animation: ThemeAnimation

    /// Whether the pulse differs from SkeletonView's (1 s, easeInOut, autoreversed, no pause).
    var customPulse: Bool {
        let loop = PulseAnimation(settings: animation.pulse).loop
        return loop != PulseAnimation().loop
    }

    /// Whether the sliding gradient is SkeletonView's default animation (leftRight, rightLeft in
    /// RTL; 1.5 s, easeIn, no autoreverse, no pause), which `animation: nil` gives.
    var defaultSliding: Bool {
        animation.sliding.direction == nil
            && SlidingAnimation(settings: animation.sliding).loop == SlidingAnimation().loop
    }

    /// Whether any animation needs the pause wrapper.
    var needsRepeating: Bool {
        (customPulse && pulseLoop.pause > 0) || slidingLoop.pause > 0
    }

    /// The pulse's timing with the upstream defaults filled in.
    var pulseLoop: AnimationLoop { PulseAnimation(settings: animation.pulse).loop }

    /// The slide's timing with the upstream defaults filled in.
    var slidingLoop: AnimationLoop { SlidingAnimation(settings: animation.sliding).loop }

    /// `pulse(_:)`, when the pulse is not SkeletonView's own.
    var pulseFunction: [String] {
        guard customPulse else { return [] }
        let loop = pulseLoop
        return [
            "/// The pulse of solidAnimated: \(describe(loop))",
            "/// (SkeletonView's own: 1 s, easeInOut, autoreversed).",
            "nonisolated static func pulse(_ layer: CALayer) -> CAAnimation {",
            "    let pass = layer.pulse",
            "    pass.duration = \(SwiftLiteral.number(loop.duration))",
            "    pass.timingFunction = \(SwiftLiteral.timingFunction(loop.easing))",
            "    pass.autoreverses = \(loop.autoreverse)",
            "    return \(repeated("pass", loop))",
            "}",
        ]
    }

    /// `slidingDirection(for:)`: the theme's direction, or upstream's LTR/RTL default.
    var directionFunction: [String] {
        let body =
            animation.sliding.direction.map { ".\($0.rawValue)" }
            ?? "view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightLeft : .leftRight"
        let what =
            animation.sliding.direction.map { "always \($0.rawValue)" }
            ?? "leftRight, rightLeft in a right-to-left view (SkeletonView's default)"
        return [
            "/// The direction the sliding gradient runs in `view`: \(what).",
            "static func slidingDirection(for view: UIView) -> GradientDirection {",
            "    \(body)",
            "}",
        ]
    }

    /// `sliding(_:)`: SkeletonView's sliding animation with the theme's settings.
    var slidingFunction: [String] {
        let loop = slidingLoop
        let builder = SwiftSourceLines.call(
            open: "SkeletonAnimationBuilder().makeSlidingAnimation(",
            [
                .init(label: "withDirection", value: ["direction"], comment: nil),
                .init(label: "duration", value: [SwiftLiteral.number(loop.duration)], comment: nil),
                .init(label: "autoreverses", value: ["\(loop.autoreverse)"], comment: nil),
            ], close: ")")
        var lines = [
            "/// The sliding gradient of gradientAnimated: \(describe(loop)).",
            "nonisolated static func sliding(_ direction: GradientDirection) -> SkeletonLayerAnimation {",
        ]
        if loop.easing == .easeIn, loop.pause == 0 {
            lines += SwiftSourceLines.indent(builder)
        } else {
            lines +=
                SwiftSourceLines.indent(SwiftSourceLines.wrap("let slide = ", builder)) + [
                    "    return { layer in",
                    "        let pass = slide(layer)",
                    "        pass.timingFunction = \(SwiftLiteral.timingFunction(loop.easing))",
                    "        return \(repeated("pass", loop))",
                    "    }",
                ]
        }
        return lines + ["}"]
    }

    /// `repeating(_:pause:period:)`, the pause wrapper, when an animation pauses.
    var repeatingFunction: [String] {
        guard needsRepeating else { return [] }
        return [
            "/// Plays `pass` once per `period` seconds and rests at its start state for `pause` seconds after",
            "/// each pass (Core Animation has no pause between repeats).",
            "nonisolated private static func repeating(_ pass: CAAnimation, pause: CFTimeInterval, period: CFTimeInterval)",
            "    -> CAAnimation",
            "{",
            "    pass.repeatCount = 1",
            "    pass.beginTime = pause",
            "    pass.fillMode = .backwards",
            "    let loop = CAAnimationGroup()",
            "    loop.animations = [pass]",
            "    loop.duration = period",
            "    loop.timeOffset = pause",
            "    loop.repeatCount = .infinity",
            "    loop.isRemovedOnCompletion = false",
            "    return loop",
            "}",
        ]
    }

    /// `pass` itself, or wrapped for its pause.
    private func repeated(_ pass: String, _ loop: AnimationLoop) -> String {
        guard loop.pause > 0 else { return pass }
        return
            "repeating(\(pass), pause: \(SwiftLiteral.number(loop.pause)), period: \(SwiftLiteral.number(loop.period)))"
    }

    /// "1.8 s, easeInOut, autoreversed, 0.3 s pause between loops", for doc comments.
    private func describe(_ loop: AnimationLoop) -> String {
        var parts = ["\(SwiftLiteral.number(loop.duration)) s", Self.name(loop.easing)]
        parts.append(loop.autoreverse ? "autoreversed" : "no autoreverse")
        if loop.pause > 0 { parts.append("\(SwiftLiteral.number(loop.pause)) s pause between loops") }
        return parts.joined(separator: ", ")
    }

    /// The theme-file spelling of a timing curve.
    private static func name(_ easing: Easing) -> String {
        switch easing {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            "cubic-bezier(\([x1, y1, x2, y2].map(SwiftLiteral.number).joined(separator: ", ")))"
        }
    }
}
