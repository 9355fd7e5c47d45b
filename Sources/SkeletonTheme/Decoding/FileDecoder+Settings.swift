import SkeletonCore

extension FileDecoder {
    /// Keys of `appearance` (every SkeletonAppearance field).
    static let appearanceKeys = [
        "tintColor", "gradient", "multilineHeight", "textLineHeight", "multilineSpacing",
        "multilineLastLineFillPercent", "multilineCornerRadius", "skeletonCornerRadius", "renderSingleLineAsView",
    ]
    /// Keys of `animation`.
    static let animationKeys = ["direction", "duration", "easing", "pause", "autoreverse", "shimmerSpace"]
    /// Keys of `transition`.
    static let transitionKeys = ["show", "hide", "delay"]
    /// Keys of the `shimmerTemplate` mode object.
    static let shimmerTemplateKeys = ["color", "animate", "viewBackgroundColor", "animationSpeed"]

    /// `appearance`: fields not given keep SkeletonAppearance.default's values; `textLineHeight`
    /// defaults to `multilineHeight` as upstream's lazy default does.
    func appearance(_ node: JSONNode, _ path: ValuePath) -> SkeletonAppearance {
        var appearance = SkeletonAppearance.default
        guard let object = object(node, path, what: "appearance", keys: Self.appearanceKeys) else { return appearance }
        if let tint = object.read("tintColor", color) { appearance.tintColor = tint }
        if let gradient = object.read("gradient", gradient) { appearance.gradient = gradient }
        if let height = object.read("multilineHeight", { number($0, $1, in: 0...Self.maxLength) }) {
            appearance.multilineHeight = height
            appearance.textLineHeight = .fixed(height)
        }
        if let rule = object.read("textLineHeight", lineHeight) { appearance.textLineHeight = rule }
        if let spacing = object.read("multilineSpacing", length) { appearance.multilineSpacing = spacing }
        if let fill = object.read("multilineLastLineFillPercent", { clampedInteger($0, $1, clamp: 0...100) }) {
            appearance.multilineLastLineFillPercent = fill
        }
        if let radius = object.read("multilineCornerRadius", { integer($0, $1, in: 0...10_000) }) {
            appearance.multilineCornerRadius = radius
        }
        if let radius = object.read("skeletonCornerRadius", length) { appearance.skeletonCornerRadius = radius }
        if let single = object.read("renderSingleLineAsView", bool) { appearance.renderSingleLineAsView = single }
        return appearance
    }

    /// `animation`: absent fields keep the style's upstream default.
    func animation(_ node: JSONNode, _ path: ValuePath) -> AnimationSettings {
        var settings = AnimationSettings()
        guard let object = object(node, path, what: "animation", keys: Self.animationKeys) else { return settings }
        settings.direction = object.read("direction") { choice($0, $1, GradientDirection.allCases, noun: "direction") }
        settings.duration = object.read("duration") { number($0, $1, in: 0.01...Self.maxSeconds) }
        settings.easing = object.read("easing", easing)
        if let pause = object.read("pause", { number($0, $1, in: 0...Self.maxSeconds) }) { settings.pause = pause }
        settings.autoreverse = object.read("autoreverse", bool)
        if let space = object.read("shimmerSpace", { choice($0, $1, Choices.shimmerSpace, noun: "shimmer space") }) {
            settings.shimmerSpace = space
        }
        return settings
    }

    /// `transition`: show and hide transitions and the show delay.
    func transitions(_ node: JSONNode, _ path: ValuePath) -> TransitionSettings {
        var settings = TransitionSettings()
        guard let object = object(node, path, what: "transition", keys: Self.transitionKeys) else { return settings }
        if let show = object.read("show", transition) { settings.show = show }
        if let hide = object.read("hide", transition) { settings.hide = hide }
        if let delay = object.read("delay", { number($0, $1, in: 0...Self.maxSeconds) }) { settings.delay = delay }
        return settings
    }

    /// `mode`: `"skeletonView"`, `"shimmerTemplate"` (upstream defaults), or
    /// `{"shimmerTemplate": {color, animate, viewBackgroundColor, animationSpeed}}`.
    func mode(_ node: JSONNode, _ path: ValuePath) -> ThemeMode? {
        switch node.value {
        case .string("skeletonView"): return .skeletonView
        case .string("shimmerTemplate"): return .shimmerTemplate(ShimmerTemplateSettings())
        case .string(let word):
            error(
                "unknown mode `\(word)`", at: node.offset, path,
                fix: Suggestions.fix(for: word, in: ["skeletonView", "shimmerTemplate"], noun: "modes"))
            return nil
        case .object:
            guard let object = object(node, path, what: "mode", keys: ["shimmerTemplate"]),
                let settingsNode = object["shimmerTemplate"]
            else {
                if case .object(let members) = node.value, members.isEmpty {
                    error(
                        "mode object is empty", at: node.offset, path,
                        fix: "write {\"shimmerTemplate\": {…}} or \"skeletonView\"")
                }
                return nil
            }
            return shimmerTemplate(settingsNode, path.key("shimmerTemplate")).map(ThemeMode.shimmerTemplate)
        default:
            typeMismatch(
                node, path, expected: "\"skeletonView\", \"shimmerTemplate\" or {\"shimmerTemplate\": {…}}",
                fix: "write \"skeletonView\"")
            return nil
        }
    }

    private func shimmerTemplate(_ node: JSONNode, _ path: ValuePath) -> ShimmerTemplateSettings? {
        guard let object = object(node, path, what: "shimmerTemplate", keys: Self.shimmerTemplateKeys) else {
            return nil
        }
        var settings = ShimmerTemplateSettings()
        settings.color = object.read("color", color)
        if let animate = object.read("animate", bool) { settings.animate = animate }
        settings.viewBackgroundColor = object.read("viewBackgroundColor", color)
        if let speed = object.read("animationSpeed", { number($0, $1, in: 0.01...Self.maxSeconds) }) {
            settings.animationSpeed = speed
        }
        return settings
    }
}
