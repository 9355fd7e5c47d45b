import SkeletonCore
import TestSupport
import Testing

/// Dynamic Type: UIKit's point sizes per text style and content size category, explicit sizes
/// scaled by the Body ratio, and layouts measured with the scaled fonts.
@Suite struct DynamicTypeTests {
    /// Metrics proportional to the point size, so a scaled font measures differently: ascent 0.8 em,
    /// descent 0.2 em, line height 1.25 em, every character half an em wide.
    struct ProportionalMetrics: TextMetrics {
        func lineMetrics(for font: FontSpec) -> FontLineMetrics {
            FontLineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2, lineHeight: font.size * 1.25)
        }

        func width(of text: String, font: FontSpec) -> Double {
            Double(text.count) * font.size / 2
        }
    }

    @Test func textStylesTakeApplesPointSizesPerCategory() {
        let categories: [ContentSizeCategory] = [
            .extraSmall, .medium, .large, .extraExtraExtraLarge, .accessibilityLarge,
        ]
        #expect(categories.map { TextStyle.body.pointSize(at: $0) } == [14, 16, 17, 23, 33])
        #expect(categories.map { TextStyle.largeTitle.pointSize(at: $0) } == [31, 33, 34, 40, 48])
        #expect(categories.map { TextStyle.footnote.pointSize(at: $0) } == [12, 12, 13, 19, 27])
        #expect(categories.map { TextStyle.caption2.pointSize(at: $0) } == [11, 11, 11, 17, 24])
        #expect(TextStyle.title3.pointSize(at: .accessibilityExtraExtraExtraLarge) == 55)
        #expect(TextStyle.subheadline.pointSize(at: .accessibilityExtraLarge) == 36)
    }

    @Test func everyStyleAtTheDefaultCategoryIsUIKitsDefaultSize() {
        #expect(
            TextStyle.allCases.map { $0.pointSize(at: .large) } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(TextStyle.allCases.filter { $0.weight != 400 } == [.headline])
    }

    @Test func aTextStyleFontTakesItsStylesSizeAndKeepsFamilyAndWeight() {
        let font = FontSpec(family: "Roboto", size: 17, weight: 600, textStyle: .headline)
        #expect(
            font.scaled(to: .accessibilityMedium)
                == FontSpec(family: "Roboto", size: 28, weight: 600, textStyle: .headline))
    }

    @Test func anExplicitSizeScalesByTheBodyRatio() {
        #expect(FontSpec(size: 34).scaled(to: .accessibilityLarge).size == 66)
        #expect(FontSpec(size: 17).scaled(to: .extraLarge).size == 19)
        #expect(FontSpec(size: 12).scaled(to: .extraSmall).size == 12.0 * 14 / 17)
        #expect(FontSpec(size: 12).scaled(to: .large).size == 12)
    }

    @Test func aFontThatKeepsItsSizeIgnoresTheCategory() {
        var fixed = FontSpec(size: 14)
        fixed.scalesWithContentSize = false
        #expect(fixed.scaled(to: .accessibilityExtraExtraExtraLarge) == fixed)
        #expect(fixed.scaled(to: .extraSmall) == fixed)
    }

    @Test func theCategoryKeyCyclesThroughAllTwelveAndWraps() {
        var category = ContentSizeCategory.large
        var names: [String] = []
        for _ in 0..<12 {
            category = category.next
            names.append(category.shortName)
        }
        #expect(names == ["XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5", "XS", "S", "M", "L"])
    }

    /// A 200-point column: a one-line headline, then a body label of any number of lines, both
    /// with `relativeToFont` skeleton lines; the headline names no style size, the body none at all.
    static func column() -> LayoutSpec {
        var title = label(nil, lines: 1, text: "Orders")
        title.font = FontSpec(size: 17, weight: 600, textStyle: .headline)
        title.skeletonTextLineHeight = .relativeToFont
        var body = label(nil, lines: 0, text: "one two three four")
        body.skeletonTextLineHeight = .relativeToFont
        return screen(width: 200, height: 400, root: stack(.vertical, alignment: .leading, children: [title, body]))
    }

    static func prepared(_ category: ContentSizeCategory) -> PreparedLayout {
        PreparedLayout(
            layout: column(), theme: Theme(name: "t"), metrics: ProportionalMetrics(),
            options: LayoutOptions(contentSize: category))
    }

    @Test func atTheDefaultSizeTheBodyFitsOnOneLine() {
        let frames = Self.prepared(.large).root.children.map(\.frame)
        #expect(frames == [rect(0, 0, 51, 21.25), rect(0, 21.25, 153, 21.25)])
    }

    @Test func atAccessibilityLargeLabelsGrowAndTheBodyWrapsToTwoLines() {
        let prepared = Self.prepared(.accessibilityLarge)
        // Headline and body are 33 pt: a line is 41.25 tall, a character 16.5 wide, so
        // "one two three four" breaks after "two" in 200 points.
        let frames = prepared.root.children.map(\.frame)
        #expect(frames == [rect(0, 0, 99, 41.25), rect(0, 41.25, 165, 82.5)])
        let lines = prepared.displayList(
            at: 1, timeline: SkeletonTimeline(style: .solid, transitions: TransitionSettings())
        )
        .commands.compactMap { command -> Rect? in
            if case .fill(let shape) = command, shape.role == .textLine { return shape.rect }
            return nil
        }
        #expect(lines.map(\.height) == [41.25, 41.25, 41.25])
    }

    @Test func theDefaultCategoryLeavesALayoutAsWritten() {
        #expect(Self.column().scaled(to: .large) == Self.column())
        #expect(Self.column().scaled(to: .small).root.children[1].font == FontSpec(size: 15))
    }
}
