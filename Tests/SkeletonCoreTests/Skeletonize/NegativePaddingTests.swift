import SkeletonCore
import TestSupport
import Testing

/// Negative `skeletonPaddingInsets`: a plain UIEdgeInsets SkeletonView stores as given
/// (API/UIKitExtensions/UILabel+SKExtensions.swift, `skeletonPaddingInsets`), swapped left/right in
/// RTL (SkeletonMultilinesLayerConfig.swift, `calculatedPaddingInsets`) and used unchanged by the
/// line formulas (CALayer+Extensions.swift, `updateMultilinesLayers`: x = left,
/// width = B.w − left − right, last line × fill 70 %, h 15, s 10).
@Suite struct NegativePaddingTests {
    /// A one-line label 100 × 40 at (50, 0) with `padding` on its skeleton lines.
    private func paddedLabel(_ padding: EdgeInsets, alignment: TextAlignment = .natural) -> ViewNode {
        var node = label(rect(50, 0, 100, 40), lines: 1, alignment: alignment)
        node.skeletonPaddingInsets = padding
        return node
    }

    @Test func negativeSidesWidenTheLinePastTheLabel() {
        // width (100 + 32 + 32) × 0.7 = 114.8 from x = −32 (50 − 32 = 18 in the screen);
        // y = (40 − 15) / 2 = 12.5 (no vertical padding).
        let rects = skeletonRects(screen([paddedLabel(EdgeInsets(top: 0, left: -32, bottom: 0, right: -32))]))
        #expect(rects == [rect(18, 12.5, 114.8, 15)])
    }

    @Test func negativeTopMovesTheLinesUpOutOfTheLabel() {
        // y = top + (B.h − (top + h + top + bottom)) / 2 = −20 + (40 − (−20 + 15 − 20)) / 2 = −20 + 32.5 = 12.5
        // (the top padding counted twice, as upstream centres); a one-line label stays centred.
        let one = skeletonRects(screen([paddedLabel(EdgeInsets(top: -20, left: 0, bottom: 0, right: 0))]))
        #expect(one == [rect(50, 12.5, 70, 15)])
        // Three lines in a 100-pt label with top −30: y0 = −30, maxY = −30 + 65 = 35,
        // dy = (100 − (35 − 30)) / 2 = 47.5, lines at 17.5, 42.5, 67.5.
        var three = label(rect(0, 0, 200, 100), lines: 3)
        three.skeletonPaddingInsets = EdgeInsets(top: -30, left: 0, bottom: 0, right: 0)
        #expect(skeletonRects(screen([three])).map(\.minY) == [17.5, 42.5, 67.5])
    }

    @Test func negativeBottomAddsLinesToAFillingLabel() {
        // numberOfLines 0 fills the padded height: round((100 − 0 − (−50)) / 25) = 6 lines instead of 4.
        var filling = label(rect(0, 0, 200, 100))
        filling.skeletonPaddingInsets = EdgeInsets(top: 0, left: 0, bottom: -50, right: 0)
        #expect(skeletonRects(screen([filling])).count == 6)
    }

    @Test func rightToLeftSwapsTheNegativeSides() {
        // RTL: left takes the right inset (−10), right the left one (−40): width (100 + 50) × 0.7 = 105,
        // natural alignment puts the last line at B.w − w − right = 100 − 105 + 40 = 35; the label is
        // mirrored in the 400-pt screen to x = 250, so 285.
        let padding = EdgeInsets(top: 0, left: -40, bottom: 0, right: -10)
        let rects = skeletonRects(screen([paddedLabel(padding)]), rtl: true)
        #expect(rects == [rect(285, 12.5, 105, 15)])
    }

    @Test func centredLastLineCentresBetweenTheNegativeInsets() {
        // w = (100 + 32 + 8) × 0.7 = 98; x = (B.w + left − right − w) / 2 = (100 − 32 + 8 − 98) / 2 = −11,
        // 39 in the screen.
        let rects = skeletonRects(
            screen([paddedLabel(EdgeInsets(top: 0, left: -32, bottom: 0, right: -8), alignment: .center)]))
        #expect(rects == [rect(39, 12.5, 98, 15)])
    }
}
