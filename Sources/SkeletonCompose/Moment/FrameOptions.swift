import SkeletonCore

/// The options that pick one moment of one layout, shared by `capture`, `dump`, `tree`, batch and
/// the sheets (the commands read them from the command line).
package struct FrameOptions: Equatable {
    /// `--layout NAME`.
    package var layout: String?
    /// `--style`; nil = the theme's style.
    package var style: SkeletonStyle?
    /// `--time SECONDS` since the show request; nil = when the show transition has ended.
    package var time: Double?
    /// `--hide-at SECONDS`: the hide transition starts then.
    package var hideAt: Double?
    /// `--appearance light|dark`.
    package var appearance: ColorScheme = .light
    /// `--direction`; nil = the theme's.
    package var direction: GradientDirection?
    /// `--rtl`.
    package var rightToLeft = false
    /// `--size WxH` in points; nil = the layout's size.
    package var size: Size?
    /// `--content-size CATEGORY`: the Dynamic Type size fonts are scaled to.
    package var contentSize: ContentSizeCategory = .large
    /// `--reduce-motion`: animated styles drawn as their static twins.
    package var reducesMotion = false
    /// `--device NAME`: laid out in the device's safe area, inside its frame; nil = the bare layout.
    package var device: Device?
    /// `--solve`: Interface Builder screens solved by the Auto Layout engine at their design size
    /// too, instead of keeping IB's stored frames there.
    package var solvesAtDesignSize = false

    /// The defaults: the theme's style at the settled moment, light, left-to-right, the layout's own size.
    package init() {}
}
