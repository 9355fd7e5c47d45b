import SkeletonCore
import TestSupport
import Testing

/// A button's title box and fit size come from its content insets: zero on a legacy UIButton
/// (whose fit height still adds UIKit's 6 points above and below), a configuration's 7/12/7/12.
/// The fake metrics give 10 points a character and 20-point lines.
@Suite struct ButtonInsetsTests {
    /// A button titled `title`, its title truncated at the tail, with `insets`.
    static func button(_ title: String, insets: EdgeInsets = .zero) -> ViewNode {
        var node = ViewNode(kind: .button)
        node.text = title
        node.lineBreakMode = .byTruncatingTail
        node.contentInsets = insets
        return node
    }

    /// The title runs of `node` in `frame`.
    static func runs(_ node: ViewNode, frame: Rect, rtl: Bool = false) -> [TextRun] {
        ContentPainterTests.runs(node, frame: frame, rtl: rtl)
    }

    @Test func aLegacyButtonsTitleUsesTheWholeWidth() {
        // 100 points hold 10 characters: "Total Amo" and "…", starting at x 0.
        let runs = Self.runs(Self.button("Total Amount"), frame: rect(0, 0, 100, 30))
        #expect(runs.map(\.text) == ["Total Amo…"])
        #expect(runs.map(\.baselineOrigin) == [Point(x: 0, y: 21)])
    }

    @Test func aConfigurationButtonsTitleKeepsTwelvePointsEachSide() {
        // 100 − 2 × 12 = 76 hold 7 characters: "Total " + "…" drops its space ("Total…", 60
        // wide), centred in 12…88: x = 12 + (76 − 60) / 2 = 20.
        let runs = Self.runs(
            Self.button("Total Amount", insets: ContentMeasurer.configurationButtonInsets), frame: rect(0, 0, 100, 30))
        #expect(runs.map(\.text) == ["Total…"])
        #expect(runs.map(\.baselineOrigin.x) == [20])
    }

    @Test func aButtonsDefaultTitleTruncatesInTheMiddle() {
        // "…" and 9 characters grown end first: "Tota" + "mount".
        var node = Self.button("Total Amount")
        node.lineBreakMode = ViewNode(kind: .button).lineBreakMode
        #expect(Self.runs(node, frame: rect(0, 0, 100, 30)).map(\.text) == ["Tota…mount"])
    }

    @Test func fitSizesAddTheInsetsToTheTitle() {
        let measurer = ContentMeasurer(metrics: FakeTextMetrics())
        // "Button": 60 × 20; a legacy button adds 6 above and below (UIKit's 46 × 30 in SF 15 pt).
        #expect(measurer.fitSize(of: Self.button("Button"), proposedWidth: nil) == Size(width: 60, height: 32))
        // A configuration: 12 + 60 + 12 by 7 + 20 + 7.
        let configured = Self.button("Button", insets: ContentMeasurer.configurationButtonInsets)
        #expect(measurer.fitSize(of: configured, proposedWidth: nil) == Size(width: 84, height: 34))
        // Insets set on a legacy button replace the 6 points: 16 + 60 + 16 by 8 + 20 + 8.
        let inset = Self.button("Button", insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(measurer.fitSize(of: inset, proposedWidth: nil) == Size(width: 92, height: 36))
    }

    @Test func hugeInsetsAreClampedNotOverflowed() {
        let measurer = ContentMeasurer(metrics: FakeTextMetrics())
        let huge = Self.button("B", insets: EdgeInsets(all: .infinity))
        let size = measurer.fitSize(of: huge, proposedWidth: nil)
        #expect(size.width.isFinite && size.height.isFinite)
        #expect(Self.runs(huge, frame: rect(0, 0, 100, 30)).allSatisfy { $0.baselineOrigin.x.isFinite })
    }
}
