import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// A table's `tableHeaderView` / `tableFooterView` keys (UIKit's UITableView.tableHeaderView and
/// tableFooterView), beside the section `header` / `footer` templates.
@Suite struct TableHeaderViewDecodingTests {
    /// Loads a theme whose single layout has `root`.
    static func load(root: String) -> ThemeLoadResult {
        let text = "{\"layouts\": [{\"name\": \"L\", \"size\": [100, 100],\n\"root\": " + root + "}]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
    }

    /// "line:column message (keyPath) — fix" of every diagnostic.
    static func problems(_ text: String) -> [String] {
        load(root: text).diagnostics.map { "\($0.line):\($0.column) \($0.message) (\($0.keyPath)) — \($0.fix)" }
    }

    @Test func aTableReadsItsHeaderAndFooterViewsWithTheirSubtrees() throws {
        let result = Self.load(
            root: #"""
                {"type": "table", "cell": {}, "header": {"height": 10},
                 "tableHeaderView": {"id": "top", "height": 120, "children": [{"type": "label", "id": "t"}]},
                 "tableFooterView": {"id": "bottom", "frame": [0, 0, 100, 40]}}
                """#)
        #expect(result.diagnostics.map(\.description) == [])
        let root = try #require(result.theme?.layouts.first?.root)
        guard case .table(let spec)? = root.list else {
            Issue.record("not a table")
            return
        }
        #expect(spec.tableHeaderView?.id == "top")
        #expect(spec.tableHeaderView?.height == .fixed(120))
        #expect(spec.tableHeaderView?.children.map(\.id) == ["t"])
        #expect(spec.tableFooterView?.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(spec.header?.height == .fixed(10))
    }

    @Test func badHeaderAndFooterViewsAreLocatedErrors() {
        // Not a view object: the type mismatch at the value.
        #expect(
            Self.problems(#"{"type": "table", "cell": {}, "tableHeaderView": 120}"#) == [
                #"2:58 expected a view object, found number (layouts[0].root.tableHeaderView) — write {"type": "label", …}"#
            ])
        // A typo inside the footer view is found at its own path, with a did-you-mean.
        #expect(
            Self.problems(#"{"type": "table", "cell": {}, "tableFooterView": {"hieght": 40}}"#)
                == [
                    "2:59 unknown key `hieght` in a `view` view (layouts[0].root.tableFooterView.hieght) — did you mean `height`?"
                ])
        // A collection has no table header view: the key belongs to tables.
        #expect(
            Self.problems(#"{"type": "collection", "cell": {}, "tableHeaderView": {}}"#)
                == [
                    "2:44 key `tableHeaderView` does not apply to a `collection` view (layouts[0].root.tableHeaderView) — `tableHeaderView` applies to views of type `table`; remove it or change `type`"
                ])
    }

    @Test func theWriterWritesHeaderAndFooterViewsThatLoadBack() throws {
        let original = try #require(
            Self.load(
                root: #"""
                    {"type": "table", "rowHeight": 44, "cell": {},
                     "tableHeaderView": {"id": "top", "frame": [0, 0, 100, 120], "isSkeletonable": false,
                                         "children": [{"type": "label", "id": "t", "frame": [16, 20, 60, 20]}]},
                     "tableFooterView": {"id": "bottom", "height": 40}}
                    """#
            ).theme?.layouts.first)
        var theme = Theme(name: "t")
        theme.layouts = [original]
        let scratch = try TemporaryDirectory()
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""tableHeaderView""#))
        #expect(text.contains(#""tableFooterView""#))
        let path = try scratch.write("w.theme.json", text)
        let reloaded = ThemeLoader.load(path: path, fontResolver: FakeFontResolver())
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.theme?.layouts.first?.root == original.root)
    }
}
