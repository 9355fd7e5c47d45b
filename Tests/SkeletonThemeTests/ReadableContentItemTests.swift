import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// `readableContent` in a theme's constraints: UIView's `readableContentGuide`, which every view
/// has, named as `readableContent` (the superview's) or `ID.readableContent`, laid out by UIKit's
/// readable-width rule and written back as read.
struct ReadableContentItemTests {
    /// A `width` × 100 screen whose card is pinned to the root's readable content guide at the
    /// leading side and to the superview's at the trailing side.
    static func screen(width: Int) -> String {
        #"{"name": "R", "size": [\#(width), 100], "root": {"id": "root", "children": [{"id": "card", "constraints": ["#
            + #"{"first": "leading", "second": "root.readableContent.leading"}, "#
            + #"{"first": "trailing", "second": "readableContent"}, "#
            + #"{"first": "top", "second": "superview"}, {"first": "height", "constant": 20}]}]}}"#
    }

    @Test func bothSpellingsNameTheRootsReadableContentGuide() throws {
        let result = ConstraintKeyTests.load([Self.screen(width: 1024)])
        #expect(result.diagnostics.map(\.description) == [])
        let card = try #require(result.theme?.layouts.first?.root.children.first?.autoLayout)
        #expect(
            card.constraints.prefix(2).map(\.secondItem) == [
                .readableContent(of: "root"), .readableContent(of: "root"),
            ])
        #expect(card.constraints.prefix(2).map(\.secondAttribute) == [.leading, .trailing])
    }

    @Test func aWideScreensReadableContentIsUIKits672Centred() throws {
        // A theme's screen is laid out as UIKit lays it out: 1024 − 672 = 352, more than 88, so the
        // guide is 176 in from each side (useyourloaf's iPad Air 2 in landscape). At 200 wide the
        // guide is the root's own 8-point margins.
        for (width, expected) in [
            (1024, Rect(x: 176, y: 0, width: 672, height: 20)), (200, Rect(x: 8, y: 0, width: 184, height: 20)),
        ] {
            let layout = try #require(ConstraintKeyTests.load([Self.screen(width: width)]).theme?.layouts.first)
            let placed = LayoutEngine(metrics: FakeTextMetrics(), appearance: .default).place(layout)
            #expect(placed.children.first?.frame == expected, "\(width)")
        }
    }

    @Test func theWriterWritesTheGuideAsItsOwnersIdDotReadableContent() throws {
        let theme = try #require(ConstraintKeyTests.load([Self.screen(width: 1024)]).theme)
        let text = ThemeWriter.text(of: theme, schema: nil, imagePath: { $0 })
        #expect(text.contains(#""second" : "root.readableContent.leading""#))
        #expect(text.contains(#""second" : "root.readableContent.trailing""#))
        let again = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/w.theme.json", fontResolver: FakeFontResolver())
        #expect(again.diagnostics.map(\.description) == [])
        let items = again.theme?.layouts.first?.root.children.first?.autoLayout?.constraints.compactMap(\.secondItem)
        #expect(items?.prefix(2) == [.readableContent(of: "root"), .readableContent(of: "root")])
        #expect(ThemeWriter.text(of: try #require(again.theme), schema: nil, imagePath: { $0 }) == text)
    }

    @Test func aGuideOfAViewWithoutAnIdIsAnErrorWithAFix() {
        // The card's superview has no id: `readableContent` has nothing to name.
        let layout =
            #"{"name": "R", "size": [200, 100], "root": {"children": [{"id": "card", "constraints": ["#
            + #"{"first": "leading", "second": "readableContent"}]}]}}"#
        #expect(
            ConstraintKeyTests.problems([layout]) == [
                "2:119 `readableContent` names the superview, which has no `id` here (or there is none) — give the superview an `id`"
            ])
    }
}
