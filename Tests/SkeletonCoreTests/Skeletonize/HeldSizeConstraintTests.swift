import SkeletonCore
import TestSupport
import Testing

/// SkeletonView's `definedMaxWidth` / `definedMaxHeight` and `heightConstraints.first`
/// (Internal/UIKitExtensions/UIView+Extensions.swift) read every width or height constraint the
/// view holds, whatever its relation or priority; the layout keeps the frame.
@Suite struct HeldSizeConstraintTests {
    /// `node` holding `constraints` (Auto Layout, as an IB file or a theme's `constraints` gives them).
    private func holding(_ node: ViewNode, _ constraints: [LayoutConstraint]) -> ViewNode {
        var node = node
        var spec = AutoLayoutSpec()
        spec.constraints = constraints
        node.autoLayout = spec
        return node
    }

    @Test func everyRelationAndPriorityCounts() {
        let node = holding(
            label(rect(0, 0, 70, 20), lines: 1, id: "a"),
            [
                LayoutConstraint(.view("a"), .width, .lessThanOrEqual, constant: 200, priority: LayoutPriority(250)),
                LayoutConstraint(.view("a"), .width, .greaterThanOrEqual, constant: 120),
                LayoutConstraint(.view("a"), .height, .equal, constant: -5),
            ])
        #expect(node.heldSizeConstants(.width) == [200, 120])
        #expect(node.heldSizeConstants(.height) == [0])
        #expect(node.definedMax(.width, length: 70) == 200)
        #expect(node.definedMax(.height, length: 20) == 20)
    }

    @Test func aWidthAtMostTwoHundredDrawsA140PointLine() {
        // max(frame 70, ≤ 200) = 200; one line × 0.7 = 140 (CALayer+Extensions.swift), centred in 20: y 2.5.
        let node = holding(
            label(rect(10, 0, 70, 20), lines: 1, id: "a"),
            [LayoutConstraint(.view("a"), .width, .lessThanOrEqual, constant: 200)])
        #expect(placed(screen([node])).children.first?.frame == rect(10, 0, 70, 20))
        #expect(skeletonRects(screen([node])) == [rect(10, 2.5, 140, 15)])
    }

    @Test func relativeToConstraintsReadsTheFirstHeightConstraintWhateverItsRelation() {
        // SkeletonTextNode.swift `estimatedLineHeight`: h = heightConstraints.first 50 / n 2 = 25; desired
        // 2 × 25 + 10 = 60 is below definedMaxHeight max(20, 50, 90) = 90, so no growth: lines at 0 and 35,
        // centred by (90 − 60) / 2 = 15.
        var node = label(rect(0, 0, 100, 20), lines: 2, id: "a")
        node.skeletonTextLineHeight = .relativeToConstraints
        node = holding(
            node,
            [
                LayoutConstraint(.view("a"), .height, .lessThanOrEqual, constant: 50, priority: LayoutPriority(250)),
                LayoutConstraint(.view("a"), .height, .greaterThanOrEqual, constant: 90),
            ])
        #expect(skeletonRects(screen([node])) == [rect(0, 15, 100, 25), rect(0, 50, 70, 25)])
    }

    @Test func aNumberRuleStillCountsAsAnEqualConstraint() {
        var node = label(nil, lines: 1)
        node.width = .fixed(90)
        #expect(node.heldSizeConstants(.width) == [90])
        #expect(node.heldSizeConstants(.height) == [])
    }
}
