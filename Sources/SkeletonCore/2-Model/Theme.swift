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

extension Theme {
    /// The transitions the timeline runs: the theme's in SkeletonView mode. UIView-Shimmer's
    /// `setTemplateWithSubviews` adds and removes its layers at once and has no delay, so in
    /// template mode the template and the shimmer appear and go instantly (the shimmer's phase is 0
    /// at the show) whatever `transition` says.
    package var timelineTransitions: TransitionSettings {
        guard case .shimmerTemplate = mode else { return transition }
        var instant = TransitionSettings()
        instant.show = .none
        instant.hide = .none
        return instant
    }
}

/// UIView-Shimmer's `setTemplateWithSubviews` parameters.
package struct ShimmerTemplateSettings: Hashable, Sendable {
    /// Placeholder colour; nil = #D8D8D8 light / #333333 dark.
    package var color: AdaptiveColor?
    /// Whether the shimmer layer is added (false = static placeholders).
    package var animate: Bool = true
    /// Base colour of the shimmer; nil = the parent's background colour (no parent colour: no shimmer).
    package var viewBackgroundColor: AdaptiveColor?
    /// Shimmer duration in seconds (UIView-Shimmer's `animationSpeed`, 1.25).
    package var animationSpeed: Double = 1.25

    /// Upstream defaults.
    package init() {}
}

/// Which library's look a theme reproduces.
package enum ThemeMode: Hashable, Sendable {
    /// SkeletonView 1.31.0.
    case skeletonView
    /// UIView-Shimmer's template look.
    case shimmerTemplate(ShimmerTemplateSettings)
}

/// One named screen of a theme: a root view at a device size.
package struct LayoutSpec: Hashable, Sendable {
    /// Name shown in the gallery and used by `--layout`.
    package var name: String
    /// Canvas size in points.
    package var size: Size
    /// The root view; it fills the canvas unless it has a frame.
    package var root: ViewNode
    /// Whether the root is a view controller's view, which fills the whole screen on a device (under
    /// the status bar and the home indicator, as Interface Builder stores a scene); false lays the
    /// layout out in the device's safe area, as a theme's content.
    package var fillsScreen = false
    /// Whether, on a device, a layout that does not fill the screen keeps its own height and takes
    /// only the width of the device's safe area, at its top: a table cell's or a view's that is
    /// part of a screen (Interface Builder's cells and xib views that are not screens); false
    /// stretches it over the whole safe area, as a theme's content.
    package var keepsHeight = false
    /// The safe area inside the layout's canvas, where Auto Layout puts its safe area guide: the
    /// status bar and home indicator a view controller's view runs under, or the status bar IB put
    /// over a freeform xib view; zero for a theme's layout and, on a device, for any layout that
    /// does not fill the screen (it is placed inside the safe area).
    package var safeAreaInsets: EdgeInsets = .zero
    /// The navigation and tab bars a container controller puts over the root (Interface Builder's
    /// simulated bars): on a device the root's safe area includes them, as UIKit's does.
    package var barInsets: EdgeInsets = .zero
    /// The bars `barInsets` stand for: on a device their insets are the bars' there
    /// (`ScreenBars.insets`, with the device's `BarMetrics`); nil keeps `barInsets` on every device.
    package var bars: ScreenBars?
    /// Whether the root lies below the status bar and the top bar (`barInsets.top`) instead of under
    /// them, as UIKit places a view controller's view below an opaque navigation bar: on a device it
    /// takes the screen below them and its safe area has no top inset (at the layout's own size the
    /// root's frame places it).
    package var belowTopBars = false
    /// The width of the screen the layout is shown on where it differs from the canvas's: the
    /// device Interface Builder drew a cell or freeform view for, whose width a table cell's
    /// margins follow (`ConstraintEnvironment.screenWidth`); nil when the canvas is the screen.
    package var screenWidth: Double?
    /// The size classes the layout is shown in at its own size (an iPhone upright's unless it says
    /// otherwise; on a device, the device's), which pick its size-class variations.
    package var sizeClasses = SizeClasses.phonePortrait
    /// The root with the views and constraints of every size class (`inSizeClasses(_:)`), of which
    /// `root` is the part installed in `sizeClasses`; nil when nothing varies by size class.
    package var variedRoot: ViewNode?
    /// The text size its fonts are scaled to (`scaled(to:)`), which UIKit's readable width follows.
    package var contentSizeCategory = ContentSizeCategory.large

    /// Creates a layout.
    package init(name: String, size: Size, root: ViewNode) {
        self.name = name
        self.size = size
        self.root = root
    }
}

