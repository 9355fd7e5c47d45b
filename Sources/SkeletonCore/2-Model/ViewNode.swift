/// One view of a layout as a theme describes it: SkeletonView's per-view keys plus the few layout
/// keys a stack-based layout needs. Optional skeleton keys fall back to the theme's appearance.
package struct ViewNode: Hashable, Sendable {
    // Identity and hierarchy
    /// The view kind.
    package var kind: ViewKind
    /// Optional identifier (used by the debug tree, `shimmeringAnimatedItems` and `excludedItems`).
    package var id: String?
    /// Children (arranged children for stacks).
    package var children: [ViewNode] = []
    /// Where the view is written (theme and snapshot readers record it; not part of its identity).
    package var writtenAt = WrittenAt()
    /// Whether the view is in the view hierarchy in the size classes no variation names (Interface
    /// Builder's Installed box); `LayoutSpec.inSizeClasses(_:)` leaves out the views not installed.
    package var isInstalled = true
    /// Where the view is installed or not otherwise, by size class.
    package var sizeClassVariations: [SizeClassVariation] = []

    // Geometry
    /// Frame in the parent; nil lets the parent (a stack, or the fill/fit rules) size and place it.
    package var frame: Rect?
    /// Whether the view is one of its parent stack's arranged subviews (`UIStackView.arrangedSubviews`,
    /// which is all SkeletonView's descent visits in a stack); ignored outside stacks. An arranged
    /// view with a `frame` keeps it (Interface Builder stores the frames its stack solved).
    package var isArranged: Bool = true
    /// Width rule inside a stack; nil = the stack's default (fill across, fit along).
    package var width: SizeRule?
    /// Height rule inside a stack; nil = the stack's default.
    package var height: SizeRule?
    /// Padding inside stacks and around content.
    package var padding: EdgeInsets = .zero
    /// Stack axis.
    package var axis: StackAxis = .vertical
    /// Stack spacing between arranged children.
    package var spacing: Double = 0
    /// Stack cross-axis alignment.
    package var alignment: StackAlignment = .fill
    /// Stack main-axis distribution.
    package var distribution: StackDistribution = .fill
    /// Layout direction; nil inherits the parent's.
    package var layoutDirection: LayoutDirection?

    // Appearance
    /// Background colour (nil = clear).
    package var backgroundColor: AdaptiveColor?
    /// Layer corner radius.
    package var cornerRadius: Double = 0
    /// Clip subviews and skeletons to the (rounded) bounds.
    package var clipsToBounds: Bool = false
    /// Layer border width, drawn inside the bounds above the sublayers (and so above the skeleton).
    package var borderWidth: Double = 0
    /// Layer border colour (CALayer's default: opaque black).
    package var borderColor: AdaptiveColor = AdaptiveColor(light: RGBA8(rgb: 0x000000), dark: RGBA8(rgb: 0x000000))
    /// Layer shadow, drawn below the layer; nil = none.
    package var shadow: LayerShadow?
    /// UIView.alpha, 0…1: the view with its shadow, content, subviews and skeleton layer (a
    /// sublayer of its layer) is composited as one group at this opacity; 0 draws nothing.
    package var alpha: Double = 1

    // SkeletonView flags
    /// Whether the view takes part in the skeleton (theme files default to true; upstream false).
    package var isSkeletonable: Bool = true
    /// Hidden while the skeleton is active.
    package var isHiddenWhenSkeletonIsActive: Bool = false
    /// Set only on the layout while the skeleton shows, never by a reader: an arranged view of a
    /// stack that SkeletonView's show hides (`isHiddenWhenSkeletonIsActive`, reached by its
    /// recursion), which the stack then lays out without (`LayoutSpec.hidingWhileActive()`).
    package var isHiddenBySkeleton: Bool = false
    /// Corner radius of the whole-view skeleton; nil = appearance `skeletonCornerRadius`.
    package var skeletonCornerRadius: Double?

    // Text
    /// Text of a label, text view, text field or button title.
    package var text: String?
    /// Font; nil = FontSpec.default.
    package var font: FontSpec?
    /// Text colour in content mode; nil = label colour (black / white).
    package var textColor: AdaptiveColor?
    /// UILabel.numberOfLines (0 = unlimited). Ignored by text views (they fill their height).
    package var numberOfLines: Int = 1
    /// UILabel.preferredMaxLayoutWidth when set (above 0): a label of several lines wraps its text
    /// at this width for its intrinsic size, whatever width its constraints give it; nil wraps at
    /// the width it is laid out at.
    package var preferredMaxLayoutWidth: Double?
    /// How the text breaks into lines and ends when it does not fit (labels and button titles;
    /// default tail truncation, a button's middle truncation, as UILabel's and UIButton's).
    package var lineBreakMode: LineBreakMode
    /// A button's content insets, between its bounds and its title and image: UIButton's
    /// `contentEdgeInsets` (zero by default) or, for a configuration button, its configuration's.
    package var contentInsets: EdgeInsets = .zero
    /// Text alignment; also aligns the last skeleton line. A button's is where its title sits
    /// (UIKit's `contentHorizontalAlignment`, centred by default).
    package var textAlignment: TextAlignment
    /// Last line width in percent; nil = appearance `multilineLastLineFillPercent`.
    package var lastLineFillPercent: Int?
    /// Line corner radius; nil = appearance `multilineCornerRadius`.
    package var linesCornerRadius: Int?
    /// Spacing between skeleton lines; nil = appearance `multilineSpacing`.
    package var skeletonLineSpacing: Double?
    /// Padding of the skeleton lines inside the view.
    package var skeletonPaddingInsets: EdgeInsets = .zero
    /// Skeleton line height; nil = appearance `textLineHeight`.
    package var skeletonTextLineHeight: TextLineHeight?
    /// Skeleton line count.
    package var skeletonTextNumberOfLines: TextNumberOfLines = .inherited

    // Image
    /// Image file (relative to the theme file) an image view shows, or a button beside its title.
    package var image: String?
    /// The image's size in points (its pixels over the scale its `@2x` / `@3x` name or asset
    /// catalog gives; IB stores it), where a button places it; nil = unknown.
    package var imageSize: Size?
    /// A button's background image, stretched to its bounds.
    package var backgroundImage: String?
    /// An SF Symbol shown instead of an image file (drawn as a shape in the tint colour).
    package var symbol: SymbolImage?
    /// How the image fills the view.
    package var contentMode: ContentMode = .scaleAspectFill

    // UIView-Shimmer template mode
    /// Ids of the views this view animates; nil = itself (`shimmeringAnimatedItems`).
    package var shimmeringAnimatedItems: [String]?
    /// Ids excluded from the shimmer, inherited by descendants (`excludedItems`).
    package var excludedItems: [String] = []

    // Controls
    /// What a control shows (switch state, segments, values, titles…); unused by other kinds.
    package var control = ControlSpec()

    // Tables and collections
    /// Table or collection content; nil for every other kind.
    package var list: ListSpec?
    /// Whether the content inset of the list or scroll view takes in the safe area it covers
    /// (UIKit's `contentInsetAdjustmentBehavior`: automatic by default, false for `never`).
    package var adjustsContentInset = true
    /// Whether a plain scroll view scrolls up and down whatever its content (UIScrollView's
    /// `alwaysBounceVertical`), so UIKit insets it from the bars it reaches under.
    package var alwaysBounceVertical = false
    /// Whether a plain scroll view scrolls sideways whatever its content (UIScrollView's
    /// `alwaysBounceHorizontal`), so UIKit insets it from the unsafe sides it reaches under.
    package var alwaysBounceHorizontal = false

    // Auto Layout
    /// Constraints, autoresizing mask and intrinsic-size priorities of a view read from a file
    /// that Auto Layout lays out; nil for a view laid out by the theme's rules.
    package var autoLayout: AutoLayoutSpec?

    /// Creates a view of a kind with every other key at its default.
    package init(kind: ViewKind) {
        self.kind = kind
        textAlignment = kind == .button ? .center : .natural
        lineBreakMode = kind == .button ? .byTruncatingMiddle : .byTruncatingTail
    }
}

