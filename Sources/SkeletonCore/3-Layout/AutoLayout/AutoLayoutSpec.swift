/// What Auto Layout knows of one view beyond the theme's keys: the constraints it holds, how its
/// frame becomes constraints, its intrinsic-size priorities and margins. Nil on a `ViewNode` laid
/// out by the theme's rules (stacks, fixed/fill/fit sizes); set on every view read from a file
/// that Auto Layout lays out.
package struct AutoLayoutSpec: Hashable, Sendable {
    /// The constraints this view holds (UIView.constraints), in file order.
    package var constraints: [LayoutConstraint] = []
    /// True: the view's frame (and autoresizing mask) becomes its constraints.
    package var translatesAutoresizingMaskIntoConstraints = true
    /// How a frame-placed view follows its superview's size.
    package var autoresizingMask: AutoresizingMask = []
    /// Content hugging per axis.
    package var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// Compression resistance per axis.
    package var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// The layout margins (UIKit's 8 points; a view controller's root view gets the system minimum).
    package var layoutMargins = EdgeInsets(all: 8)
    /// Whether `layoutMargins` are directional (`directionalLayoutMargins`): their left is the
    /// leading margin and their right the trailing one, which swap in right-to-left.
    package var layoutMarginsAreDirectional = false
    /// `preservesSuperviewLayoutMargins`: on each side the margin is at least the part of the
    /// superview's margin that reaches into the view.
    package var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default true): the margins are measured from the
    /// view's safe area, so a view that reaches under the status bar or home indicator keeps its
    /// margin guide clear of them.
    package var insetsLayoutMarginsFromSafeArea = true
    /// `layoutMarginsFollowReadableWidth`: the side margins are the readable content guide's
    /// (`ConstraintEnvironment.readableWidth`, UIKit's rule in `AnchorResolver`).
    package var layoutMarginsFollowReadableWidth = false
    /// A table view cell whose content view keeps UIKit's margins for one instead of
    /// `layoutMargins`: 11 points at the top and bottom, and at the sides the system minimum of
    /// the width it is laid out at (the table's margins, which the content view preserves); with
    /// `preservesSuperviewLayoutMargins`, `layoutMargins` where they are larger.
    package var hasTableCellMargins = false
    /// The margins the cell itself sets (`UITableViewCell.layoutMargins` in the file), which its
    /// content view has instead of UIKit's defaults for a cell; nil for those defaults.
    package var cellMargins: EdgeInsets?
    /// The top and bottom of UIKit's margins of a table cell (`hasTableCellMargins` without
    /// `cellMargins`): 11 points, and 15 in a grouped or inset-grouped table from iOS 26 on.
    package var tableCellVerticalMargin = ConstraintEnvironment.tableCellVerticalMargin
    /// A top-level view that is not a cell (a scene's or a xib's, whatever its size) whose file
    /// sets no margins: Interface Builder gives it a view controller's root view's margins, the
    /// system minimum at the sides and its safe area at the top and bottom, instead of
    /// `layoutMargins` (a xib's 375-point header view pinned to its leading margin stores x 16).
    package var hasRootViewMargins = false
    /// A table cell's accessory (disclosure indicator, checkmark, detail button): how much
    /// narrower than the cell Interface Builder stored its content view, which roots the cell's
    /// system. UIKit keeps the accessory's width clear at the content view's trailing edge at any
    /// cell width; 0 for every other view.
    package var accessoryWidth = 0.0
    /// A table cell's separator: how much shorter than the cell Interface Builder stored its content
    /// view (a point in files of Xcode 8, half a point in some later ones), which roots the cell's
    /// system; the content view ends that far above the cell's bottom at any cell height. 0 for
    /// every other view.
    package var separatorHeight = 0.0
    /// A table cell whose row UIKit sizes to its constraints (a self-sizing cell: the table's row
    /// height is automatic and nothing gives the row one of its own), so at another text size its
    /// row grows or shrinks with its text instead of keeping the height Interface Builder stored.
    package var sizesRowToFit = false
    /// A scroll view: its subviews' constraints to its edges pin them to its content, whose size
    /// they decide, not to its frame.
    package var isScrollView = false
    /// A text view whose scrolling is off (`scrollEnabled="NO"`): UIKit then gives it an intrinsic
    /// size, its text wrapped at its width within its insets (an empty one a line high), as a
    /// wrapping label's; a scrolling one has none.
    package var sizesToText = false
    /// A stack view that lays its arranged subviews out inside its layout margins.
    package var isLayoutMarginsRelativeArrangement = false
    /// A horizontal stack as UIKit laid it out before iOS 15 (a canvas of Xcode 12 or earlier):
    /// every label of several lines among its arranged views takes an equal share of it, where
    /// later UIKit shares it only among two or more such labels (`StackArrangement`'s
    /// `UISV-text-width-disambiguation`).
    package var sharesWidthWithEachWrappingLabel = false
    /// A vertical stack view whose spacing runs from each arranged view's last baseline to the next
    /// one's first baseline (`isBaselineRelativeArrangement`, IB's `baselineRelativeArrangement`),
    /// not from edge to edge; its first and last views still meet its edges.
    package var isBaselineRelativeArrangement = false
    /// The spacing UIStackView keeps after this arranged view instead of the stack's `spacing`
    /// (`setCustomSpacing(_:after:)`), up to the next visible arranged view; nil for the stack's.
    package var customSpacingAfter: Double?
    /// A theme's view, whose `width`/`height` rules (`ViewNode.width`, `ViewNode.height`) its system
    /// lays out: a number is a required size constraint of its own, and a number or `fit` across a
    /// fill-aligned stack holds it at the stack's start at that length instead of stretching it, as
    /// the theme's stacks always sized it. False for a view read from an Interface Builder file,
    /// whose size constraints are its file's (its rules only record them for SkeletonView's growth).
    package var followsSizeRules = false
    /// A theme's view that neither a frame nor a constraint places (it is the first item of none of its
    /// system's constraints): outside a stack it is placed as the theme's rules place a view, as
    /// constraints: at the leading top corner of its superview's padded box, `fill` (the default)
    /// as long as that box on each axis, `fit` its intrinsic length, a number its own (UIKit would
    /// leave such a view where nothing puts it).
    package var isPlacedByRules = false
    /// The image's size in points, the intrinsic size of an image view; nil when unknown.
    package var imageSize: Size?
    /// How far an image view showing an SF Symbol draws beyond the alignment rectangle its
    /// constraints place (the symbol's alignment insets, negated, as Interface Builder stored
    /// them); nil for none.
    package var symbolOutsets: EdgeInsets?
    /// The intrinsic size the file states in place of the view's own (Interface Builder's
    /// "Intrinsic Size: Placeholder", what IB solved its stored frames with), on both axes at once.
    package var placeholderIntrinsicSize: PlaceholderIntrinsicSize?
    /// Subviews that are hidden: never drawn, but laid out, so constraints to them still hold
    /// (a hidden arranged subview drops out of its stack).
    package var hiddenSubviews: [ViewNode] = []
    /// IB's `misplaced`: the stored frame is not the solved one.
    package var isMisplaced = false
    /// The size the stored frames below were laid out at, on a view that roots a constraint system
    /// (a screen's root view or a cell); nil on every view inside one.
    package var designSize: Size?
    /// True on a system root whose views store no solved frames (a theme's screen laid out by
    /// constraints alone), or whose stored ones do not hold where it is shown (a device of the design's
    /// size but another safe area): it is solved even at `designSize`, where IB's stored frames are kept.
    package var solvesAtDesignSize = false
    /// The font the view's text had before Dynamic Type scaled it, which Interface Builder measured
    /// its stored frame in (`StoredTextCalibration`); nil when it was not scaled.
    package var designFont: FontSpec?
    /// How much narrower Interface Builder measured the view's text in SF than the stand-in font
    /// measures it (IB's stored width over the stand-in's, within `StoredTextCalibration.band` and
    /// below 1); nil where the stored frame does not measure the text or SF is not narrower. The
    /// engine sizes the view to SF's width, and the painter draws the stand-in's glyphs condensed
    /// by this factor, so the text fills the box it fills on the phone instead of being cut.
    package var textWidthScale: Double?
    /// How much shorter Interface Builder measured a wrapping label's lines in SF than the stand-in
    /// font's (IB's stored height over the stand-in's at the stored width, within
    /// `StoredTextCalibration.band` and below 1); nil elsewhere, and where Dynamic Type scaled the
    /// font (the label is then as tall as the stand-in's lines). The engine makes the label that
    /// much shorter, and the painter sets its lines that much closer, so every line it wraps into
    /// shows instead of the last ones being cut.
    package var textLineScale: Double?
    /// The height constraint SkeletonView's growth on show gave this label in its constraint system,
    /// which the solver laid it out at (`LayoutEngine.grownOnShow`), in the layout while the skeleton
    /// shows; nil for a view that does not grow there.
    package var grownOnShow: Double?
    /// On a view that roots a constraint system: SkeletonView's show reaches it (the layout's root,
    /// or a list's template whose list and every view above it show reaches, `ViewNode.reachedOnShow`),
    /// so its labels grow on show in its system (`LayoutEngine.grownOnShow`).
    package var isReachedOnShow = false
    /// Where the view is written.
    package var location: SourceLocation?

    /// Creates a spec with UIKit's defaults.
    package init() {}
}

