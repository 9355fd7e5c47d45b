import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// A label's `preferredMaxLayoutWidth` key (UILabel's): read on labels as a length, 0 for UIKit's
/// automatic; refused on other views and with a wrong value; written when set; a label laid out
/// by constraints wraps at it for its intrinsic size.
@Suite struct PreferredMaxLayoutWidthKeyTests {
    /// Loads a theme whose single 375 × 667 layout has `root`.
    static func load(root: String) -> ThemeLoadResult {
        let text = "{\"layouts\": [{\"name\": \"L\", \"size\": [375, 667],\n\"root\": " + root + "}]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/t.theme.json", fontResolver: FakeFontResolver())
    }

    /// "line:column message (keyPath)" of every diagnostic.
    static func problems(_ text: String) -> [String] {
        load(root: text).diagnostics.map { "\($0.line):\($0.column) \($0.message) (\($0.keyPath))" }
    }

    @Test func labelsReadItAndZeroIsAutomatic() throws {
        let set = try #require(
            Self.load(root: #"{"type": "label", "numberOfLines": 0, "preferredMaxLayoutWidth": 150}"#).theme)
        #expect(set.layouts.first?.root.preferredMaxLayoutWidth == 150)
        let automatic = try #require(Self.load(root: #"{"type": "label", "preferredMaxLayoutWidth": 0}"#).theme)
        #expect(automatic.layouts.first?.root.preferredMaxLayoutWidth == nil)
    }

    @Test func aNegativeOrTextValueOrAViewThatIsNoLabelIsALocatedError() {
        #expect(
            Self.problems(#"{"type": "label", "preferredMaxLayoutWidth": -5}"#) == [
                "2:54 -5 is out of range; allowed 0…100000 (layouts[0].root.preferredMaxLayoutWidth)"
            ])
        #expect(
            Self.problems(#"{"type": "label", "preferredMaxLayoutWidth": "wide"}"#) == [
                "2:54 expected a number, found string (layouts[0].root.preferredMaxLayoutWidth)"
            ])
        #expect(
            Self.problems(#"{"type": "view", "preferredMaxLayoutWidth": 150}"#) == [
                "2:26 key `preferredMaxLayoutWidth` does not apply to a `view` view (layouts[0].root.preferredMaxLayoutWidth)"
            ])
    }

    @Test func theWriterWritesItOnlyWhenSetAndItLoadsBack() throws {
        var theme = Theme(name: "t")
        for root in [
            #"{"type": "label", "numberOfLines": 0, "preferredMaxLayoutWidth": 150}"#, #"{"type": "label"}"#,
        ] {
            theme.layouts = [try #require(Self.load(root: root).theme?.layouts.first)]
            let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
            let width = theme.layouts[0].root.preferredMaxLayoutWidth
            #expect(text.contains(#""preferredMaxLayoutWidth" : 150"#) == (width != nil))
            let scratch = try TemporaryDirectory()
            let reloaded = ThemeLoader.load(
                path: try scratch.write("w.theme.json", text), fontResolver: FakeFontResolver())
            #expect(reloaded.diagnostics.map(\.description) == [])
            #expect(reloaded.theme?.layouts.first?.root.preferredMaxLayoutWidth == width)
        }
    }

    @Test func aLabelLaidOutByConstraintsWrapsAtIt() throws {
        // 17-point text 17 wide a character: "ab cd" is 85, "ab cd ef" 136, over 100: two lines,
        // 85 × 34, where without the key the label is one 187-point line.
        let root = #"""
            {"id": "root", "children": [{"id": "cap", "type": "label", "numberOfLines": 0, "text": "ab cd ef gh",
              "preferredMaxLayoutWidth": 100,
              "constraints": [{"first": "leading", "second": "superview", "constant": 20},
                              {"first": "top", "second": "superview", "constant": 20}]}]}
            """#
        let theme = try #require(Self.load(root: root).theme)
        let frame = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions()
        ).root.view(id: "cap")?.frame
        #expect(frame == rect(20, 20, 85, 34))
    }
}
