import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// A list's `adjustsContentInset` key (UIKit's `contentInsetAdjustmentBehavior`: automatic, or
/// `never` when false): read on tables, collections and scroll views (with `alwaysBounceVertical`),
/// refused elsewhere and with a wrong type, written only when false.
@Suite struct AdjustsContentInsetKeyTests {
    /// Loads a theme whose single layout has `root`.
    static func load(root: String) -> ThemeLoadResult {
        let text = "{\"layouts\": [{\"name\": \"L\", \"size\": [100, 100],\n\"root\": " + root + "}]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
    }

    /// "line:column message (keyPath)" of every diagnostic.
    static func problems(_ text: String) -> [String] {
        load(root: text).diagnostics.map { "\($0.line):\($0.column) \($0.message) (\($0.keyPath))" }
    }

    @Test func tablesAndCollectionsReadItAndDefaultToAdjusting() throws {
        let never = try #require(
            Self.load(root: #"{"type": "table", "cell": {}, "adjustsContentInset": false}"#).theme?.layouts.first)
        #expect(never.root.adjustsContentInset == false)
        let collection = try #require(
            Self.load(root: #"{"type": "collection", "cell": {}, "adjustsContentInset": false}"#).theme?.layouts.first)
        #expect(collection.root.adjustsContentInset == false)
        let automatic = try #require(Self.load(root: #"{"type": "table", "cell": {}}"#).theme?.layouts.first)
        #expect(automatic.root.adjustsContentInset == true)
    }

    @Test func aWrongTypeOrAViewThatIsNoListIsALocatedError() {
        #expect(
            Self.problems(#"{"type": "table", "cell": {}, "adjustsContentInset": "never"}"#) == [
                "2:62 expected true or false, found string (layouts[0].root.adjustsContentInset)"
            ])
        #expect(
            Self.problems(#"{"type": "view", "adjustsContentInset": false}"#) == [
                "2:26 key `adjustsContentInset` does not apply to a `view` view (layouts[0].root.adjustsContentInset)"
            ])
    }

    @Test func aScrollViewTakesItWithAlwaysBounceVerticalAndAPlainViewIsToldWhatTheyNeed() throws {
        let scroll = try #require(
            Self.load(root: #"{"isScrollView": true, "adjustsContentInset": false, "alwaysBounceVertical": true}"#)
                .theme?.layouts.first)
        #expect(scroll.root.adjustsContentInset == false)
        #expect(scroll.root.alwaysBounceVertical == true)
        let plain = Self.load(root: #"{"alwaysBounceVertical": true}"#).diagnostics
        #expect(
            plain.map { "\($0.message) — \($0.fix)" } == [
                "key `alwaysBounceVertical` does not apply to a `view` view — `alwaysBounceVertical` applies to a "
                    + "scroll view: add \"isScrollView\": true, or remove it"
            ])
    }

    @Test func theWriterWritesOnlyFalseAndItLoadsBack() throws {
        var theme = Theme(name: "t")
        for root in [
            #"{"type": "table", "cell": {}, "adjustsContentInset": false}"#, #"{"type": "table", "cell": {}}"#,
        ] {
            theme.layouts = [try #require(Self.load(root: root).theme?.layouts.first)]
            let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
            let adjusts = theme.layouts[0].root.adjustsContentInset
            #expect(text.contains(#""adjustsContentInset" : false"#) == !adjusts)
            let scratch = try TemporaryDirectory()
            let reloaded = ThemeLoader.load(
                path: try scratch.write("w.theme.json", text), fontResolver: FakeFontResolver())
            #expect(reloaded.diagnostics.map(\.description) == [])
            #expect(reloaded.theme?.layouts.first?.root.adjustsContentInset == adjusts)
        }
    }
}
