import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// The view key `alpha` (UIView.alpha, 0…1), which fades a view with its subviews and skeleton.
@Suite struct ViewAlphaKeyTests {
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

    @Test func alphaReachesTheViewOfAnyTypeAndDefaultsToOpaque() throws {
        let result = Self.load(
            root: #"{"alpha": 0.25, "children": [{"type": "label", "text": "x", "alpha": 0}, {"type": "imageView"}]}"#)
        #expect(result.diagnostics.map(\.description) == [])
        let root = try #require(result.theme?.layouts.first?.root)
        #expect(root.alpha == 0.25)
        #expect(root.children.map(\.alpha) == [0, 1])
    }

    @Test func alphaOutsideZeroToOneOrNotANumberIsALocatedError() {
        #expect(
            Self.problems(#"{"alpha": 1.5}"#) == [
                "2:19 1.5 is out of range; allowed 0…1 (layouts[0].root.alpha) — use a value between 0 and 1"
            ])
        #expect(
            Self.problems(#"{"children": [{"alpha": -0.2}]}"#) == [
                "2:33 -0.2 is out of range; allowed 0…1 (layouts[0].root.children[0].alpha) — use a value between 0 and 1"
            ])
        #expect(
            Self.problems(#"{"alpha": "half"}"#) == [
                "2:19 expected a number, found string (layouts[0].root.alpha) — write a number without quotes, e.g. 12"
            ])
        #expect(
            Self.problems(#"{"alhpa": 0.5}"#) == [
                "2:10 unknown key `alhpa` in a `view` view (layouts[0].root.alhpa) — did you mean `alpha`?"
            ])
    }

    @Test func theWriterWritesAlphaBelowOneAndItLoadsBack() throws {
        let original = try #require(
            Self.load(root: #"{"alpha": 0.5, "children": [{"type": "label", "text": "x", "alpha": 0}, {}]}"#).theme?
                .layouts.first)
        var theme = Theme(name: "t")
        theme.layouts = [original]
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        // Two faded views, one opaque one written without the key (as files written before it).
        #expect(text.components(separatedBy: #""alpha""#).count - 1 == 2)
        let reloaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/w.theme.json", fontResolver: FakeFontResolver())
        #expect(reloaded.diagnostics.map(\.description) == [])
        #expect(reloaded.theme?.layouts.first?.root == original.root)
    }
}
