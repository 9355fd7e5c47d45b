import SkeletonCore
import TestSupport
import Testing

/// Content mode: what the skeleton stands for, positioned with the font metrics.
@Suite struct ContentPainterTests {
    static var painter: ContentPainter { ContentPainter(metrics: FakeTextMetrics(), scheme: .light) }

    static func runs(_ node: ViewNode, frame: Rect, rtl: Bool = false) -> [TextRun] {
        let view = PlacedView(node: node, frame: frame, isRightToLeft: rtl, path: "0")
        return painter.content(of: view).compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
    }

    static func labelNode(_ text: String, lines: Int = 0, alignment: TextAlignment = .natural) -> ViewNode {
        label(nil, lines: lines, alignment: alignment, text: text)
    }

    @Test func labelTextIsCentredVerticallyWithItsBaselineAtTheAscent() {
        let runs = Self.runs(Self.labelNode("Hello world"), frame: rect(0, 0, 200, 60))
        #expect(runs.map(\.text) == ["Hello world"])
        #expect(runs.map(\.baselineOrigin) == [Point(x: 0, y: 36)])
        #expect(runs.map(\.color) == [RGBA8(rgb: 0x000000)])
    }

    @Test func labelLinesFollowTheTextAlignment() {
        let xs = [TextAlignment.left, .center, .right, .justified].map { alignment in
            Self.runs(Self.labelNode("Hello world", alignment: alignment), frame: rect(0, 0, 200, 60))[0].baselineOrigin
                .x
        }
        #expect(xs == [0, 45, 90, 0])
        #expect(
            Self.runs(Self.labelNode("Hello world"), frame: rect(0, 0, 200, 60), rtl: true)[0].baselineOrigin.x == 90)
    }

    @Test func alignedLinesArePinnedAtTheEndTheirAlignmentNames() {
        let anchors = [TextAlignment.left, .center, .right, .justified, .natural].map { alignment in
            Self.runs(Self.labelNode("Hello world", alignment: alignment), frame: rect(0, 0, 200, 60))[0].anchor
        }
        #expect(anchors == [.left, .center, .right, .left, .left])
        let rtl = Self.runs(Self.labelNode("Hello world"), frame: rect(0, 0, 200, 60), rtl: true)[0]
        // Natural in RTL: the run's right end (90 + 110) is the margin, 200.
        #expect(rtl.anchor == .right)
        #expect(rtl.baselineOrigin.x + rtl.width == 200)
    }

    @Test func labelTextWrapsAtWordsInsideItsWidth() {
        let runs = Self.runs(Self.labelNode("aaaa bbbb cccc"), frame: rect(0, 0, 100, 60))
        #expect(runs.map(\.text) == ["aaaa bbbb", "cccc"])
        #expect(runs.map(\.baselineOrigin.y) == [26, 46])
    }

    @Test func aLabelTooShortForItsTextShowsTheLinesThatFitTheLastEndedByItsBreakMode() {
        // Three 20-point lines in 45 points: two fit (UILabel draws whole lines only), centred.
        let runs = Self.runs(Self.labelNode("aaaa bbbb cccc dddd eeee"), frame: rect(0, 0, 100, 45))
        #expect(runs.map(\.text) == ["aaaa bbbb", "cccc dddd…"])
        #expect(runs.map(\.baselineOrigin.y) == [18.5, 38.5])
        // A quarter of a line over still counts as fitting (55 points hold three lines of 20).
        #expect(Self.runs(Self.labelNode("aaaa bbbb cccc dddd eeee"), frame: rect(0, 0, 100, 55)).count == 3)
    }

    @Test func aLabelLowerThanOneLineStillShowsItsFirstLine() {
        #expect(Self.runs(Self.labelNode("aaaa bbbb cccc"), frame: rect(0, 0, 100, 8)).map(\.text) == ["aaaa bbbb…"])
    }

    @Test func aLabelsNumberOfLinesLimitsItsLinesInATallFrame() {
        #expect(Self.runs(Self.labelNode("aaaa bbbb cccc", lines: 1), frame: rect(0, 0, 100, 200)).count == 1)
        #expect(Self.runs(Self.labelNode("aaaa bbbb cccc dddd eeee"), frame: rect(0, 0, 100, 200)).count == 3)
    }

    @Test func singleLineLabelTruncatesWithAnEllipsis() {
        #expect(Self.runs(Self.labelNode("Hello world", lines: 1), frame: rect(0, 0, 50, 20)).map(\.text) == ["Hell…"])
    }

    @Test func longWordsBreakBetweenCharacters() {
        #expect(
            Self.runs(Self.labelNode("abcdefghij"), frame: rect(0, 0, 40, 80)).map(\.text) == ["abcd", "efgh", "ij"])
    }

    @Test func explicitNewlinesStartNewLines() {
        #expect(Self.runs(Self.labelNode("a\nb"), frame: rect(0, 0, 100, 80)).map(\.text) == ["a", "b"])
    }

    @Test func buttonTitleIsCentredInTheSystemBlue() {
        var button = view(.button)
        button.text = "OK"
        let runs = Self.runs(button, frame: rect(0, 0, 100, 40))
        #expect(runs.map(\.baselineOrigin) == [Point(x: 40, y: 26)])
        #expect(runs.map(\.color) == [RGBA8(rgb: 0x007AFF)])
    }

    @Test func buttonTitleSitsWhereItsAlignmentSaysInsideTheContentInsets() {
        // UIKit's contentHorizontalAlignment: the 20-point title in the 76-point box 12…88.
        let placed = [
            (TextAlignment.left, false), (.center, false), (.right, false), (.natural, false), (.natural, true),
        ]
        .map { alignment, rtl in
            var button = view(.button)
            button.text = "OK"
            button.textAlignment = alignment
            button.contentInsets = ContentMeasurer.configurationButtonInsets
            return Self.runs(button, frame: rect(0, 0, 100, 40), rtl: rtl)[0].baselineOrigin.x
        }
        #expect(placed == [12, 40, 68, 12, 68])
    }

    @Test func textViewTextIsTopAlignedInsideItsInsets() {
        var textView = view(.textView)
        textView.text = "aaaa bbbb cccc"
        let runs = Self.runs(textView, frame: rect(0, 0, 100, 100))
        #expect(runs.map(\.text) == ["aaaa bbbb", "cccc"])
        #expect(runs.map(\.baselineOrigin) == [Point(x: 5, y: 24), Point(x: 5, y: 44)])
    }

    @Test func clippedImageCarriesItsCornerRadius() {
        var image = view(.imageView)
        image.image = "photo.png"
        image.cornerRadius = 8
        image.clipsToBounds = true
        let view = PlacedView(node: image, frame: rect(1, 2, 30, 40), isRightToLeft: false, path: "0")
        #expect(
            Self.painter.content(of: view) == [
                .image(
                    ImageDraw(
                        name: "photo.png", rect: rect(1, 2, 30, 40), radii: CornerRadii(uniform: 8),
                        contentMode: .scaleAspectFill))
            ])
    }

    @Test func clearBackgroundsDrawNothing() {
        var clear = view(.view)
        clear.backgroundColor = AdaptiveColor(RGBA8(r: 1, g: 2, b: 3, a: 0))
        #expect(
            Self.painter.background(
                of: PlacedView(node: clear, frame: rect(0, 0, 5, 5), isRightToLeft: false, path: "0")) == nil)
    }
}

extension ContentPainterTests {
    @Test func hugeTextStopsWrappingAtTheLineLimit() {
        let wrapper = TextWrapper(metrics: FakeTextMetrics())
        let lines = wrapper.lines(
            of: String(repeating: "x", count: 200_000), font: .default, width: 100, maxLines: 3)
        #expect(lines == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxxxxxx…"])
    }
}

extension ContentPainterTests {
    @Test func doubleSpacesAtAFullLineDoNotBreakWrapping() {
        let wrapper = TextWrapper(metrics: FakeTextMetrics())
        #expect(wrapper.lines(of: "aaaa  bbbb", font: .default, width: 40, maxLines: 0) == ["aaaa", "bbbb"])
    }
}
