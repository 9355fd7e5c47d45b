import SkeletonCore
import TestSupport
import Testing

/// A table's section headers and footers as UIKit sizes them: a section with a header (footer) view
/// is as high as the view, which may size itself to its title and grow with Dynamic Type; a section
/// without one leaves the table's fixed `sectionHeaderHeight` (`sectionFooterHeight`).
@Suite struct TableSectionSpacingTests {
    /// A title header or footer that sizes itself: a stack of one wrapping 13-point footnote label.
    static func titleView(top: Double, bottom: Double) -> ViewNode {
        var title = label(nil, id: "title")
        title.font = FontSpec(size: 13, textStyle: .footnote)
        var view = stack(.vertical, children: [title])
        view.padding = EdgeInsets(top: top, left: 16, bottom: bottom, right: 16)
        return view
    }

    /// A grouped static table 320 wide of three sections of 44-point rows (2, 1, 1): the first and
    /// the third titled by `headers`, the second with the footer "Shown to friends"; untitled
    /// headers and footers 18 high, 17.5 above the titled first header.
    static func layout(headers: [String]) -> LayoutSpec {
        var spec = TableSpec(cell: view(.view))
        var row = view(.view)
        row.height = .fixed(44)
        spec.staticSections = [[row, row], [row], [row]]
        spec.header = titleView(top: 16, bottom: 6)
        spec.footer = titleView(top: 6, bottom: 8)
        spec.headerTexts = ["title": [headers[0], "", headers[1]]]
        spec.footerTexts = ["title": ["", "Shown to friends", ""]]
        spec.sectionHeaderHeight = 18
        spec.sectionFooterHeight = 18
        spec.firstHeaderTopPadding = 17.5
        var table = view(.table, frame: rect(0, 0, 320, 600))
        table.list = .table(spec)
        return screen(width: 320, height: 600, [table])
    }

    /// The frames of the table's children at a content size, with metrics proportional to the font.
    static func frames(_ layout: LayoutSpec, at category: ContentSizeCategory) -> [Rect] {
        let engine = LayoutEngine(metrics: DynamicTypeTests.ProportionalMetrics(), appearance: .default)
        return engine.place(layout.scaled(to: category)).children[0].children.map(\.frame)
    }

