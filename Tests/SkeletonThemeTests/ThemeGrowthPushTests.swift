import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// SkeletonView's label growth on show in a theme laid out by constraints: the grown label's
/// required height constraint pushes the view after it in its UIStackView, as a plain stack's
/// rules do.
struct ThemeGrowthPushTests {
    /// A 375 × 667 screen: a vertical stack pinned to the root's leading, trailing and top edges
    /// holding a 3-line label "Hi" and a view 30 high by its constraint.
    static let theme = #"""
        {"layouts": [{"name": "ALStack", "size": [375, 667], "fillsScreen": true, "root": {"id": "root", "children": [
          {"id": "s", "type": "stack", "axis": "vertical", "constraints": [
             {"first": "leading", "second": "superview"}, {"first": "trailing", "second": "superview"},
             {"first": "top", "second": "superview"}],
           "children": [
             {"id": "t", "type": "label", "numberOfLines": 3, "text": "Hi"},
             {"id": "v", "constraints": [{"first": "height", "constant": 30}]}]}]}}]}
        """#

    /// The layout prepared with the test metrics (20-point lines).
    static func prepared() throws -> PreparedLayout {
        let loaded = ThemeLoader.load(
            bytes: Array(theme.utf8), path: "/virtual/grow.theme.json", fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        return PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: FakeTextMetrics(),
            options: LayoutOptions())
    }

    @Test func theGrownLabelPushesTheNextArrangedView() throws {
        // 3 lines of 15 with 10 between: 65, so the view starts at 65 and the stack is 95 high.
        let prepared = try Self.prepared()
        #expect(prepared.root.view(id: "t")?.frame == rect(0, 0, 375, 65))
        #expect(prepared.root.view(id: "v")?.frame == rect(0, 65, 375, 30))
        #expect(prepared.root.view(id: "s")?.frame == rect(0, 0, 375, 95))
    }

    @Test func theContentKeepsTheLabelsOwnHeight() throws {
        let content = try #require(try Self.prepared().contentLayout)
        #expect(content.root.view(id: "t")?.frame == rect(0, 0, 375, 20))
        #expect(content.root.view(id: "v")?.frame == rect(0, 20, 375, 30))
    }
}
