import SkeletonCore
import TestSupport
import Testing

/// Stacks, fit sizes, absolute frames and right-to-left layout.
@Suite struct StackLayoutTests {
    /// A plain view with a fixed size rule.
    static func box(width: SizeRule? = nil, height: SizeRule? = nil) -> ViewNode {
        var node = view(.view)
        node.width = width
        node.height = height
        return node
    }

    /// The children's frames on a canvas as wide as the root.
    static func frames(_ root: ViewNode, rtl: Bool = false) -> [Rect] {
        placed(screen(width: root.frame?.maxX ?? 400, root: root), rtl: rtl).children.map(\.frame)
    }

    @Test func verticalStackStacksFixedHeightsWithSpacingAcrossTheFullWidth() {
        let root = stack(
            .vertical, frame: rect(0, 0, 200, 300), spacing: 10,
            children: [Self.box(height: .fixed(50)), Self.box(height: .fixed(30))])
        #expect(Self.frames(root) == [rect(0, 0, 200, 50), rect(0, 60, 200, 30)])
    }

    @Test func paddingInsetsTheArrangedChildren() {
        var root = stack(.vertical, frame: rect(0, 0, 200, 300), children: [Self.box(height: .fixed(50))])
        root.padding = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(Self.frames(root) == [rect(20, 10, 160, 50)])
    }

    @Test func crossAlignmentPlacesFixedWidthChildren() {
        let child = Self.box(width: .fixed(50), height: .fixed(10))
        let xs = [StackAlignment.leading, .center, .trailing].map { alignment in
            Self.frames(stack(.vertical, frame: rect(0, 0, 200, 300), alignment: alignment, children: [child]))[0].minX
        }
        #expect(xs == [0, 75, 150])
    }

    @Test func leadingAlignmentIsTheRightEdgeInRightToLeft() {
        let root = stack(
            .vertical, frame: rect(0, 0, 200, 300), alignment: .leading,
            children: [Self.box(width: .fixed(50), height: .fixed(10))])
        #expect(Self.frames(root, rtl: true) == [rect(150, 0, 50, 10)])
    }

    @Test func horizontalStackRunsRightToLeftInRTL() {
        let children = [Self.box(width: .fixed(50)), Self.box(width: .fixed(30))]
        let root = stack(.horizontal, frame: rect(0, 0, 200, 40), spacing: 10, children: children)
        #expect(Self.frames(root) == [rect(0, 0, 50, 40), rect(60, 0, 30, 40)])
        #expect(Self.frames(root, rtl: true) == [rect(150, 0, 50, 40), rect(110, 0, 30, 40)])
    }

    @Test func fillChildTakesTheRemainingLength() {
        let root = stack(
            .horizontal, frame: rect(0, 0, 200, 40), spacing: 10,
            children: [Self.box(width: .fixed(50)), Self.box(width: .fill)])
        #expect(Self.frames(root) == [rect(0, 0, 50, 40), rect(60, 0, 140, 40)])
    }

    @Test func fillEquallyGivesEveryChildTheSameLength() {
        let root = stack(
            .horizontal, frame: rect(0, 0, 200, 40), spacing: 10, distribution: .fillEqually,
            children: [Self.box(width: .fixed(5)), Self.box(), Self.box()])
        #expect(Self.frames(root).map(\.minX) == [0, 70, 140])
        #expect(Self.frames(root).map(\.width) == [60, 60, 60])
    }

    @Test func equalSpacingSpreadsTheRestBetweenChildren() {
        let root = stack(
            .horizontal, frame: rect(0, 0, 200, 40), distribution: .equalSpacing,
            children: [Self.box(width: .fixed(50)), Self.box(width: .fixed(50))])
        #expect(Self.frames(root).map(\.minX) == [0, 150])
    }

    @Test func fitLabelIsAsTallAsItsWrappedLines() {
        let wrapped = label(nil, lines: 0, text: "aaaa bbbb cccc")
        let single = label(nil, lines: 1, text: "Hello")
        let root = stack(.vertical, frame: rect(0, 0, 100, 300), children: [wrapped, single])
        #expect(Self.frames(root) == [rect(0, 0, 100, 40), rect(0, 40, 100, 20)])
    }

    @Test func fitLabelInAHorizontalStackIsAsWideAsItsText() {
        let root = stack(
            .horizontal, frame: rect(0, 0, 300, 40), alignment: .center, children: [label(nil, lines: 1, text: "Hello")]
        )
        #expect(Self.frames(root) == [rect(0, 10, 50, 20)])
    }

