import SkeletonCore
import SkeletonDocument

extension FileDecoder {
    /// Keys of `appearance` (every SkeletonAppearance field).
    static let appearanceKeys = [
        "tintColor", "gradient", "multilineHeight", "textLineHeight", "multilineSpacing",
        "multilineLastLineFillPercent", "multilineCornerRadius", "skeletonCornerRadius", "renderSingleLineAsView",
    ]
    /// Keys of `animation`: the two blocks, then the flat keys of older themes.
    static let animationKeys = ["pulse", "sliding"] + legacyAnimationKeys
    /// The flat `animation` keys of older themes, where one block drove both animations.
    static let legacyAnimationKeys = ["direction", "duration", "easing", "pause", "autoreverse", "shimmerSpace"]
    /// Keys of `animation.pulse` (the pulse has no direction).
    static let pulseKeys = ["duration", "easing", "pause", "autoreverse"]
    /// Keys of `animation.sliding`.
    static let slidingKeys = ["direction", "duration", "easing", "pause", "autoreverse", "shimmerSpace"]
    /// Keys of `transition`.
    static let transitionKeys = ["show", "hide", "delay", "minimumVisible"]
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

    /// `animation`: `pulse` and `sliding` blocks; absent fields keep each animation's upstream
    /// default. Flat keys (the older single block) still load, with a warning naming the block each
    /// belongs to: `direction` and `shimmerSpace` set the sliding animation, the others both; a
    /// block's own value wins over a flat one.
    func animation(_ node: JSONNode, _ path: ValuePath) -> ThemeAnimation {
        var result = ThemeAnimation()
        guard let object = object(node, path, what: "animation", keys: Self.animationKeys) else { return result }
        for member in object.members where Self.legacyAnimationKeys.contains(member.key) {
            warnFlatAnimationKey(member, path)
        }
        apply(object, to: &result.sliding)
        result.pulse.duration = result.sliding.duration
        result.pulse.easing = result.sliding.easing
        result.pulse.pause = result.sliding.pause
        result.pulse.autoreverse = result.sliding.autoreverse
        if let block = object["pulse"],
            let pulse = self.object(block, path.key("pulse"), what: "animation.pulse", keys: Self.pulseKeys)
        {
            apply(pulse, to: &result.pulse)
        }
        if let block = object["sliding"],
            let sliding = self.object(block, path.key("sliding"), what: "animation.sliding", keys: Self.slidingKeys)
        {
            apply(sliding, to: &result.sliding)
        }
        return result
    }

    /// Sets the fields an animation object gives (only its valid keys are read).
    private func apply(_ object: ObjectReader, to settings: inout AnimationSettings) {
        if let direction = object.read("direction", { choice($0, $1, GradientDirection.allCases, noun: "direction") }) {
            settings.direction = direction
        }
        if let duration = object.read("duration", { number($0, $1, in: 0.01...Self.maxSeconds) }) {
            settings.duration = duration
        }
        if let easing = object.read("easing", easing) { settings.easing = easing }
        if let pause = object.read("pause", { number($0, $1, in: 0...Self.maxSeconds) }) { settings.pause = pause }
        if let autoreverse = object.read("autoreverse", bool) { settings.autoreverse = autoreverse }
        if let space = object.read("shimmerSpace", { choice($0, $1, Choices.shimmerSpace, noun: "shimmer space") }) {
            settings.shimmerSpace = space
        }
    }

    /// The migration warning of one flat `animation` key.
    private func warnFlatAnimationKey(_ member: JSONMember, _ path: ValuePath) {
        let key = member.key
        if Self.pulseKeys.contains(key) {
            warning(
                "`animation.\(key)` is the old single animation block and sets both the pulse and the sliding animation",
                at: member.keyOffset, path.key(key),
                fix: "move it into `animation.pulse` (solidAnimated) and/or `animation.sliding` (gradientAnimated)")
        } else {
            warning(
                "`animation.\(key)` is the old single animation block; `\(key)` belongs to the sliding animation",
                at: member.keyOffset, path.key(key), fix: "move it into `animation.sliding`")
        }
    }

    /// `transition`: show and hide transitions, the show delay and the minimum visible time.
    func transitions(_ node: JSONNode, _ path: ValuePath) -> TransitionSettings {
        var settings = TransitionSettings()
        guard let object = object(node, path, what: "transition", keys: Self.transitionKeys) else { return settings }
        if let show = object.read("show", transition) { settings.show = show }
        if let hide = object.read("hide", transition) { settings.hide = hide }
        if let delay = object.read("delay", { number($0, $1, in: 0...Self.maxSeconds) }) { settings.delay = delay }
        if let minimum = object.read("minimumVisible", { number($0, $1, in: 0...Self.maxSeconds) }) {
            settings.minimumVisible = minimum
        }
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