/// An intrinsic content size stated per axis, where nil is UIKit's `noIntrinsicMetric` (IB's
/// "infinite"): the view neither hugs nor resists along that axis.
package struct PlaceholderIntrinsicSize: Hashable, Sendable {
    /// The intrinsic width, if any.
    package var width: Double?
    /// The intrinsic height, if any.
    package var height: Double?
    /// Whether Interface Builder measured it running the view's `@IBDesignable` code: a label's
    /// height is then the line of the font its code sets, whose baseline lies as far down it.
    package var isDesignableMeasurement = false

    /// Creates a size.
    package init(width: Double?, height: Double?, isDesignableMeasurement: Bool = false) {
        self.width = width
        self.height = height
        self.isDesignableMeasurement = isDesignableMeasurement
    }
}

/// A priority per axis (content hugging or compression resistance).
package struct AxisPriorities: Hashable, Sendable {
    /// Along the horizontal axis.
    package var horizontal: LayoutPriority
    /// Along the vertical axis.
    package var vertical: LayoutPriority

    /// Creates priorities per axis.
    package init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority of one axis.
    package func along(horizontal isHorizontal: Bool) -> LayoutPriority { isHorizontal ? horizontal : vertical }
}

/// UIView.AutoresizingMask: which parts of a frame-placed view stretch when its superview resizes.
package struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The bits.
    package let rawValue: Int

    /// Creates a mask from its bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches.
    package static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    package static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    package static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    package static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    package static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    package static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

/// Where something came from in an input file, so a problem the layout finds later can name it.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as the reader was given it.
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    package var description: String { "\(file):\(line):\(column)" }
}
