import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A theme's self-sizing rows: a cell template written in constraints alone stores no height for
/// any text size, so UIKit's fitted height is its row's at the default text size too; one with a
/// `designSize` (what `import` writes) keeps its stored height there, as an Interface Builder cell does.
struct ThemeSelfSizingRowTests {
    /// A 375 × 400 automatic-height table (estimate 60) whose self-sizing cell, with UIKit's table
    /// cell margins (11 at the top and bottom, 16 at the sides of 375), holds a 17-point Body label
    /// pinned to its four margins; `cellKeys` go on the cell.
    static func theme(cellKeys: String = "") -> String {
        #"""
        {"layouts": [{"name": "Notes", "size": [375, 400], "root": {"type": "table", "rowHeight": "automatic",
          "estimatedRowHeight": 60,
          "cell": {"id": "cell", "sizesRowToFit": true, "tableCellMargins": true, \#(cellKeys) "children": [
            {"id": "note", "type": "label", "numberOfLines": 0, "font": {"textStyle": "body"},
             "text": "one two three four five six seven eight nine ten",
             "constraints": [
               {"first": "leading", "second": "superview.leadingMargin"},
               {"first": "trailing", "second": "superview.trailingMargin"},
               {"first": "top", "second": "superview.topMargin"},
               {"first": "bottom", "second": "superview.bottomMargin"}
             ]}
          ]}
        }}]}
        """#
    }

    /// The frames of the placed rows (views `cell`) of `text`'s layout at the default text size.
    static func rows(of text: String) throws -> [Rect] {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/rows.theme.json", fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        let root = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions()
        ).root
        return root.children.filter { $0.node.id == "cell" }.map(\.frame)
    }

    @Test func aCellWrittenInConstraintsAloneFitsItsRowAtTheDefaultTextSize() throws {
        // The label is 375 − 2 × 16 = 343 wide: 20 characters of 17 points a line (340), so
        // "one two three four" / "five six seven eight" / "nine ten", 3 × 17 = 51 high; the row is
        // 11 + 51 + 11 = 73, not the estimate 60, and the next row starts right below it.
        let rows = try Self.rows(of: Self.theme())
        #expect(rows.count >= 2)
        #expect(rows.prefix(2).map(\.height) == [73, 73])
        #expect(rows[1].minY - rows[0].minY == 73)
    }

    @Test func aCellWithADesignSizeKeepsTheStoredHeightAtTheDefaultTextSize() throws {
        // `designSize` says its frames are stored, as an imported IB cell's are: the estimate stays.
        let rows = try Self.rows(of: Self.theme(cellKeys: #""designSize": [375, 60],"#))
        #expect(rows.prefix(2).map(\.height) == [60, 60])
    }

    @Test func aCellThatDoesNotSizeItsRowKeepsTheEstimate() throws {
        let text = Self.theme().replacingOccurrences(of: #""sizesRowToFit": true"#, with: #""sizesRowToFit": false"#)
        let rows = try Self.rows(of: text)
        #expect(rows.prefix(2).map(\.height) == [60, 60])
    }
}

/// A self-sizing row whose cell follows the readable width is fitted at UIKit's readable width for
/// the device and text size (672 at the default size), not Interface Builder's canvas's 560.
struct ReadableSelfSizingRowTests {
    /// A `width` × 400 automatic-height table whose self-sizing cell, with UIKit's table cell
    /// margins and `layoutMarginsFollowReadableWidth` where `follows`, holds a Body label of 62
    /// characters pinned to its four margins.
    static func theme(width: Double, follows: Bool = true) -> String {
        #"""
        {"layouts": [{"name": "Notes", "size": [\#(width), 400], "root": {"type": "table", "rowHeight": "automatic",
          "estimatedRowHeight": 60,
          "cell": {"id": "cell", "sizesRowToFit": true, "tableCellMargins": true,
            "layoutMarginsFollowReadableWidth": \#(follows), "children": [
            {"id": "note", "type": "label", "numberOfLines": 0, "font": {"textStyle": "body"},
             "text": "one two three four five six seven eight nine ten eleven twelve",
             "constraints": [
               {"first": "leading", "second": "superview.leadingMargin"},
               {"first": "trailing", "second": "superview.trailingMargin"},
               {"first": "top", "second": "superview.topMargin"},
               {"first": "bottom", "second": "superview.bottomMargin"}
             ]}
          ]}
        }}]}
        """#
    }

    /// The height of the first row of `text`'s layout at `category`.
    static func firstRowHeight(of text: String, category: ContentSizeCategory = .large) throws -> Double? {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/readable.theme.json", fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        let root = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions(contentSize: category)
        ).root
        return root.children.first { $0.node.id == "cell" }?.frame.height
    }

    @Test func aPhonesRowKeepsTheCellsMargins() throws {
        // 375 − 672 leaves nothing to move in: 16-point margins, a 343-point label of 20 characters
        // a line: "one two three four" / "five six seven eight" / "nine ten eleven" / "twelve",
        // 4 × 17 = 68 high, the row 11 + 68 + 11 = 90.
        #expect(try Self.firstRowHeight(of: Self.theme(width: 375)) == 90)
    }

    @Test func anIPadsRowIsFittedAtUIKitsReadableWidth() throws {
        // Upright (820) and on its side (1180) the label is 672 wide, 39 characters a line
        // (IB's 560 would hold 32, three lines): "one two three four five six seven eight" /
        // "nine ten eleven twelve", the row 11 + 34 + 11 = 56.
        #expect(try Self.firstRowHeight(of: Self.theme(width: 820)) == 56)
        #expect(try Self.firstRowHeight(of: Self.theme(width: 1180)) == 56)
        // Without the flag the label is 1180 − 2 × 20 = 1140 wide: one line, 39.
        #expect(try Self.firstRowHeight(of: Self.theme(width: 1180, follows: false)) == 39)
    }

    @Test func atAnAccessibilitySizeTheReadableWidthGrowsPastTheRow() throws {
        // At AX1 body is 28 points and the readable width 1112: 1180 − 1112 = 68 is within UIKit's
        // 88, so the cell's 20-point margins stand; 1140 holds 40 characters of 28 points, two
        // lines 56 high, the row 11 + 56 + 11 = 78.
        #expect(try Self.firstRowHeight(of: Self.theme(width: 1180), category: .accessibilityMedium) == 78)
    }
}
