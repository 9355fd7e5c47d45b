/// Everything a theme file states, resolved and validated: the input of every frame.
package struct Theme: Hashable, Sendable {
    /// Display name.
    package var name: String
    /// SkeletonAppearance fields.
    package var appearance: SkeletonAppearance = .default
    /// Initial style.
    package var style: SkeletonStyle = .gradientAnimated
    /// Pulse and sliding parameters.
    package var animation = ThemeAnimation()
    /// Show/hide transitions and delay.
    package var transition = TransitionSettings()
    /// Canvas background behind the layouts.
    package var background = AdaptiveColor(light: RGBA8(rgb: 0xFFFFFF), dark: RGBA8(rgb: 0x000000))
    /// SkeletonView or UIView-Shimmer look.
    package var mode: ThemeMode = .skeletonView
    /// The layouts, in file order, with unique names.
    package var layouts: [LayoutSpec] = []

    /// A theme with a name and every other field at its default.
    package init(name: String) {
        self.name = name
    }
}
