import SkeletonCore
import TestSupport
import Testing

/// SkeletonView's line rules (CALayer+Extensions.swift) beyond the worked examples.
@Suite struct TextLineRuleTests {
    @Test func rightToLeftSwapsTheHorizontalPadding() {
        var padded = label(rect(0, 0, 300, 100))
        padded.skeletonPaddingInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let rects = skeletonRects(screen(width: 300, [padded]), rtl: true)
        #expect(rects.map(\.minX) == [0, 0, 0, 84])
        #expect(rects.map(\.width) == [280, 280, 280, 196])
    }

    @Test func aComputedSingleLineTakesTheWholeHeightWithRenderSingleLineAsView() {
        var appearance = SkeletonAppearance.default
        appearance.renderSingleLineAsView = true
        #expect(skeletonRects(screen([label(rect(0, 0, 300, 20))]), appearance: appearance) == [rect(0, 0, 210, 20)])
    }

    @Test func textViewsAreNeverCentred() {
        var short = view(.textView, frame: rect(0, 0, 300, 100))
        short.skeletonTextNumberOfLines = .custom(2)
        #expect(skeletonRects(screen([short])) == [rect(0, 0, 300, 15), rect(0, 25, 210, 15)])
    }

    @Test func zeroLinesWithZeroHeightPaintsTheEmptyBlock() {
        let shapes = skeletonShapes(screen([label(rect(5, 5, 300, 0))]))
        #expect(shapes.map(\.rect) == [rect(5, 5, 300, 0)])
    }

    @Test func appearanceDefaultsApplyWhenTheViewSetsNone() {
        var appearance = SkeletonAppearance.default
        appearance.textLineHeight = .fixed(20)
        appearance.multilineSpacing = 5
        appearance.multilineLastLineFillPercent = 50
        appearance.multilineCornerRadius = 3
        let shapes = skeletonShapes(screen([label(rect(0, 0, 100, 45))]), appearance: appearance)
        #expect(shapes.map(\.rect) == [rect(0, 0, 100, 20), rect(0, 25, 50, 20)])
        #expect(shapes.map(\.radii) == [CornerRadii(uniform: 3), CornerRadii(uniform: 3)])
    }
}
