import SkeletonCore
import TestSupport
import Testing

/// Every worked example of label and text view line geometry (acceptance cases derived from
/// SkeletonView's CALayer+Extensions.swift and UILabel+Extensions.swift), through a theme file. The
/// labels sit at (10, 20) in the layout so the expected rectangles are the worked ones shifted by
/// it.
@Suite struct AcceptanceTextLineTests {
    /// A theme whose root holds one view `child` at `frame`, drawn solid after the show fade.
    static func lines(
        _ child: String, frame: (Double, Double, Double, Double) = (10, 20, 300, 100), appearance: String = "{}",
        rtl: Bool = false
    ) throws -> [ShapeFill] {
        let theme = try AcceptanceTheme(
            root: """
                {"type": "view", "children": [{\(child), "frame": [\(frame.0), \(frame.1), \(frame.2), \(frame.3)]}]}
                """,
            size: (frame.0 * 2 + frame.2, frame.1 * 2 + frame.3),
            top: #""style": "solid", "appearance": \#(appearance),"#)
        return try theme.frame(at: 1, options: LayoutOptions(forceRightToLeft: rtl)).skeletons
    }

    @Test func fillingLabelGetsFourLinesCentredVertically() throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0"#)
        #expect(
            shapes.map(\.rect) == [
                rect(10, 25, 300, 15), rect(10, 50, 300, 15), rect(10, 75, 300, 15), rect(10, 100, 210, 15),
            ])
        #expect(shapes.allSatisfy { $0.role == .textLine })
    }

    @Test(arguments: [("center", 55.0), ("right", 100.0), ("left", 10.0), ("justified", 10.0), ("natural", 10.0)])
    func lastLineFollowsTextAlignment(alignment: String, x: Double) throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0, "textAlignment": "\#(alignment)""#)
        #expect(shapes.last?.rect == rect(x, 100, 210, 15))
        #expect(shapes.dropLast().allSatisfy { $0.rect.minX == 10 && $0.rect.width == 300 })
    }

    @Test func naturalAlignmentInRightToLeftLabelPutsLastLineRight() throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0, "layoutDirection": "rightToLeft""#)
        #expect(shapes.last?.rect == rect(100, 100, 210, 15))
    }

    @Test func naturalAlignmentUnderForcedRightToLeftPutsLastLineRight() throws {
        // Centred frame, so mirroring it in the canvas keeps it where it is.
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0"#, rtl: true)
        #expect(shapes.last?.rect == rect(100, 100, 210, 15))
    }

    @Test(arguments: [("natural", 30.0), ("center", 69.0), ("right", 108.0)])
    func paddedLabelGetsThreeLinesOffsetByHalfTopPadding(alignment: String, lastX: Double) throws {
        let shapes = try Self.lines(
            #""type": "label", "numberOfLines": 0, "textAlignment": "\#(alignment)", "skeletonPaddingInsets": {"top": 10, "left": 20, "bottom": 10, "right": 20}"#
        )
        #expect(shapes.map(\.rect).dropLast() == [rect(30, 32.5, 260, 15), rect(30, 57.5, 260, 15)])
        #expect(shapes.last?.rect == rect(lastX, 82.5, 182, 15))
    }

    @Test func rightToLeftSwapsLeftAndRightPadding() throws {
        // P = L30 R10 → P' = L10 R30: lines start at 10, natural last line ends 30 before the right edge.
        let shapes = try Self.lines(
            #""type": "label", "numberOfLines": 0, "layoutDirection": "rightToLeft", "skeletonPaddingInsets": {"left": 30, "right": 10}"#
        )
        #expect(shapes.first?.rect == rect(20, 25, 260, 15))
        #expect(shapes.last?.rect == rect(10 + 300 - 182 - 30, 100, 182, 15))
    }

    @Test func singleLineLabelIsOneLastLineCentred() throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 1"#, frame: (10, 20, 200, 40))
        #expect(shapes.map(\.rect) == [rect(10, 32.5, 140, 15)])
        #expect(shapes.first?.role == .textLine)
    }

    @Test func singleLineRenderedAsViewIsWholeRectWithSkeletonCornerRadius() throws {
        let shapes = try Self.lines(
            #""type": "label", "numberOfLines": 1"#, frame: (10, 20, 200, 40),
            appearance: #"{"renderSingleLineAsView": true, "skeletonCornerRadius": 6, "multilineCornerRadius": 3}"#)
        #expect(shapes.map(\.rect) == [rect(10, 20, 200, 40)])
        #expect(shapes.first?.role == .block)
        #expect(shapes.first?.radii == CornerRadii(uniform: 6))
    }

    @Test func renderSingleLineAsViewLeavesMultilineLabelsAlone() throws {
        let shapes = try Self.lines(
            #""type": "label", "numberOfLines": 0"#, appearance: #"{"renderSingleLineAsView": true}"#)
        #expect(shapes.count == 4)
    }

    @Test func arrangedLabelGrowsToFitItsLines() throws {
        let theme = try AcceptanceTheme(
            root: #"{"type": "stack", "children": [{"type": "label", "numberOfLines": 3, "height": 20}]}"#,
            size: (200, 300), top: #""style": "solid","#)
        let shapes = try theme.frame(at: 1).skeletons
        #expect(shapes.map(\.rect) == [rect(0, 0, 200, 15), rect(0, 25, 200, 15), rect(0, 50, 140, 15)])
    }

    @Test func labelPlacedByFrameGrowsItsSkeletonBoundsDownPastTheFrame() throws {
        // desired 3·15 + 2·10 = 65 > 20: the constraint makes B.h = 65 while the frame stays 20 tall,
        // so the centred block starts at the frame's top: y 0, 25, 50 inside the label.
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 3"#, frame: (10, 20, 200, 20))
        #expect(shapes.map(\.rect) == [rect(10, 20, 200, 15), rect(10, 45, 200, 15), rect(10, 70, 140, 15)])
    }

    @Test func textViewFillsItsHeightTopAligned() throws {
        let shapes = try Self.lines(#""type": "textView""#)
        #expect(
            shapes.map(\.rect) == [
                rect(10, 20, 300, 15), rect(10, 45, 300, 15), rect(10, 70, 300, 15), rect(10, 95, 210, 15),
            ])
    }

    @Test func paddedTextViewStaysTopAlignedInsideItsPadding() throws {
        let shapes = try Self.lines(
            #""type": "textView", "skeletonPaddingInsets": {"top": 10, "left": 20, "bottom": 10, "right": 20}"#)
        // N = round(80 / 25) = 3; no vertical centring for text views.
        #expect(shapes.map(\.rect) == [rect(30, 30, 260, 15), rect(30, 55, 260, 15), rect(30, 80, 182, 15)])
    }

    @Test func twelvePointLabelHasNoLinesAndIsPaintedWhole() throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0"#, frame: (10, 20, 300, 12))
        #expect(shapes.map(\.rect) == [rect(10, 20, 300, 12)])
        #expect(shapes.first?.role == .block)
    }

    @Test func thirteenPointLabelHasOneOverflowingLine() throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0"#, frame: (10, 20, 300, 13))
        #expect(shapes.map(\.rect) == [rect(10, 19, 210, 15)])
        #expect(shapes.first?.role == .textLine)
    }

    @Test func customLineCountOverridesNumberOfLinesWithoutClamping() throws {
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0, "skeletonTextNumberOfLines": 5"#)
        // desired = 5·15 + 4·10 = 115 > 100: B.h grows to 115 and the lines fill it from the top.
        #expect(shapes.map(\.rect.minY) == [20, 45, 70, 95, 120])
    }

    @Test func textViewCustomZeroFillsLikeInherited() throws {
        let shapes = try Self.lines(#""type": "textView", "skeletonTextNumberOfLines": 0"#)
        #expect(shapes.map(\.rect.minY) == [20, 45, 70, 95])
    }

    @Test func lineHeightSpacingFillAndCornerRadiusComeFromTheView() throws {
        let shapes = try Self.lines(
            #""type": "label", "numberOfLines": 2, "skeletonTextLineHeight": 20, "skeletonLineSpacing": 4, "lastLineFillPercent": 50, "linesCornerRadius": 7"#
        )
        // H = 2·20 + 4 = 44 → first top (100 − 44)/2 = 28.
        #expect(shapes.map(\.rect) == [rect(10, 48, 300, 20), rect(10, 72, 150, 20)])
        #expect(shapes.allSatisfy { $0.radii == CornerRadii(uniform: 7) })
    }

    @Test func appearanceDefaultsApplyToEveryLabel() throws {
        let shapes = try Self.lines(
            #""type": "label", "numberOfLines": 2"#,
            appearance:
                #"{"multilineHeight": 20, "multilineSpacing": 4, "multilineLastLineFillPercent": 50, "multilineCornerRadius": 7}"#
        )
        #expect(shapes.map(\.rect) == [rect(10, 48, 300, 20), rect(10, 72, 150, 20)])
        #expect(shapes.allSatisfy { $0.radii == CornerRadii(uniform: 7) })
    }

    @Test func relativeToFontUsesTheFontLineHeight() throws {
        // The fake font's line height is 20: N = round(100 / 30) = 3, H = 80, first top 10.
        let shapes = try Self.lines(#""type": "label", "numberOfLines": 0, "skeletonTextLineHeight": "relativeToFont""#)
        #expect(shapes.map(\.rect) == [rect(10, 30, 300, 20), rect(10, 60, 300, 20), rect(10, 90, 210, 20)])
    }

    @Test func relativeToConstraintsDividesTheHeightConstraintByTheLineCount() throws {
        let theme = try AcceptanceTheme(
            root:
                #"{"type": "stack", "children": [{"type": "label", "numberOfLines": 1, "height": 40, "skeletonTextLineHeight": "relativeToConstraints"}, {"type": "view"}]}"#,
            size: (200, 300), top: #""style": "solid","#)
        let shapes = try theme.frame(at: 1).fills(.textLine)
        // h = 40 / 1: the single (last) line fills the constrained height.
        #expect(shapes.map(\.rect) == [rect(0, 0, 140, 40)])
    }

    @Test func textViewRelativeToConstraintsFallsBackToFifteen() throws {
        let shapes = try Self.lines(#""type": "textView", "skeletonTextLineHeight": "relativeToConstraints""#)
        #expect(shapes.map(\.rect.height) == [15, 15, 15, 15])
    }

    @Test func textFieldsAndButtonsArePlainBlocks() throws {
        for kind in ["textField", "button"] {
            let shapes = try Self.lines(#""type": "\#(kind)""#)
            #expect(shapes.map(\.rect) == [rect(10, 20, 300, 100)], "\(kind)")
            #expect(shapes.first?.role == .block, "\(kind)")
        }
    }

    @Test func grownLabelReturnsToItsHeightAfterHide() throws {
        let theme = try AcceptanceTheme(
            root: ##"""
                {"type": "stack", "children": [
                  {"type": "label", "text": "Hi", "numberOfLines": 3, "height": 20},
                  {"type": "view", "height": 30, "backgroundColor": "#FF0000"}
                ]}
                """##, size: (200, 200), top: #""style": "solid", "transition": {"hide": "none"},"#)
        var timeline = theme.timeline
        let shown = try theme.frame(at: 1, timeline: timeline)
        #expect(shown.fills(.block).map(\.rect) == [rect(0, 65, 200, 30)])
        timeline.requestHide(at: 2)
        let hidden = try theme.frame(at: 2, timeline: timeline)
        #expect(hidden.fills(.background).map(\.rect) == [rect(0, 20, 200, 30)])
    }
}
