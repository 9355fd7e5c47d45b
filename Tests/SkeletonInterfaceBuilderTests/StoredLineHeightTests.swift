import SkeletonCore
import SkeletonInterfaceBuilder
import TestSupport
import Testing

/// A wrapping label Interface Builder stored shorter than the stand-in font's lines (SF's lines
/// shorter, or fewer of them than no width scale explains) keeps IB's height, and the painter sets
/// its lines closer by as much, so every line it wraps into shows instead of the last being cut.
struct StoredLineHeightTests {
    /// A label of "Pass words", a blank line and "Safe words" in `font` (the system font of 17 points; the
    /// test metrics: 17 points a character, lines 17 high, ascent 12.75), wrapping, 160 wide and
    /// held by its leading and top edges, stored `storedHeight` high, in a scene designed on a
    /// 375-point phone and placed on an iPhone 15 (393 wide, so the engine solves it) at `category`.
    /// The stand-in wraps it at 160 into five lines ("Pass", "words", "", "Safe", "words": 85
    /// high); at any width up to 1.15 times that, SF's widest, it has five or three, never four.
    private func placedLabel(
        storedHeight: Double, font: String = #"type="system" pointSize="17""#, category: ContentSizeCategory = .large
    ) throws -> PlacedView {
        let storyboard = IBFixture.scene(
            device: "retina4_7",
            controller: """
                <viewController storyboardIdentifier="Paragraphs" id="vc-1">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label translatesAutoresizingMaskIntoConstraints="NO" numberOfLines="0" text="Pass words&#10;&#10;Safe words" id="text">
                                <rect key="frame" x="16" y="20" width="160" height="\(storedHeight)"/>
                                <fontDescription key="fontDescription" \(font)/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="text" firstAttribute="width" constant="160" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
                """)
        let result = Fixtures.load(text: storyboard, path: "Paragraphs.storyboard")
        let layout = try #require(result.theme?.layouts.first).laidOut(on: Device(.iPhone15)).scaled(to: category)
        let root = LayoutEngine(metrics: SizedTextMetrics(), appearance: .default).place(layout)
        return try #require(root.children.first { $0.node.id == "text" })
    }

    /// The label's content-mode text lines and their baselines.
    private func textLines(of label: PlacedView) -> [(text: String, baseline: Double)] {
        ContentPainter(metrics: SizedTextMetrics(), scheme: .light).content(of: label).compactMap { command in
            if case .text(let run) = command { return (run.text, run.baselineOrigin.y) }
            return nil
        }
    }

    @Test func aLabelStoredShorterThanTheStandInsLinesShowsEveryLineSetCloser() throws {
        // IB stored 68 (four lines of 17) where the stand-in wraps into five (85): 0.8 of its
        // height, so the label keeps 68 and its five lines are 13.6 apart, each glyph line centred
        // on its pitch (ascent 12.75 less half of 3.4).
        let label = try placedLabel(storedHeight: 68)
        #expect(label.frame == rect(16, 20, 160, 68))
        #expect(label.node.autoLayout?.textLineScale == 0.8)
        let lines = textLines(of: label)
        #expect(lines.map(\.text) == ["Pass", "words", "", "Safe", "words"])
        let expected = [31.05, 44.65, 58.25, 71.85, 85.45]
        #expect(lines.count == expected.count)
        for (line, baseline) in zip(lines, expected) { #expect(abs(line.baseline - baseline) < 1e-9) }
    }

    @Test func aLabelStoredAsTallAsTheStandInsLinesKeepsTheFontsLineHeight() throws {
        let label = try placedLabel(storedHeight: 85)
        #expect(label.frame == rect(16, 20, 160, 85))
        #expect(label.node.autoLayout?.textLineScale == nil)
        #expect(textLines(of: label).map(\.baseline) == [32.75, 49.75, 66.75, 83.75, 100.75])
    }

    @Test func aLabelDynamicTypeScaledIsAsTallAsItsLinesAtTheFontsLineHeight() throws {
        // Body is 17 points at the default size and 53 at AX5, where the label is as tall as the
        // stand-in's lines (IB's stored height measured none of them) and they keep their 53.
        let label = try placedLabel(
            storedHeight: 68, font: #"style="UICTFontTextStyleBody""#, category: .accessibilityExtraExtraExtraLarge)
        #expect(label.node.autoLayout?.textLineScale == nil)
        let baselines = textLines(of: label).map(\.baseline)
        #expect(Double(baselines.count) * 53 == label.frame.height)
        #expect(zip(baselines, baselines.dropFirst()).allSatisfy { $1 - $0 == 53 })
    }
}