    @Test func buttonFitsItsTitlePlusInsets() {
        var button = view(.button)
        button.text = "OK"
        let root = stack(.horizontal, frame: rect(0, 0, 300, 100), alignment: .leading, children: [button])
        // A legacy button: no insets beside "OK" (20 wide), UIKit's 6 above and below its 20-point line.
        #expect(Self.frames(root) == [rect(0, 0, 20, 32)])
    }

    @Test func nestedFitStackSumsItsChildren() {
        var inner = stack(
            .vertical, spacing: 5, children: [Self.box(height: .fixed(20)), Self.box(height: .fixed(30))])
        inner.padding = EdgeInsets(all: 2)
        let root = stack(.vertical, frame: rect(0, 0, 100, 300), children: [inner, Self.box(height: .fixed(10))])
        #expect(Self.frames(root) == [rect(0, 0, 100, 59), rect(0, 59, 100, 10)])
    }

    @Test func emptyMultilineLabelInAStackKeepsOneLine() {
        let root = stack(.vertical, frame: rect(0, 0, 200, 300), children: [label(nil, lines: 0)])
        #expect(Self.frames(root) == [rect(0, 0, 200, 20)])
        #expect(skeletonRects(screen(root: root)) == [rect(0, 2.5, 140, 15)])
    }

    @Test func absoluteFramesAreMirroredInRightToLeft() {
        let root = view(.view, children: [view(.view, frame: rect(10, 10, 100, 50))])
        #expect(Self.frames(root, rtl: true) == [rect(290, 10, 100, 50)])
    }

    @Test func explicitLeftToRightChildKeepsItsSubviewsUnmirrored() {
        var ltr = view(.view, frame: rect(0, 0, 200, 100), children: [view(.view, frame: rect(10, 0, 20, 20))])
        ltr.layoutDirection = .leftToRight
        let tree = placed(screen(root: view(.view, children: [ltr])), rtl: true)
        #expect(tree.children[0].frame == rect(200, 0, 200, 100))
        #expect(tree.children[0].children[0].frame == rect(210, 0, 20, 20))
        #expect(tree.children[0].isRightToLeft == false)
    }

    @Test func frameChildrenOfAStackArePlacedByFrame() {
        let root = stack(
            .vertical, frame: rect(0, 0, 200, 300),
            children: [view(.view, frame: rect(5, 6, 7, 8)), Self.box(height: .fixed(10))])
        #expect(Self.frames(root) == [rect(5, 6, 7, 8), rect(0, 0, 200, 10)])
    }

    @Test func childWithoutFrameFillsAPlainParent() {
        let root = view(.view, frame: rect(10, 20, 100, 50), children: [view(.view)])
        #expect(placed(screen(root: root)).children[0].frame == rect(10, 20, 100, 50))
    }
}

extension StackLayoutTests {
    @Test func tooNarrowHorizontalStackCompressesItsFitChildren() {
        let root = stack(
            .horizontal, frame: rect(0, 0, 100, 40), spacing: 10,
            children: [Self.box(width: .fixed(40)), label(nil, lines: 1, text: "Hello world")])
        #expect(Self.frames(root) == [rect(0, 0, 40, 40), rect(50, 0, 50, 40)])
    }

    @Test func horizontalStackMeasuresHeightsAtTheFinalWidths() {
        var wrapped = label(nil, lines: 0, text: "aaaa bbbb")
        wrapped.width = .fill
        let root = stack(
            .horizontal, frame: rect(0, 0, 90, 100), spacing: 10, alignment: .leading,
            children: [Self.box(width: .fixed(40), height: .fixed(10)), wrapped])
        #expect(Self.frames(root) == [rect(0, 0, 40, 10), rect(50, 0, 40, 40)])
    }
}

extension StackLayoutTests {
    @Test func plainParentPaddingInsetsChildrenWithoutFrames() {
        var root = view(
            .view, frame: rect(0, 0, 200, 100),
            children: [Self.box(width: .fixed(50)), view(.view, frame: rect(0, 0, 5, 5))])
        root.padding = EdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        #expect(Self.frames(root) == [rect(20, 10, 50, 80), rect(0, 0, 5, 5)])
        #expect(Self.frames(root, rtl: true) == [rect(120, 10, 50, 80), rect(195, 0, 5, 5)])
    }
}
