import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A table's section header laid out by constraints is as high as they fit it at the table's width
/// (UIKit's automatic section header height: `systemLayoutSizeFitting`), as a stack header is
/// as high as its content.
struct ThemeSelfSizingHeaderTests {
    /// A 375 × 400 table of 44-point rows whose header holds a wrapping 17-point Body label pinned
    /// 16 from the header's sides and 8 from its top and bottom; `headerKeys` go on the header.
    static func theme(headerKeys: String = "") -> String {
        #"""
        {"layouts": [{"name": "T", "size": [375, 400], "root": {"type": "table", "rowHeight": 44, "numberOfRows": 2,
          "header": {"id": "h", \#(headerKeys) "children": [
            {"id": "ht", "type": "label", "numberOfLines": 0, "font": {"textStyle": "body"},
             "text": "one two three four five six seven eight nine ten",
             "constraints": [
               {"first": "leading", "second": "superview", "constant": 16},
               {"first": "trailing", "second": "superview", "constant": -16},
               {"first": "top", "second": "superview", "constant": 8},
               {"first": "bottom", "second": "superview", "constant": -8}
             ]}
          ]},
          "cell": {"id": "cell", "children": [{"id": "cl", "type": "label", "text": "Row"}]}
        }}]}
        """#
    }

    /// The placed children of `text`'s table.
    static func placed(_ text: String) throws -> [PlacedView] {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/header.theme.json", fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        let root = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions()
        ).root
        return root.children
    }

    @Test func aHeaderLaidOutByConstraintsIsAsHighAsTheyFitItAtTheTablesWidth() throws {
        // The label is 375 − 2 × 16 = 343 wide: 20 characters of 17 points a line (340), so
        // "one two three four" / "five six seven eight" / "nine ten", 3 × 17 = 51 high; the header
        // is 8 + 51 + 8 = 67, not the 16 its two pins alone make, and the rows start below it.
        let children = try Self.placed(Self.theme())
        let header = try #require(children.first { $0.node.id == "h" })
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 67))
        #expect(header.children.first?.frame == Rect(x: 16, y: 8, width: 343, height: 51))
        #expect(children.filter { $0.node.id == "cell" }.map(\.frame.minY) == [67, 111])
    }

    @Test func aHeaderWithANumberHeightKeepsIt() throws {
        let children = try Self.placed(Self.theme(headerKeys: #""height": 30,"#))
        #expect(children.first { $0.node.id == "h" }?.frame == Rect(x: 0, y: 0, width: 375, height: 30))
    }

    @Test func aHeaderWithADesignSizeKeepsItsStoredHeightAtTheDefaultTextSize() throws {
        // `designSize` says its frames are stored, as an imported one's are: the frame's height stays.
        let keys = #""designSize": [375, 40], "frame": [0, 0, 375, 40],"#
        let children = try Self.placed(Self.theme(headerKeys: keys))
        #expect(children.first { $0.node.id == "h" }?.frame == Rect(x: 0, y: 0, width: 375, height: 40))
    }
}
