import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A theme layout laid out by constraints keeps what its `width`, `height` and `padding` keys say:
/// a number is a required size constraint of the view's own, a stack's padding its layout margins
/// with the arrangement inside them, and a number across a fill-aligned stack keeps that length.
struct ThemeSizeRuleConstraintTests {
    /// The frames, by id, of the first layout of `text` laid out with `SizedTextMetrics` (a character
    /// as wide as its point size, a line as high).
    static func frames(of text: String) throws -> [String: Rect] {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/rules.theme.json", fontResolver: FakeFontResolver())
        #expect(loaded.diagnostics.map(\.description) == [])
        let theme = try #require(loaded.theme)
        let root = PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: SizedTextMetrics(),
            options: LayoutOptions()
        ).root
        var frames: [String: Rect] = [:]
        func collect(_ view: PlacedView) {
            if let id = view.node.id { frames[id] = view.frame }
            view.children.forEach(collect)
        }
        collect(root)
        return frames
    }

    /// The README's first theme (a 320 × 120 horizontal stack, padding 16, spacing 12, a 64-point
    /// image and a label that fills), its label given `labelKeys`.
    static func card(labelKeys: String) -> String {
        #"""
        {"layouts": [{"name": "Card", "size": [320, 120], "root": {"type": "stack", "axis": "horizontal",
          "spacing": 12, "padding": 16, "children": [
            {"id": "image", "type": "imageView", "width": 64, "height": 64, "cornerRadius": 32},
            {"id": "name", "type": "label", "text": "Mei Tanaka", "numberOfLines": 2, "width": "fill" \#(labelKeys)}
          ]}}]}
        """#
    }

    @Test func oneAutoLayoutKeyKeepsTheCardsImageSizeAndPadding() throws {
        // The padding is the stack's margins: the image starts at (16, 16) and keeps its 64 × 64 (a
        // number across the fill-aligned stack holds it at the top); the label fills the rest of
        // the row, 320 − 16 − 64 − 12 − 16 = 212 wide from x 16 + 64 + 12 = 92, and the stack's
        // height inside its margins, 120 − 32 = 88.
        let hugging = #", "contentHuggingPriority": {"horizontal": 249, "vertical": 250}"#
        let frames = try Self.frames(of: Self.card(labelKeys: hugging))
        #expect(frames["image"] == Rect(x: 16, y: 16, width: 64, height: 64))
        #expect(frames["name"] == Rect(x: 92, y: 16, width: 212, height: 88))
    }

    @Test func theCardWithoutAutoLayoutKeysIsLaidOutTheSame() throws {
        let frames = try Self.frames(of: Self.card(labelKeys: ""))
        #expect(frames["image"] == Rect(x: 16, y: 16, width: 64, height: 64))
        #expect(frames["name"] == Rect(x: 92, y: 16, width: 212, height: 88))
    }

    @Test func aWidthAndHeightAreTheSizeOfAViewPinnedOnlyByItsPosition() throws {
        let frames = try Self.frames(
            of: #"""
                {"layouts": [{"name": "L", "size": [200, 100], "root": {"id": "root", "children": [
                  {"id": "avatar", "type": "imageView", "width": 48, "height": 48, "constraints": [
                    {"first": "leading", "second": "superview", "constant": 10},
                    {"first": "top", "second": "superview", "constant": 20}
                  ]}
                ]}}]}
                """#)
        #expect(frames["avatar"] == Rect(x: 10, y: 20, width: 48, height: 48))
    }

    @Test func aWidthAndHeightSizeAnArrangedViewOfAStackPinnedByConstraints() throws {
        // The 200-wide row: the avatar keeps 48 × 48 at the top, the label ("Hi", 34 × 17) takes the
        // other 200 − 48 − 12 = 140 points from x 60 and, as the fill alignment stretches it, the
        // row's height: the avatar's 48, as the row is only as tall as its views need.
        let frames = try Self.frames(
            of: #"""
                {"layouts": [{"name": "L", "size": [200, 100], "root": {"id": "root", "children": [
                  {"id": "row", "type": "stack", "axis": "horizontal", "spacing": 12, "constraints": [
                    {"first": "leading", "second": "superview"}, {"first": "trailing", "second": "superview"},
                    {"first": "top", "second": "superview"}],
                   "children": [
                    {"id": "avatar", "type": "imageView", "width": 48, "height": 48},
                    {"id": "bio", "type": "label", "text": "Hi"}
                  ]}
                ]}}]}
                """#)
        #expect(frames["avatar"] == Rect(x: 0, y: 0, width: 48, height: 48))
        #expect(frames["bio"] == Rect(x: 60, y: 0, width: 140, height: 48))
        #expect(frames["row"] == Rect(x: 0, y: 0, width: 200, height: 48))
    }
}