    @Test func titledSectionsGetTheirViewsAndUntitledOnesTheTablesFixedHeights() {
        // A 13-point line is 16.25 high: headers 16 + 16.25 + 6 = 38.25, the footer 6 + 16.25 + 8 = 30.25.
        // 17.5 above the first header; 18 for the first section's untitled footer and the second's header.
        #expect(
            Self.frames(Self.layout(headers: ["Account", "About"]), at: .large) == [
                rect(0, 17.5, 320, 38.25),  // header "Account"
                rect(0, 55.75, 320, 44), rect(0, 99.75, 320, 44),
                rect(0, 179.75, 320, 44),  // 143.75 + 18 + 18
                rect(0, 223.75, 320, 30.25),  // footer "Shown to friends"
                rect(0, 254, 320, 38.25),  // header "About"
                rect(0, 292.25, 320, 44),
            ])
    }

    @Test func aTitledHeaderGrowsWithDynamicTypeAndPushesTheRowsDown() {
        let layout = Self.layout(headers: ["Account settings", "About"])
        // At the default size "Account settings" is 16 × 6.5 = 104 wide: one line, as above.
        #expect(Self.frames(layout, at: .large)[1].minY == 55.75)
        // At AX5 the footnote is 44 points: 22 a character, 55 a line. "Account settings" (352) is
        // wider than 288 and wraps into two lines: 16 + 110 + 6 = 132, the first row at 17.5 + 132.
        let large = Self.frames(layout, at: .accessibilityExtraExtraExtraLarge)
        #expect(large[0] == rect(0, 17.5, 320, 132))
        #expect(large[1] == rect(0, 149.5, 320, 44))
        // The untitled spacing keeps its 18 points at every size.
        #expect(large[3].minY == large[2].maxY + 36)
    }

    /// A grouped table 320 wide of three one-row sections titled by `headers` and `footers`, with
    /// 18-point untitled heights, 17.5 above a first header, 7.5 above a footed one, and
    /// `emptyTitleHeight`.
    static func layout(headers: [String?], footers: [String?], emptyTitleHeight: Double?) -> LayoutSpec {
        var spec = TableSpec(cell: view(.view))
        var row = view(.view)
        row.height = .fixed(44)
        spec.staticSections = [[row], [row], [row]]
        spec.header = titleView(top: 16, bottom: 6)
        spec.footer = titleView(top: 6, bottom: 8)
        spec.headerTexts = ["title": headers]
        spec.footerTexts = ["title": footers]
        spec.sectionHeaderHeight = 18
        spec.sectionFooterHeight = 18
        spec.firstHeaderTopPadding = 17.5
        spec.footedHeaderTopPadding = 7.5
        spec.emptyTitleHeight = emptyTitleHeight
        var table = view(.table, frame: rect(0, 0, 320, 600))
        table.list = .table(spec)
        return screen(width: 320, height: 600, [table])
    }

    @Test func anEmptyTitleLeavesItsBlankAndCountsAsATitleForThePaddings() {
        let layout = Self.layout(headers: ["", "Name", nil], footers: [nil, "", nil], emptyTitleHeight: 22)
        // Section 0: 17.5 above its empty header, the blank 22: the row at 39.5 to 83.5, then 18.
        // Section 1: its footer is empty but a title: 7.5 above the header "Name" (109, 38.25 high),
        // the row at 147.25 to 191.25, the footer's blank 22. Section 2: no titles, 18 above the row.
        #expect(
            Self.frames(layout, at: .large) == [
                rect(0, 39.5, 320, 44), rect(0, 109, 320, 38.25), rect(0, 147.25, 320, 44), rect(0, 231.25, 320, 44),
            ])
    }

    @Test func withoutAnEmptyTitleHeightAnEmptyTitleIsNoTitle() {
        let layout = Self.layout(headers: ["", "Name", nil], footers: [nil, "", nil], emptyTitleHeight: nil)
        // 18 above the first row (0 to 18: no padding, no title), 18 below it; the header "Name" at
        // 80 with no padding above (its footer is no title), its row at 118.25, 18 + 18 to the last.
        #expect(Self.frames(layout, at: .large).map(\.minY) == [18, 80, 118.25, 198.25])
    }

    @Test func aSectionIsTitledWhenAnyOfItsTextsIsNotEmptyAndEmptyOnlyWhenOneIsNotNull() {
        var spec = TableSpec(cell: view(.view))
        spec.header = view(.view)
        spec.emptyTitleHeight = 22
        spec.headerTexts = ["a": ["", nil, nil, "x"], "b": [nil, nil, "", nil]]
        #expect((0..<4).map { spec.headerTitle(inSection: $0) } == [.empty, .none, .empty, .titled])
        // Texts cycle: section 5 reads the texts of section 1.
        #expect(spec.headerTitle(inSection: 5) == .none)
        #expect(TableSpec.texts(spec.headerTexts, inSection: 3) == ["a": ["x"]])
        // No template: no title whatever the texts.
        spec.header = nil
        #expect(spec.headerTitle(inSection: 3) == .none)
    }

    @Test func withoutTextsEverySectionShowsTheTemplate() {
        var spec = TableSpec(cell: view(.view))
        spec.numberOfSections = 2
        spec.numberOfRows = 1
        var header = view(.view)
        header.height = .fixed(20)
        spec.header = header
        spec.sectionHeaderHeight = 18
        #expect([spec.headerTitle(inSection: 0), spec.headerTitle(inSection: 1)] == [.titled, .titled])
        #expect(spec.footerTitle(inSection: 0) == .none)
        var table = view(.table, frame: rect(0, 0, 320, 600))
        table.list = .table(spec)
        let frames = placed(screen(width: 320, height: 600, [table])).children[0].children.map(\.frame.minY)
        // Header 0…20, row 20…64, header 64…84, row 84.
        #expect(frames == [0, 20, 64, 84])
    }
}
