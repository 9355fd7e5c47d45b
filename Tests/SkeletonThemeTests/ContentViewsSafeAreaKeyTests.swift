import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// A table's `insetsContentViewsToSafeArea` key (UIKit's property of the same name, true by
/// default): read on tables, refused on other views and with a wrong type, written only when false.
@Suite struct ContentViewsSafeAreaKeyTests {
    /// The table spec of a theme whose single layout's root is `root`, if it loads as a table.
    static func table(_ root: String) -> TableSpec? {
        guard case .table(let table)? = AdjustsContentInsetKeyTests.load(root: root).theme?.layouts.first?.root.list
        else { return nil }
        return table
    }

    @Test func tablesReadItAndDefaultToInsetting() throws {
        let off = try #require(Self.table(#"{"type": "table", "cell": {}, "insetsContentViewsToSafeArea": false}"#))
        #expect(off.insetsContentViewsToSafeArea == false)
        let on = try #require(Self.table(#"{"type": "table", "cell": {}}"#))
        #expect(on.insetsContentViewsToSafeArea == true)
    }

    @Test func aWrongTypeOrAViewThatIsNoTableIsALocatedError() {
        #expect(
            AdjustsContentInsetKeyTests.problems(#"{"type": "table", "cell": {}, "insetsContentViewsToSafeArea": 0}"#)
                == [
                    "2:71 expected true or false, found number (layouts[0].root.insetsContentViewsToSafeArea)"
                ])
        #expect(
            AdjustsContentInsetKeyTests.problems(
                #"{"type": "collection", "cell": {}, "insetsContentViewsToSafeArea": false}"#) == [
                    "2:44 key `insetsContentViewsToSafeArea` does not apply to a `collection` view "
                        + "(layouts[0].root.insetsContentViewsToSafeArea)"
                ])
    }

    @Test func theWriterWritesOnlyFalseAndItLoadsBack() throws {
        var theme = Theme(name: "t")
        for root in [
            #"{"type": "table", "cell": {}, "insetsContentViewsToSafeArea": false}"#, #"{"type": "table", "cell": {}}"#,
        ] {
            theme.layouts = [try #require(AdjustsContentInsetKeyTests.load(root: root).theme?.layouts.first)]
            let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
            let insets = try #require(Self.table(root)).insetsContentViewsToSafeArea
            #expect(text.contains(#""insetsContentViewsToSafeArea" : false"#) == !insets)
            let scratch = try TemporaryDirectory()
            let reloaded = ThemeLoader.load(
                path: try scratch.write("w.theme.json", text), fontResolver: FakeFontResolver())
            #expect(reloaded.diagnostics.map(\.description) == [])
            guard case .table(let table)? = reloaded.theme?.layouts.first?.root.list else {
                Issue.record("the written theme holds no table")
                continue
            }
            #expect(table.insetsContentViewsToSafeArea == insets)
        }
    }
}
