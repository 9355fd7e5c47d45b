import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// UIStackView's spacing beyond `spacing`: a custom spacing after one arranged view
/// (`spacingAfter`, `setCustomSpacing(_:after:)`) and spacing measured from baseline to baseline
/// (`isBaselineRelativeArrangement`), read, laid out by the constraint engine and written back.
struct ThemeStackSpacingKeyTests {
    /// A 200 × 100 screen holding a vertical stack `column` pinned to its top and sides, `spacing`
    /// apart, with `stackKeys` on the stack and `children` arranged in it.
    static func theme(spacing: Int = 10, stackKeys: String = "", children: String) -> String {
        #"""
        {"layouts": [{"name": "L", "size": [200, 100], "root": {"id": "root", "children": [
          {"id": "column", "type": "stack", "axis": "vertical", "spacing": \#(spacing) \#(stackKeys), "constraints": [
            {"first": "leading", "second": "superview"}, {"first": "trailing", "second": "superview"},
            {"first": "top", "second": "superview"}],
           "children": [\#(children)]}
        ]}}]}
        """#
    }

    /// Three 20-point bars `a`, `b` and `c`, `a` with `aKeys`.
    static func bars(aKeys: String) -> String {
        #"{"id": "a", "height": 20 "# + aKeys + #"}, {"id": "b", "height": 20}, {"id": "c", "height": 20}"#
    }

    @Test func aCustomSpacingAfterAViewReplacesTheStacksSpacingBeforeTheNext() throws {
        // a at 0; b 24 below a's bottom (20 + 24 = 44), not 10; c the stack's 10 below b: 74.
        let frames = try ThemeSizeRuleConstraintTests.frames(
            of: Self.theme(children: Self.bars(aKeys: #", "spacingAfter": 24"#)))
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(frames["b"] == Rect(x: 0, y: 44, width: 200, height: 20))
        #expect(frames["c"] == Rect(x: 0, y: 74, width: 200, height: 20))
        #expect(frames["column"] == Rect(x: 0, y: 0, width: 200, height: 94))
    }

    @Test func baselineRelativeSpacingRunsFromOneLastBaselineToTheNextFirstBaseline() throws {
        // Two 17-point lines (a line 17 high, its baseline 12.75 below its top, 4.25 above its
        // bottom): l1's last baseline is at 12.75, so l2's first is at 12.75 + 30 = 42.75 and its
        // top at 30, where edge-to-edge spacing would put it at 17 + 30 = 47.
        let labels = #"{"id": "l1", "type": "label", "text": "One"}, {"id": "l2", "type": "label", "text": "Two"}"#
        let relative = try ThemeSizeRuleConstraintTests.frames(
            of: Self.theme(spacing: 30, stackKeys: #", "isBaselineRelativeArrangement": true"#, children: labels))
        #expect(relative["l1"] == Rect(x: 0, y: 0, width: 200, height: 17))
        #expect(relative["l2"] == Rect(x: 0, y: 30, width: 200, height: 17))
        #expect(relative["column"] == Rect(x: 0, y: 0, width: 200, height: 47))
        let edges = try ThemeSizeRuleConstraintTests.frames(
            of: Self.theme(spacing: 30, children: labels))
        #expect(edges["l2"] == Rect(x: 0, y: 47, width: 200, height: 17))
    }

    @Test func bothKeysAreWrittenBackAndReadToTheSameLayout() throws {
        let text = Self.theme(
            stackKeys: #", "isBaselineRelativeArrangement": true"#, children: Self.bars(aKeys: #", "spacingAfter": 24"#)
        )
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/s.theme.json", fontResolver: FakeFontResolver())
        let layout = try #require(loaded.theme?.layouts.first)
        let column = try #require(layout.root.children.first)
        #expect(column.autoLayout?.isBaselineRelativeArrangement == true)
        #expect(column.children.map { $0.autoLayout?.customSpacingAfter } == [24, nil, nil])
        let rewritten = ThemeWriter.text(of: try #require(loaded.theme), schema: nil, imagePath: { $0 })
        let reloaded = ThemeLoader.load(
            bytes: Array(rewritten.utf8), path: "/virtual/s2.theme.json", fontResolver: FakeFontResolver())
        #expect(reloaded.diagnostics.map(\.description) == [])
        let again = try #require(reloaded.theme?.layouts.first?.root.children.first)
        #expect(again.autoLayout?.isBaselineRelativeArrangement == true)
        #expect(again.children.map { $0.autoLayout?.customSpacingAfter } == [24, nil, nil])
    }

    @Test func aNegativeOrTextSpacingAfterIsAnErrorAtItsPlace() {
        for (value, expected) in [
            ("-4", "-4 is out of range; allowed 0…100000 — use a value between 0 and 100000"),
            (#""wide""#, "expected a number, found string — write a number without quotes, e.g. 12"),
        ] {
            let text = Self.theme(children: #"{"id": "a", "spacingAfter": "# + value + "}")
            let loaded = ThemeLoader.load(
                bytes: Array(text.utf8), path: "/virtual/s.theme.json", fontResolver: FakeFontResolver())
            #expect(loaded.diagnostics.map { "\($0.message) — \($0.fix)" } == [expected], "\(value)")
        }
    }

    @Test func topOrBottomAsAStacksAlignmentIsAnErrorNamingUIKitsValue() {
        for (word, meant, shown) in [("top", "leading", "Top"), ("bottom", "trailing", "Bottom")] {
            let text = """
                {"layouts": [{"name": "L", "size": [200, 100], "root": {"type": "stack", "axis": "horizontal",
                  "alignment": "\(word)", "children": [{"height": 20}]}}]}
                """
            let loaded = ThemeLoader.load(
                bytes: Array(text.utf8), path: "/virtual/s.theme.json", fontResolver: FakeFontResolver())
            #expect(
                loaded.diagnostics.map { "\($0.line):\($0.column) \($0.message) — \($0.fix)" } == [
                    "2:16 unknown alignment `\(word)` — write \"\(meant)\": UIKit's .\(word) is .\(meant), the same "
                        + "value, which Interface Builder shows as \(shown) on a horizontal stack"
                ])
        }
    }
}