extension LayoutSpec {
    /// The layout with every font scaled to a content size category (`FontSpec.scaled(to:)`),
    /// including the default font of text views that name none; lengths the theme states (fixed
    /// line heights, row heights, frames) stay, as in UIKit.
    package func scaled(to category: ContentSizeCategory) -> LayoutSpec {
        guard category != .large else { return self }
        var layout = self
        layout.contentSizeCategory = category
        layout.root = root.scaled(to: category)
        layout.variedRoot = variedRoot?.scaled(to: category)
        return layout
    }
}

extension ViewNode {
    /// The kinds that draw text, whose missing font means `FontSpec.default`.
    private static let textKinds: Set<ViewKind> = [.label, .textView, .textField, .button]

    /// This view and its subtree (children, cells, headers, footers) with fonts scaled to `category`.
    fileprivate func scaled(to category: ContentSizeCategory) -> ViewNode {
        var node = self
        node.autoLayout?.designFont = font ?? (Self.textKinds.contains(kind) ? .default : nil)
        if let font {
            node.font = font.scaled(to: category)
        } else if Self.textKinds.contains(kind) {
            node.font = FontSpec.default.scaled(to: category)
        }
        node.children = children.map { $0.scaled(to: category) }
        node.list = list?.mapTemplates { $0.scaled(to: category) }
        return node
    }
}

extension LayoutSpec {
    /// The layout as it stands while the skeleton shows: every arranged view of a stack that
    /// SkeletonView's show hides is marked `isHiddenBySkeleton`, so its stack arranges the others
    /// without it. `recursiveShowSkeleton` (UIView+SkeletonView.swift) sets `isHidden` on a view
    /// with `isHiddenWhenSkeletonIsActive` when its recursion reaches it (the root, or a
    /// skeletonable child of a reached skeletonable view: a stack's arranged ones, a list's cells),
    /// and UIStackView lays a hidden arranged view out of its arrangement. Nil when no view is
    /// marked (the layout is the same while the skeleton shows).
    package func hidingWhileActive() -> LayoutSpec? {
        var marked = 0
        var layout = self
        layout.root = root.mappingReachedOnShow { node, reached, inStack in
            guard reached && inStack && node.isHiddenWhenSkeletonIsActive else { return }
            node.isHiddenBySkeleton = true
            marked += 1
        }
        return marked > 0 ? layout : nil
    }
}

extension ViewNode {
    /// This view and its subtree (cells and list templates included), each view passed through
    /// `transform` with whether SkeletonView's show reaches it and whether it is one of a stack's
    /// arranged views. `recursiveShowSkeleton` (UIView+SkeletonView.swift) runs on this view when
    /// `reached` (the root), then on each skeletonable child of a reached skeletonable view (a
    /// stack's arranged ones only, `subviewsSkeletonables`) and on a reached skeletonable list's
    /// skeletonable cells, headers and footers.
    package func mappingReachedOnShow(
        reached: Bool = true, inStack: Bool = false, _ transform: (inout ViewNode, Bool, Bool) -> Void
    ) -> ViewNode {
        var node = self
        transform(&node, reached, inStack)
        let descends = reached && isSkeletonable
        let isStack = kind == .stack
        node.children = children.map { child in
            let inArrangement = isStack && child.isArranged
            let childReached = descends && child.isSkeletonable && (!isStack || child.isArranged)
            return child.mappingReachedOnShow(reached: childReached, inStack: inArrangement, transform)
        }
        node.list = list?.mapTemplates { template in
            template.mappingReachedOnShow(reached: descends && template.isSkeletonable, inStack: false, transform)
        }
        return node
    }
}
