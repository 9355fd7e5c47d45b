import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A self-sizing flow layout (`estimatedItemSize`): each item is as large as its cell's constraints
/// fit it on both axes, no wider than a line, and the items wrap in lines by the flow layout's rules.
struct ThemeSelfSizingItemTests {
    /// A 375 × 400 collection of three items inset 16 at both sides (343 points a line), spacings
    /// 10, whose cell holds a 17-point Body label reading `text` pinned 16 from the cell's sides and
    /// 8 from its top and bottom; `keys` go on the collection.
    static func theme(text: String, keys: String = #""estimatedItemSize": "automatic","#) -> String {
        #"""
        {"layouts": [{"name": "C", "size": [375, 400], "root": {"type": "collection", \#(keys)
          "itemSize": [50, 50], "numberOfItems": 3, "sectionInset": {"left": 16, "right": 16},
          "cell": {"id": "cell", "children": [
            {"id": "tag", "type": "label", "numberOfLines": 0, "font": {"textStyle": "body"}, "text": "\#(text)",
             "constraints": [
               {"first": "leading", "second": "superview", "constant": 16},
               {"first": "trailing", "second": "superview", "constant": -16},
               {"first": "top", "second": "superview", "constant": 8},
               {"first": "bottom", "second": "superview", "constant": -8}
             ]}
          ]}
        }}]}
        """#
    }

    /// The placed items of `text`'s collection.
    static func items(_ text: String) throws -> [PlacedView] {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/items.theme.json", fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        let root = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions()
        ).root
        return root.children.filter { $0.node.id == "cell" }
    }

    @Test func selfSizingItemsTakeTheSizeTheirConstraintsFitAndWrapInLines() throws {
        // "Design" is 6 × 17 = 102 wide and 17 high: items 16 + 102 + 16 = 134 by 8 + 17 + 8 = 33.
        // A line holds floor((343 + 10) / (134 + 10)) = 2, spread edge to edge (x 16 and
        // 16 + 343 − 134 = 225); the third, alone on its line 33 + 10 below, is centred:
        // 16 + (343 − 134) / 2 = 120.5.
        let items = try Self.items(Self.theme(text: "Design"))
        #expect(
            items.map(\.frame) == [
                Rect(x: 16, y: 0, width: 134, height: 33), Rect(x: 225, y: 0, width: 134, height: 33),
                Rect(x: 120.5, y: 43, width: 134, height: 33),
            ])
        #expect(items.first?.children.first?.frame == Rect(x: 32, y: 8, width: 102, height: 17))
    }

    @Test func anItemWiderThanALineIsFittedAgainAtTheLinesWidth() throws {
        // Unwrapped the text is 48 × 17 = 816 wide, so the item is fitted at 343: the label,
        // 343 − 32 = 311 wide, holds 18 characters a line: "one two three four" / "five six
        // seven" / "eight nine ten", 51 high, the item 8 + 51 + 8 = 67; one item a line.
        let items = try Self.items(Self.theme(text: "one two three four five six seven eight nine ten"))
        #expect(
            items.map(\.frame).prefix(2) == [
                Rect(x: 16, y: 0, width: 343, height: 67), Rect(x: 16, y: 77, width: 343, height: 67),
            ])
    }

    @Test func withoutAnEstimateEveryItemKeepsTheItemSize() throws {
        // 50-point items: floor(353 / 60) = 5 fit a line, so the three share it, 60 apart.
        let items = try Self.items(Self.theme(text: "Design", keys: ""))
        #expect(items.map(\.frame.size) == Array(repeating: Size(width: 50, height: 50), count: 3))
    }

    @Test func anEstimatedSizeMakesTheItemsSelfSizingAsAutomaticDoes() throws {
        let items = try Self.items(Self.theme(text: "Design", keys: #""estimatedItemSize": [80, 40],"#))
        #expect(items.first?.frame == Rect(x: 16, y: 0, width: 134, height: 33))
    }

    @Test func aBadEstimatedItemSizeIsALocatedError() throws {
        for (value, message) in [
            (#""auto""#, "expected \"automatic\" or [width, height]"),
            ("[0, 40]", "out of range"),
        ] {
            let text = Self.theme(text: "Design", keys: #""estimatedItemSize": \#(value),"#)
            let loaded = ThemeLoader.load(
                bytes: Array(text.utf8), path: "/virtual/bad.theme.json", fontResolver: FakeFontResolver())
            let errors = loaded.diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 1)
            #expect(errors.first?.line == 1)
            #expect(errors.first?.message.contains(message) == true, "\(errors.map(\.message))")
        }
    }

    @Test func theWriterWritesTheEstimateBack() throws {
        for (keys, estimate) in [
            (#""estimatedItemSize": "automatic","#, EstimatedItemSize.automatic),
            (#""estimatedItemSize": [80, 40],"#, .size(Size(width: 80, height: 40))),
        ] {
            let theme = try #require(Self.collection(Self.theme(text: "Design", keys: keys)).theme)
            let written = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
            let reloaded = Self.collection(written)
            #expect(reloaded.spec?.estimatedItemSize == estimate)
        }
    }

    /// `text` loaded, with its first layout's root collection.
    static func collection(_ text: String) -> (theme: Theme?, spec: CollectionSpec?) {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/w.theme.json", fontResolver: FakeFontResolver())
        guard case .collection(let spec)? = loaded.theme?.layouts.first?.root.list else { return (loaded.theme, nil) }
        return (loaded.theme, spec)
    }
}