extension ViewNode {
    /// Whether a parent stack sizes and places this view: arranged, with no frame of its own.
    package var isPlacedByStack: Bool { isArranged && frame == nil }
}

extension ViewNode {
    /// UIKit hides the view by its own state: a stopped activity indicator that hides when stopped
    /// (`hidesWhenStopped`, UIKit's default). Its layer, and so any skeleton layer SkeletonView adds
    /// to it, is not drawn, and a stack lays out its other arranged views without it.
    package var isHiddenByUIKit: Bool {
        kind == .activityIndicatorView && !control.isAnimating && control.hidesWhenStopped
    }

    /// Hidden at run time although Interface Builder shows it (and stores frames with it in place):
    /// hidden by UIKit, or by SkeletonView's show in the layout while the skeleton shows.
    package var isHiddenAtRuntime: Bool { isHiddenBySkeleton || isHiddenByUIKit }
}

extension ViewNode {
    /// The subtree with the text of every view whose id is a key of `texts` replaced by that
    /// key's text number `index`, cycling (so rows, headers and footers can differ).
    package func withTexts(_ texts: [String: [String]], at index: Int) -> ViewNode {
        guard !texts.isEmpty else { return self }
        var node = self
        if let id, let values = texts[id], !values.isEmpty { node.text = values[index % values.count] }
        node.children = children.map { $0.withTexts(texts, at: index) }
        return node
    }

    /// Every id in the subtree, in tree order.
    package var allIDs: [String] {
        (id.map { [$0] } ?? []) + children.flatMap(\.allIDs)
    }
}

/// CALayer's shadow properties, with CALayer's defaults (an unset opacity of 0 draws nothing).
package struct LayerShadow: Hashable, Sendable {
    /// shadowColor (opaque black by default).
    package var color = AdaptiveColor(light: RGBA8(rgb: 0x000000), dark: RGBA8(rgb: 0x000000))
    /// shadowOpacity, 0…1.
    package var opacity = 0.0
    /// shadowOffset (width, height) in points.
    package var offset = Size(width: 0, height: -3)
    /// shadowRadius: the blur radius in points.
    package var radius = 3.0

    /// Creates a shadow with CALayer's defaults.
    package init() {}
}
