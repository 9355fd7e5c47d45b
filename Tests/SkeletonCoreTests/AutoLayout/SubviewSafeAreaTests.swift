import SkeletonCore
import TestSupport
import Testing

/// A subview's safe area guide (UIView.safeAreaLayoutGuide) is its frame cut to the root's safe
/// area where it reaches under the root's unsafe edges.
struct SubviewSafeAreaTests {
    /// An iPhone 11 screen (414 × 896) under a navigation bar: 88 points unsafe at the top (status
    /// bar 44 + bar 44), 34 at the bottom (home indicator).
    static func screen(_ children: [ViewNode], constraints: [LayoutConstraint]) -> LayoutSpec {
        let size = Size(width: 414, height: 896)
        var layout = LayoutSpec(
            name: "screen", size: size, root: constrainedRoot(size, constraints: constraints, children: children))
        layout.fillsScreen = true
        layout.safeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
        return layout
    }

    /// A container pinned to the root's edges from `top` down to the bottom, and a card pinned 8
    /// points inside the container's safe area on every side.
    static func layout(containerTop top: Double) -> LayoutSpec {
        let card = constrained(.view, "card", frame: rect(8, 8, 398, 100))
        let container = constrained(
            .view, "container", frame: rect(0, top, 414, 896 - top),
            constraints: [
                pin(.view("card"), .leading, .equal, .safeArea(of: "container"), .leading, constant: 8, id: "c1"),
                pin(.view("card"), .top, .equal, .safeArea(of: "container"), .top, constant: 8, id: "c2"),
                pin(.safeArea(of: "container"), .trailing, .equal, .view("card"), .trailing, constant: 8, id: "c3"),
                pin(.safeArea(of: "container"), .bottom, .equal, .view("card"), .bottom, constant: 8, id: "c4"),
            ],
            children: [card])
        return screen(
            [container],
            constraints: [
                pin(.view("container"), .leading, .equal, .view("root"), .leading, id: "r1"),
                pin(.view("container"), .top, .equal, .view("root"), .top, constant: top, id: "r2"),
                pin(.view("root"), .trailing, .equal, .view("container"), .trailing, id: "r3"),
                pin(.view("root"), .bottom, .equal, .view("container"), .bottom, id: "r4"),
            ])
    }

    @Test func aViewUnderTheBarsHasTheRootsSafeAreaWhereItReachesUnderThem() {
        let frames = DesignSizePlacement.frames(Self.layout(containerTop: 0))
        // The container fills the screen, so its safe area is the root's: 88 … 896 − 34 = 862.
        // Card: y = 88 + 8 = 96, height = 862 − 8 − 96 = 758; x = 8, width = 414 − 16 = 398.
        #expect(frames["card"] == rect(8, 96, 398, 758))
    }

    @Test func aViewBelowTheTopBarsKeepsItsOwnTopAndTakesTheHomeIndicatorsInset() {
        let frames = DesignSizePlacement.frames(Self.layout(containerTop: 200))
        // The container starts at 200, below the 88 unsafe points: its safe top is its own top; it
        // still reaches the bottom, so its safe bottom is 862. Card: y = 208, height = 862 − 8 − 208.
        #expect(frames["card"] == rect(8, 208, 398, 646))
    }
}
