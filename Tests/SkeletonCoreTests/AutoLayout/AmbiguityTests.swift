import SkeletonCore
import TestSupport
import Testing

/// Ambiguous layouts found as UIKit's `hasAmbiguousLayout` finds them: which view, which of its
/// horizontal position, vertical position, width and height the constraints leave open, at the
/// view's place.
struct AmbiguityTests {
    /// The messages of the ambiguous views of a 200 × 100 screen with `children`.
    static func ambiguities(_ children: [ViewNode]) -> [String] {
        let root = constrainedRoot(Size(width: 200, height: 100), children: children)
        let environment = ConstraintEnvironment(size: Size(width: 200, height: 100), isScreen: true)
        return (AmbiguityFinder.ambiguities(root: root, environment: environment, metrics: FakeTextMetrics()) ?? [])
            .map(\.description)
    }

    /// `id`'s top at 10 and height 20, fixing its vertical axis.
    static func vertical(_ id: String) -> [LayoutConstraint] {
        [
            pin(.view(id), .top, .equal, .view("root"), .top, constant: 10, id: "\(id)-top"),
            pin(.view(id), .height, constant: 20, id: "\(id)-height"),
        ]
    }

    @Test func aPlainViewWithOnlyALeadingConstraintHasNoWidth() {
        let view = constrained(
            .view, "v",
            constraints: [pin(.view("v"), .leading, .equal, .view("root"), .leading, id: "l")] + Self.vertical("v"))
        #expect(
            Self.ambiguities([view]) == [
                "Test.storyboard:1:1: ambiguous layout: the constraints leave the width of view `v` open"
            ])
    }

    @Test func aViewWithOnlyALeadingConstraintIsOpenOnEveryOtherPart() {
        let view = constrained(
            .view, "v", constraints: [pin(.view("v"), .leading, .equal, .view("root"), .leading, id: "l")])
        #expect(
            Self.ambiguities([view]) == [
                "Test.storyboard:1:1: ambiguous layout: the constraints leave the vertical position, width and height of view `v` open"
            ])
    }

    @Test func aLabelTakesItsSizeFromItsTextSoALeadingAndATopFixIt() {
        var label = constrained(
            .label, "t",
            constraints: [
                pin(.view("t"), .leading, .equal, .view("root"), .leading, constant: 8, id: "l"),
                pin(.view("t"), .top, .equal, .view("root"), .top, constant: 8, id: "t"),
            ])
        label.text = "Hello"
        #expect(Self.ambiguities([label]) == [])
    }

    @Test func aViewBetweenTwoInequalitiesHasNoHorizontalPosition() {
        let view = constrained(
            .view, "v",
            constraints: [
                pin(.view("v"), .leading, .greaterThanOrEqual, .view("root"), .leading, id: "min"),
                pin(.view("v"), .trailing, .lessThanOrEqual, .view("root"), .trailing, id: "max"),
                pin(.view("v"), .width, constant: 50, id: "w"),
            ] + Self.vertical("v"))
        #expect(
            Self.ambiguities([view]) == [
                "Test.storyboard:1:1: ambiguous layout: the constraints leave the horizontal position of view `v` open"
            ])
    }

    @Test func aFullyConstrainedViewAndAFramePlacedOneAreNotAmbiguous() {
        let pinned = constrained(
            .view, "p",
            constraints: [
                pin(.view("p"), .trailing, .equal, .view("root"), .trailing, constant: -8, id: "t"),
                pin(.view("p"), .width, .equal, .view("root"), .width, multiplier: 0.5, id: "w"),
            ] + Self.vertical("p"))
        let framed = constrained(.view, "f", frame: Rect(x: 1, y: 2, width: 3, height: 4), translates: true)
        #expect(Self.ambiguities([pinned, framed]) == [])
    }

    @Test func aViewPinnedToAnAmbiguousOneIsAmbiguousToo() {
        // The child's width follows its parent's, which nothing fixes (UIKit reports both views).
        let child = constrained(
            .view, "c",
            constraints: [
                pin(.view("c"), .leading, .equal, .view("p"), .leading, id: "cl"),
                pin(.view("c"), .trailing, .equal, .view("p"), .trailing, id: "ct"),
            ] + Self.vertical("c"))
        let parent = constrained(
            .view, "p",
            constraints: [pin(.view("p"), .leading, .equal, .view("root"), .leading, id: "pl")] + Self.vertical("p"),
            children: [child])
        #expect(
            Self.ambiguities([parent]) == [
                "Test.storyboard:1:1: ambiguous layout: the constraints leave the width of view `p` open",
                "Test.storyboard:1:1: ambiguous layout: the constraints leave the width of view `c` open",
            ])
    }

    @Test func theStoredFrameDoesNotHideAnAmbiguity() {
        // IB stores a frame for every view; the engine keeps it at the weakest priority to settle
        // what is open, but the layout is still ambiguous.
        let view = constrained(
            .view, "v", frame: Rect(x: 0, y: 10, width: 80, height: 20),
            constraints: [pin(.view("v"), .leading, .equal, .view("root"), .leading, id: "l")] + Self.vertical("v"))
        #expect(
            Self.ambiguities([view]) == [
                "Test.storyboard:1:1: ambiguous layout: the constraints leave the width of view `v` open"
            ])
    }

    @Test func aScreenOverTheBudgetIsNotSearched() {
        let views = (0...AmbiguityFinder.maxViews).map { constrained(.view, "v\($0)") }
        let root = constrainedRoot(Size(width: 200, height: 100), children: views)
        let environment = ConstraintEnvironment(size: Size(width: 200, height: 100), isScreen: true)
        #expect(AmbiguityFinder.ambiguities(root: root, environment: environment, metrics: FakeTextMetrics()) == nil)
    }
}
