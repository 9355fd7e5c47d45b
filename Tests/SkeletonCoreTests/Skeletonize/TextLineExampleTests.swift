import SkeletonCore
import TestSupport
import Testing

/// Worked examples of SkeletonView's steady-state line geometry (CALayer+Extensions.swift,
/// `updateMultilinesLayers`; h 15, s 10, fill 70), acceptance cases derived from the upstream
/// source.
@Suite struct TextLineExampleTests {
    @Test func multilineLabelFillsItsHeightWithFourCentredLines() {
        let rects = skeletonRects(screen([label(rect(0, 0, 300, 100))]))
        #expect(rects == [rect(0, 5, 300, 15), rect(0, 30, 300, 15), rect(0, 55, 300, 15), rect(0, 80, 210, 15)])
    }

    @Test func centredLabelCentresItsLastLine() {
        let rects = skeletonRects(screen([label(rect(0, 0, 300, 100), alignment: .center)]))
        #expect(rects.last == rect(45, 80, 210, 15))
    }

    @Test func rightAlignedLabelPutsItsLastLineOnTheRight() {
        let rects = skeletonRects(screen([label(rect(0, 0, 300, 100), alignment: .right)]))
        #expect(rects.last == rect(90, 80, 210, 15))
    }

    @Test func naturalAlignmentInRightToLeftPutsTheLastLineOnTheRight() {
        let rects = skeletonRects(screen(width: 300, [label(rect(0, 0, 300, 100))]), rtl: true)
        #expect(rects.last == rect(90, 80, 210, 15))
    }

    @Test func paddedLabelLosesOneLineAndCentresWithTheTopPaddingQuirk() {
        var padded = label(rect(0, 0, 300, 100))
        padded.skeletonPaddingInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let rects = skeletonRects(screen([padded]))
        #expect(rects == [rect(20, 12.5, 260, 15), rect(20, 37.5, 260, 15), rect(20, 62.5, 182, 15)])
    }

    @Test func paddedLabelAlignsItsLastLineInsideThePadding() {
        var centred = label(rect(0, 0, 300, 100), alignment: .center)
        centred.skeletonPaddingInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        var right = centred
        right.textAlignment = .right
        #expect(skeletonRects(screen([centred])).last == rect(59, 62.5, 182, 15))
        #expect(skeletonRects(screen([right])).last == rect(98, 62.5, 182, 15))
    }

    @Test func singleLineLabelIsOneCentredLastLine() {
        let rects = skeletonRects(screen([label(rect(0, 0, 200, 40), lines: 1)]))
        #expect(rects == [rect(0, 12.5, 140, 15)])
    }

    @Test func renderSingleLineAsViewDrawsTheWholeLabelWithTheSkeletonRadius() {
        var appearance = SkeletonAppearance.default
        appearance.renderSingleLineAsView = true
        appearance.skeletonCornerRadius = 6
        let shapes = skeletonShapes(screen([label(rect(0, 0, 200, 40), lines: 1)]), appearance: appearance)
        #expect(
            shapes == [
                SkeletonShape(
                    rect: rect(0, 0, 200, 40), radii: CornerRadii(uniform: 6), role: .block, isRightToLeft: false)
            ])
    }

    @Test func threeLineLabelInAStackGrowsTo65() {
        var grown = label(nil, lines: 3)
        grown.height = .fixed(20)
        let spec = screen(root: stack(.vertical, children: [grown]))
        let placedLabel = placed(spec).children[0]
        #expect(placedLabel.frame == rect(0, 0, 400, 65))
        #expect(skeletonRects(spec) == [rect(0, 0, 400, 15), rect(0, 25, 400, 15), rect(0, 50, 280, 15)])
    }

    @Test func threeLineLabelWithAFixedFrameRunsDownPastItsFrame() {
        // UIView+Extensions.swift's definedMaxBounds: B.h = definedMaxHeight = the 65-point growth
        // constraint.
        let rects = skeletonRects(screen([label(rect(0, 0, 200, 20), lines: 3)]))
        #expect(rects == [rect(0, 0, 200, 15), rect(0, 25, 200, 15), rect(0, 50, 140, 15)])
    }

    @Test func textViewFillsItsHeightTopAligned() {
        let rects = skeletonRects(screen([view(.textView, frame: rect(0, 0, 300, 100))]))
        #expect(rects == [rect(0, 0, 300, 15), rect(0, 25, 300, 15), rect(0, 50, 300, 15), rect(0, 75, 210, 15)])
    }

    @Test func labelTooShortForALineIsPaintedWhole() {
        let shapes = skeletonShapes(screen([label(rect(0, 0, 300, 12))]))
        #expect(shapes.map(\.rect) == [rect(0, 0, 300, 12)])
        #expect(shapes.map(\.role) == [.block])
    }

    @Test func labelJustTallEnoughGetsOneOverflowingLine() {
        let rects = skeletonRects(screen([label(rect(0, 0, 300, 13))]))
        #expect(rects == [rect(0, -1, 210, 15)])
    }
}
