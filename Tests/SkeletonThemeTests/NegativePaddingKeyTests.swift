import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// `skeletonPaddingInsets` takes negative edges, as SkeletonView's plain UIEdgeInsets does
/// (API/UIKitExtensions/UILabel+SKExtensions.swift, `skeletonPaddingInsets`: no validation): a
/// located warning, never an error, and the theme writer keeps them as written.
struct NegativePaddingKeyTests {
    /// Loads a theme whose one layout's root is a label with `padding` as its skeletonPaddingInsets.
    static func load(_ padding: String) -> ThemeLoadResult {
        let text =
            #"{"layouts": [{"name": "L", "size": [200, 100], "root": {"type": "label", "#
            + #""skeletonPaddingInsets": "# + padding + "}}]}"
        return ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/p.theme.json", fontResolver: FakeFontResolver())
    }

    @Test func negativeEdgesLoadWithALocatedWarning() throws {
        let result = Self.load(#"{"left": -32, "right": -32}"#)
        let root = try #require(result.theme?.layouts.first?.root)
        #expect(root.skeletonPaddingInsets == EdgeInsets(top: 0, left: -32, bottom: 0, right: -32))
        #expect(
            result.diagnostics.map { "\($0.severity) \($0.line):\($0.column) \($0.message)" } == [
                "warning 1:99 negative skeletonPaddingInsets (left, right) draw the skeleton lines outside the view, "
                    + "as SkeletonView does"
            ])
    }

    @Test func oneNegativeNumberSetsEveryEdge() throws {
        let result = Self.load("-4")
        #expect(result.theme?.layouts.first?.root.skeletonPaddingInsets == EdgeInsets(all: -4))
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }

    @Test func positiveInsetsStayQuiet() {
        #expect(Self.load(#"{"top": 2, "left": 8}"#).diagnostics.isEmpty)
    }

    @Test func anEdgeBeyondTheLengthBudgetIsAnError() {
        let result = Self.load(#"{"left": -1e9}"#)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.severity) == [.error])
    }

    @Test func theWriterKeepsNegativeInsetsAsWritten() throws {
        let theme = try #require(Self.load(#"{"top": -3, "left": -32, "bottom": 4.5, "right": -32}"#).theme)
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        let again = try #require(
            ThemeLoader.load(bytes: Array(text.utf8), path: "/virtual/w.theme.json", fontResolver: FakeFontResolver())
                .theme)
        #expect(
            again.layouts.first?.root.skeletonPaddingInsets == EdgeInsets(top: -3, left: -32, bottom: 4.5, right: -32))
    }
}
