import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// A table's or collection's `children`: views drawn over its rows and items (an imported table
/// view controller's simulated bars), beside the `cell` template the rows are made of.
@Suite struct ListOverlayDecodingTests {
    /// A 100 × 200 screen (`fillsScreen`, a 30-point top and 10-point bottom safe area) whose root
    /// is a table of 50-point rows with a 30-point bar over its top.
    static let screen = #"""
        {"layouts": [{"name": "L", "size": [100, 200], "fillsScreen": true,
         "safeAreaInsets": {"top": 30, "bottom": 10},
         "root": {"type": "table", "rowHeight": 50, "cell": {},
                  "children": [{"id": "bar", "type": "navigationBar", "frame": [0, 0, 100, 30],
                                "isSkeletonable": false}]}}]}
        """#

    /// Loads a theme from its text.
    static func load(_ text: String) -> ThemeLoadResult {
        ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
    }

    @Test func aScreensRootTableStartsItsRowsAtTheSafeAreaAndDrawsItsChildrenOverThem() throws {
        let result = Self.load(Self.screen)
        #expect(result.diagnostics.map(\.description) == [])
        let layout = try #require(result.theme?.layouts.first)
        let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
        // ceil(200 / 50) = 4 rows asked; 30 + 50·k < 200 for k = 0…3: 30, 80, 130, 180 (under the
        // bottom inset too), then the bar, by its frame.
        #expect(
            placed.children.map(\.frame) == [
                Rect(x: 0, y: 30, width: 100, height: 50), Rect(x: 0, y: 80, width: 100, height: 50),
                Rect(x: 0, y: 130, width: 100, height: 50), Rect(x: 0, y: 180, width: 100, height: 50),
                Rect(x: 0, y: 0, width: 100, height: 30),
            ])
        #expect(placed.children.map(\.role) == [.tableCell, .tableCell, .tableCell, .tableCell, .view])
        #expect(placed.children.last?.path == "0.4")
    }

    @Test func theWriterWritesAListsChildrenThatLoadBack() throws {
        let original = try #require(Self.load(Self.screen).theme)
        let text = ThemeWriter.text(of: original, schema: nil, imagePath: { $0 })
        let scratch = try TemporaryDirectory()
        let reloaded = ThemeLoader.load(
            path: try scratch.write("w.theme.json", text), fontResolver: FakeFontResolver())
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.theme?.layouts.first?.root == original.layouts.first?.root)
        #expect(original.layouts.first?.root.children.map(\.id) == ["bar"])
    }

    @Test func aListsChildMustBeAView() {
        let problems = Self.load(
            #"{"layouts": [{"name": "L", "size": [100, 100], "root": {"type": "collection", "cell": {}, "children": [3]}}]}"#
        )
        .diagnostics.map { "\($0.message) (\($0.keyPath))" }
        #expect(problems.count == 1)
        #expect(problems.first?.hasSuffix("(layouts[0].root.children[0])") == true)
    }
}
