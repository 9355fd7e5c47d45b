/// Where a constraint system is solved: the size its root takes, the safe area a screen's root
/// reaches under, and the direction leading and trailing resolve in.
package struct ConstraintEnvironment: Hashable, Sendable {
    /// The root's size in points.
    package var size: Size
    /// The safe area inside the root (a screen's status bar and home indicator; zero for a cell).
    package var safeAreaInsets: EdgeInsets
    /// Right-to-left: leading is the right edge.
    package var rightToLeft: Bool
    /// True when the root is a view controller's view, whose side margins are the system minimum.
    package var isScreen: Bool
    /// The width of the screen the root is shown on (the device's, or the canvas's): a table
    /// cell's side margins follow it as well as the cell's own width.
    package var screenWidth: Double
    /// Whether views hidden only at run time (`ViewNode.isHiddenAtRuntime`) are hidden, as on the
    /// phone; false solves the views as Interface Builder shows them, with those in place.
    package var hidesViewsHiddenAtRuntime: Bool
    /// Whether the root's height is left to its constraints, as small as they let it be
    /// (`systemLayoutSizeFitting` with the fitting-size level vertically, as UIKit sizes a
    /// self-sizing table cell), instead of `size.height`.
    package var fitsHeight = false
    /// Whether the root's width is left to its constraints as `fitsHeight` leaves its height (a
    /// self-sizing collection item: `systemLayoutSizeFitting` at the fitting-size level on both
    /// axes), instead of `size.width`, which then only chooses the root's margins.
    package var fitsWidth = false
    /// The readable width: Interface Builder's canvas's 560 unless set for where the system is
    /// laid out (`takeReadableWidth(for:at:)`).
    package var readableWidth = canvasReadableWidth

    /// Creates an environment.
    package init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, rightToLeft: Bool = false, isScreen: Bool = false,
        screenWidth: Double? = nil, hidesViewsHiddenAtRuntime: Bool = true
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.rightToLeft = rightToLeft
        self.isScreen = isScreen
        self.screenWidth = screenWidth ?? size.width
        self.hidesViewsHiddenAtRuntime = hidesViewsHiddenAtRuntime
    }

    /// A view controller's root view's layout margins: `systemMinimumLayoutMargins` at the sides
    /// (16 points on views narrower than 400, 20 on wider ones: Plus and Max phones, landscape
    /// and iPads) and none at the top and bottom, all measured from the safe area when
    /// `fromSafeArea` (`insetsLayoutMarginsFromSafeArea`, UIKit's default), else from the edges.
    package func screenMargins(fromSafeArea: Bool = true) -> EdgeInsets {
        let side = Self.systemMinimumSideMargin(width: size.width)
        let safe = fromSafeArea ? safeAreaInsets : .zero
        return EdgeInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
    }

    /// `systemMinimumLayoutMargins` at the sides of a view `width` points wide: 16 points below
    /// `wideRootWidth`, 20 from there on.
    package static func systemMinimumSideMargin(width: Double) -> Double {
        width >= wideRootWidth ? 20 : 16
    }

    /// The narrowest root view with 20-point side margins. Interface Builder stores 16 in roots up
    /// to 393 points wide (GoMap's iPhone 15 scene, WordPress's 383-point freeform one) and 20 from
    /// 402 (RocketChat's 402- and 412-point collection cells on a 375-point canvas, pinned to the
    /// cell's margins at x 20 and 40 = 20 + 20); no file shows where between the line lies.
    package static let wideRootWidth = 400.0

    /// The readable width Interface Builder's canvas lays out with: IB (Xcode 13) stores 119-point
    /// margins on a 798-point iPad root with `layoutMarginsFollowReadableWidth`, 560 points between.
    package static let canvasReadableWidth = 560.0

    /// How much wider than the readable width a view's safe area must be before its readable
    /// margins move in: UIKit's `ReadableWidthMinimumInsetThreshold`, 88 points by default
    /// (`_UIViewSafeAreaWidthExceedsReadableWidth`), so that a phone on its side (852 − 2 × 59 =
    /// 734 < 672 + 88) keeps its usual margins.
    package static let readableInsetThreshold = 88.0

    /// Sets `readableWidth` for the system `spec` roots, laid out here at the text size
    /// `contentSize`: Interface Builder's canvas's where it is laid out as IB laid it out (at the
    /// size IB stored its frames for, `spec.designSize`, at the default text size, neither fitted
    /// nor solved anew), UIKit's for the text size anywhere else: on a device, at another text
    /// size, a self-sizing cell or item UIKit fits at run time, a theme's system that stores no
    /// frames. The one rule of the engine's layout, `validate`'s checks and fitted rows and items.
    package mutating func takeReadableWidth(for spec: AutoLayoutSpec?, at contentSize: ContentSizeCategory) {
        let stored = spec.flatMap { $0.solvesAtDesignSize ? nil : $0.designSize }
        let isCanvas = !fitsWidth && !fitsHeight && stored == size && contentSize == .large
        readableWidth = isCanvas ? Self.canvasReadableWidth : Self.readableWidth(at: contentSize)
    }

    /// UIKit's readable width at a text size: `UIFont.readableWidth` of the body text style's font,
    /// the width of 46 "m"s, rounded up to a multiple of 8 (`__UIViewReadableWidthForFont`),
    /// measured again when the text size changes. At the default size it is 672 on a device (an
    /// iPad Air 2 in landscape: 672 wide, 176 in from each side of 1024, useyourloaf.com "Readable
    /// Content Guides"); at the other sizes the line is taken to widen with the body size (14 to 53
    /// points), so those may be 8 points off UIKit's.
    package static func readableWidth(at category: ContentSizeCategory) -> Double {
        let line = 672 * TextStyle.body.pointSize(at: category) / TextStyle.body.pointSize(at: .large)
        return (line / 8).rounded(.up) * 8
    }

    /// UIKit's top and bottom margin of a table view cell's content view (iOS 26 gives cells of
    /// grouped and inset-grouped tables 15: `AutoLayoutSpec.tableCellVerticalMargin`).
    package static let tableCellVerticalMargin = 11.0

    /// The layout margins of a table view cell's content view (its root) at this size: `vertical`
    /// points at the top and bottom (11 unless the table's style gives more), and at the sides 20
    /// points on a screen 390 points wide or wider unless the cell is no wider than 320, else 16.
    /// Interface Builder's stored frames agree: a view pinned to a 375-point cell's leading and top
    /// margins sits at (16, 11) on a 375-point phone, at (20, 11) in a 390- or 393-point cell on an
    /// iPhone 12 to 15 and in a 374-point cell on a 390- or 414-point one, while cells of 514 and 596
    /// points on a 375-point phone keep 16, and 300- and 320-point cells on a 414-point one too. Beside
    /// an accessory `accessoryWidth` wide the content view no longer reaches the cell's trailing edge,
    /// so it keeps its own 8 points there where the part of the cell's margin that reaches into it is
    /// less (IB stores a switch pinned 10 from the trailing margin of a 414-point cell with a
    /// disclosure indicator 18 points inside its 383.5-point content view). A cell that sets its own
    /// margins (`cell`) gives those instead of UIKit's.
    package func tableCellMargins(
        accessoryWidth: Double, cell: EdgeInsets? = nil, vertical: Double = tableCellVerticalMargin
    ) -> EdgeInsets {
        let side = Self.tableSideMargin(screenWidth: screenWidth, width: size.width)
        let own = cell ?? EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        let (leading, trailingSide) = rightToLeft ? (own.right, own.left) : (own.left, own.right)
        let trailing = accessoryWidth > 0 ? max(8, trailingSide - accessoryWidth) : trailingSide
        return EdgeInsets(
            top: own.top, left: rightToLeft ? trailing : leading, bottom: own.bottom,
            right: rightToLeft ? leading : trailing)
    }

    /// A table's or its cell's side layout margin, `width` points wide on a screen `screenWidth`
    /// wide: 20 points on a screen 390 points wide or wider unless the view is no wider than 320,
    /// else 16 (`tableCellMargins`; an inset-grouped table insets its cards by the same margin).
    package static func tableSideMargin(screenWidth: Double, width: Double) -> Double {
        screenWidth >= 390 && width > 320 ? 20 : 16
    }
}
