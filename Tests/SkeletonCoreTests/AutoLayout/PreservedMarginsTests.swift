import SkeletonCore
import TestSupport
import Testing

/// `preservesSuperviewLayoutMargins`: on each side a view's margin is at least the part of its
/// superview's margin that reaches into it (UIKit moves the content the least that keeps it inside
/// both). On an iPhone SE screen (375 × 667, 20 points of status bar) the root's margins are 16 at
/// the sides and the safe area's 20 at the top, 0 at the bottom; every container's own are 8,
/// measured from its safe area (`insetsLayoutMarginsFromSafeArea`): 8 + 20 = 28 at the top of one
/// that reaches under the status bar.
struct PreservedMarginsTests {
    /// A container `id` at `frame` (pinned to `superview` at that place, its size fixed), which
    /// preserves its superview's margins when `preserves`, holding `<id>-card` pinned to its four
    /// margins; with the constraints that place it, for its superview to hold.
    static func container(_ id: String, _ frame: Rect, preserves: Bool = true, in superview: String = "root")
        -> (ViewNode, [LayoutConstraint])
    {
        let card = id + "-card"
        var box = constrained(
            .view, id, frame: frame,
            constraints: [
                pin(.view(card), .leading, .equal, .view(id), .leadingMargin, id: id + "-l"),
                pin(.view(card), .top, .equal, .view(id), .topMargin, id: id + "-t"),
                pin(.view(id), .trailingMargin, .equal, .view(card), .trailing, id: id + "-r"),
                pin(.view(id), .bottomMargin, .equal, .view(card), .bottom, id: id + "-b"),
            ],
            children: [constrained(.view, card, frame: rect(0, 0, 10, 10))])
        box.autoLayout?.preservesSuperviewLayoutMargins = preserves
        let placement = [
            pin(.view(id), .leading, .equal, .view(superview), .leading, constant: frame.minX, id: id + "-x"),
            pin(.view(id), .top, .equal, .view(superview), .top, constant: frame.minY, id: id + "-y"),
            pin(.view(id), .width, constant: frame.width, id: id + "-w"),
            pin(.view(id), .height, constant: frame.height, id: id + "-h"),
        ]
        return (box, placement)
    }

    /// An iPhone SE screen holding `containers`.
    static func screen(_ containers: [(ViewNode, [LayoutConstraint])]) -> LayoutSpec {
        AutoLayoutSolvingTests.screen(
            constrainedRoot(
                Size(width: 375, height: 667), constraints: containers.flatMap(\.1), children: containers.map(\.0)))
    }

    @Test func aContainerAlongTheScreensEdgesTakesTheRootsMarginsWhereTheyAreLarger() {
        let frames = DesignSizePlacement.frames(Self.screen([Self.container("a", rect(0, 0, 375, 200))]))
        // Sides: max(8, 16 − 0) = 16; top: max(8 + 20, 20 − 0) = 28; bottom: the root's 0 lies 467
        // below, so its own 8. Card: x 16, y 28, width 375 − 32 = 343, height 200 − 28 − 8 = 164.
        #expect(frames["a-card"] == rect(16, 28, 343, 164))
    }

    @Test func withoutTheFlagAContainerKeepsItsOwnMargins() {
        let frames = DesignSizePlacement.frames(
            Self.screen([Self.container("a", rect(0, 0, 375, 200), preserves: false)]))
        // 8 on every side, the top's from the safe area: x 8, y 20 + 8 = 28, width 375 − 16 = 359,
        // height 200 − 28 − 8 = 164.
        #expect(frames["a-card"] == rect(8, 28, 359, 164))
    }

    @Test func aContainerInsideTheRootsMarginsTakesOnlyThePartThatReachesIntoIt() {
        let frames = DesignSizePlacement.frames(
            Self.screen([Self.container("b", rect(4, 300, 367, 100)), Self.container("c", rect(30, 450, 315, 100))]))
        // b lies 4 inside the sides: max(8, 16 − 4) = 12, so its card lines up with the root's
        // margin at 4 + 12 = 16, 367 − 24 = 343 wide; top and bottom its own 8: y 308, height 84.
        #expect(frames["b-card"] == rect(16, 308, 343, 84))
        // c lies 30 inside, past the root's 16: its own 8 everywhere: x 38, width 315 − 16 = 299.
        #expect(frames["c-card"] == rect(38, 458, 299, 84))
    }

    @Test func aViewWithoutAStoredFrameIsMeasuredWhereTheFirstSolvePlacesIt() {
        var (box, placement) = Self.container("c", rect(30, 450, 315, 100))
        box.frame = nil
        box.children[0].frame = nil
        let frames = DesignSizePlacement.frames(Self.screen([(box, placement)]))
        // The first solve takes c at the root's edges (16 at the sides); solved 30 inside, it keeps
        // its own 8, as with a stored frame: x 38, y 458, width 299, height 84.
        #expect(frames["c-card"] == rect(38, 458, 299, 84))
    }

    @Test func aPreservingViewInsideAPreservingViewTakesTheMarginsPassedDown() {
        // a (preserving, margins 16 at the sides) holds d, 2 inside it and preserving too:
        // max(8, 16 − 2) = 14 at the sides, so d's card lines up at 0 + 2 + 14 = 16 again.
        var (a, placement) = Self.container("a", rect(0, 0, 375, 200))
        let (d, dPlacement) = Self.container("d", rect(2, 50, 371, 100), in: "a")
        a.children.append(d)
        a.autoLayout?.constraints += dPlacement
        let frames = DesignSizePlacement.frames(Self.screen([(a, placement)]))
        // d: x 2, y 50, 371 × 100; its top and bottom lie 50 inside a's 20 and 8: its own 8.
        #expect(frames["d-card"] == rect(16, 58, 343, 84))
    }

    @Test func inRightToLeftTheSideTheViewTouchesIsTheOneThatTakesTheRootsMargin() {
        // e is pinned to the root's leading edge, 300 wide: in right-to-left it lies at x 75, its
        // right edge on the root's. Its right margin max(8, 16 − 0) = 16, its left its own 8 (75
        // inside); its top 8 below the status bar. The card: x 75 + 8 = 83, y 28, width 300 − 24
        // = 276, height 100 − 28 − 8 = 64.
        let frames = DesignSizePlacement.frames(
            Self.screen([Self.container("e", rect(0, 0, 300, 100))]), rightToLeft: true)
        #expect(frames["e"] == rect(75, 0, 300, 100))
        #expect(frames["e-card"] == rect(83, 28, 276, 64))
    }
}
