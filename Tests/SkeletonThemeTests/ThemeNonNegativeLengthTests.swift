import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// No view of a theme laid out by constraints takes a negative width or height to keep another's:
/// the wish for lengths of at least 0 sits above every priority a file can give, so only a
/// required constraint makes a length negative (a theme's views store no frames, whose wishes
/// carried it before).
struct ThemeNonNegativeLengthTests {
    /// The frames by id of the first layout of `text`, solved with the test metrics (`metrics`).
    static func frames(_ text: String, metrics: any TextMetrics = FakeTextMetrics()) throws -> [String: Rect] {
        let loaded = ThemeLoader.load(
            bytes: Array(text.utf8), path: "/virtual/n.theme.json", fontResolver: FakeFontResolver())
        let theme = try #require(loaded.theme)
        return PreparedLayout(
            layout: try #require(theme.layouts.first), theme: theme, metrics: metrics, options: LayoutOptions()
        ).root.framesByID
    }

    @Test func widthsTheConstraintsLeaveOpenStayAtLeastZero() throws {
        // a.width = b.width + 10 and b.leading = a.trailing, a at x 10: b is 0 wide at 10 + 10 = 20,
        // every required constraint kept (it was a −10 and b −20 wide, drawn at 0 × 0 and x 0).
        let frames = try Self.frames(
            #"""
            {"layouts": [{"name": "C", "size": [375, 667], "root": {"id": "root", "children": [
              {"id": "a", "constraints": [
                 {"first": "leading", "second": "superview", "constant": 10},
                 {"first": "top", "second": "superview", "constant": 10},
                 {"first": "width", "second": "b.width", "constant": 10}, {"first": "height", "constant": 20}]},
              {"id": "b", "constraints": [
                 {"first": "leading", "second": "a.trailing"}, {"first": "top", "second": "a.bottom"},
                 {"first": "height", "constant": 20}]}]}}]}
            """#)
        #expect(frames["a"] == rect(10, 10, 10, 20))
        #expect(frames["b"] == rect(20, 30, 0, 20))
    }

    @Test func aLabelTooLongForItsStackCompressesInsteadOfAnEmptyViewGoingNegative() throws {
        // A 343-point horizontal stack (16 from each side of 375), spacing 12: a plain view and a
        // one-line 30-character label, 30 × 17 = 510 wide. The view keeps 0 and the label
        // compresses to 343 − 12 = 331 at x 16 + 12 (it was at x −151 beside the view −179 wide).
        let frames = try Self.frames(
            #"""
            {"layouts": [{"name": "S", "size": [375, 667], "root": {"id": "root", "children": [
              {"id": "row", "type": "stack", "axis": "horizontal", "spacing": 12, "constraints": [
                 {"first": "leading", "second": "superview", "constant": 16},
                 {"first": "trailing", "second": "superview", "constant": -16},
                 {"first": "top", "second": "superview", "constant": 36}],
               "children": [
                 {"id": "box"},
                 {"id": "bio", "type": "label", "text": "abcdefghijklmnopqrstuvwxyzabcd"}]}]}}]}
            """#, metrics: SizedTextMetrics())
        #expect(frames["box"] == rect(16, 36, 0, 17))
        #expect(frames["bio"] == rect(28, 36, 331, 17))
    }
}
