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
    /// Whether views hidden only at run time (`ViewNode.isHiddenAtRuntime`) are hidden, as on the
    /// phone; false solves the views as Interface Builder shows them, with those in place.
    package var hidesViewsHiddenAtRuntime: Bool

    /// Creates an environment.
    package init(
        size: Size, safeAreaInsets: EdgeInsets = .zero, rightToLeft: Bool = false, isScreen: Bool = false,
        hidesViewsHiddenAtRuntime: Bool = true
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.rightToLeft = rightToLeft
        self.isScreen = isScreen
        self.hidesViewsHiddenAtRuntime = hidesViewsHiddenAtRuntime
    }

    /// A view controller's root view's layout margins: `systemMinimumLayoutMargins` at the sides
    /// (16 points on screens narrower than 414, 20 on wider ones: Plus and Max phones, landscape
    /// and iPads) and none at the top and bottom, all measured from the safe area
    /// (`insetsLayoutMarginsFromSafeArea`).
    package var screenMargins: EdgeInsets {
        let side = Self.systemMinimumSideMargin(width: size.width)
        return EdgeInsets(
            top: safeAreaInsets.top, left: safeAreaInsets.left + side, bottom: safeAreaInsets.bottom,
            right: safeAreaInsets.right + side)
    }

    /// `systemMinimumLayoutMargins` at the sides of a view `width` points wide: 16 points below
    /// 414, 20 from there on.
    package static func systemMinimumSideMargin(width: Double) -> Double {
        width >= 414 ? 20 : 16
    }

    /// The layout margins of a table view cell's content view at this size (its root): 11 points at
    /// the top and bottom, the system minimum at the sides. Interface Builder's stored frames
    /// agree: a view pinned to a 375-point cell's leading and top margins sits at (16, 11).
    package var tableCellMargins: EdgeInsets {
        let side = Self.systemMinimumSideMargin(width: size.width)
        return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    }
}
