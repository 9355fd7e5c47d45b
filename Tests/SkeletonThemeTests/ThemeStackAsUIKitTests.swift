import SkeletonCore
import SkeletonTheme
import TestSupport
import Testing

/// A theme layout laid out by the constraint engine places its views as UIKit would build them:
/// a stack is UIStackView (fillProportionally shares by intrinsic width, the last view taking the
/// rest, equalCentering spaces the centres, baselines line up, a `fill` view stretches), and a view
/// that neither a frame nor a constraint places sits at the leading top corner of its superview's
/// padded box, sized by its rules. Text is measured by `SizedTextMetrics` (17-point labels: 17 points a character and a line,
/// ascent ¾ of the point size).
struct ThemeStackAsUIKitTests {
    /// The frames of `text`'s first layout, by id, to a thousandth of a point.
    static func frames(of text: String) throws -> [String: Rect] {
        try ThemeSizeRuleConstraintTests.frames(of: text).mapValues { frame in
            // The solver's arithmetic leaves some edges a few ulps off the hand-worked value.
            let round = { (value: Double) in (value * 1000).rounded() / 1000 }
            return Rect(
                x: round(frame.minX), y: round(frame.minY), width: round(frame.width), height: round(frame.height))
        }
    }

    /// A `width` × 100 horizontal stack (padding 16, spacing 10, `stackKeys`) of labels `children`
    /// (id, text, extra keys); the root's default hugging written out, an Auto Layout key.
    static func stack(width: Double = 375, _ stackKeys: String, _ children: [(String, String, String)]) -> String {
        let views = children.map { id, text, keys in
            #"{"id": "\#(id)", "type": "label", "text": "\#(text)"\#(keys)}"#
        }
        return #"""
            {"layouts": [{"name": "S", "size": [\#(width), 100], "root": {"type": "stack", "axis": "horizontal",
              "spacing": 10, "padding": 16, "contentHuggingPriority": {"horizontal": 250}\#(stackKeys),
              "children": [\#(views.joined(separator: ", "))]}}]}
            """#
    }

    @Test func fillProportionallySharesTheWholeWidthAndTheLastViewTakesTheRest() throws {
        // 698 − 32 = 666 inside the margins; "Hi", "Hello world" and "Thanks" are 34, 187 and 102
        // wide, 323 + 2 × 10 = 343 with the spacings. UIKit's shares are of the whole 666: "Hi"
        // 666 × 34 / 343 = 66.017 (999), "Hello world" 666 × 187 / 343 = 363.096 (998); "Thanks"'s
        // (997) gives way beside the spacings: 646 − 429.114 = 216.886.
        let frames = try Self.frames(
            of: Self.stack(
                width: 698, #", "distribution": "fillProportionally""#,
                [("a", "Hi", ""), ("b", "Hello world", ""), ("c", "Thanks", "")]))
        #expect(frames["a"] == Rect(x: 16, y: 16, width: 66.017, height: 68))
        #expect(frames["b"] == Rect(x: 92.017, y: 16, width: 363.096, height: 68))
        #expect(frames["c"] == Rect(x: 465.114, y: 16, width: 216.886, height: 68))
    }

    @Test func equalCenteringSpacesTheCentresEqually() throws {
        // "Hi" (34) at 16, centre 33; "Thanks" (102) ends at 359, centre 308; "Hello" (85) is centred
        // between them at 170.5, so at x 128 (gaps 78 and 44, both over the spacing of 10).
        let frames = try Self.frames(
            of: Self.stack(
                #", "distribution": "equalCentering""#, [("a", "Hi", ""), ("b", "Hello", ""), ("c", "Thanks", "")]))
        #expect(frames["a"] == Rect(x: 16, y: 16, width: 34, height: 68))
        #expect(frames["b"] == Rect(x: 128, y: 16, width: 85, height: 68))
        #expect(frames["c"] == Rect(x: 257, y: 16, width: 102, height: 68))
    }

    @Test func firstBaselineAlignmentLinesUpTheBaselines() throws {
        // The 34-point "Big" (102 × 34, ascent 25.5) starts at the top margin, 16, its baseline at
        // 41.5; the 12-point "small" (60 × 12, ascent 9) starts 41.5 − 9 = 32.5 down; the 17-point
        // "mid" (ascent 12.75) 28.75 down, and, as it fills, takes the rest of the row: 359 − 198.
        let frames = try Self.frames(
            of: Self.stack(
                #", "alignment": "firstBaseline""#,
                [
                    ("a", "Big", #", "font": {"size": 34}"#), ("b", "small", #", "font": {"size": 12}"#),
                    ("c", "mid", #", "width": "fill""#),
                ]))
        #expect(frames["a"] == Rect(x: 16, y: 16, width: 102, height: 34))
        #expect(frames["b"] == Rect(x: 128, y: 32.5, width: 60, height: 12))
        #expect(frames["c"] == Rect(x: 198, y: 28.75, width: 161, height: 17))
    }

    @Test func aFillViewStretchesOverTheFreeWidth() throws {
        // All three hug at 250: the `fill` one hugs below the others, so it takes 343 − 20 − 34 − 34.
        let frames = try Self.frames(
            of: Self.stack("", [("a", "Hi", ""), ("b", "Hello", #", "width": "fill""#), ("c", "OK", "")]))
        #expect(frames["a"] == Rect(x: 16, y: 16, width: 34, height: 68))
        #expect(frames["b"] == Rect(x: 60, y: 16, width: 255, height: 68))
        #expect(frames["c"] == Rect(x: 325, y: 16, width: 34, height: 68))
    }

    @Test func severalFillViewsShareTheFreeWidthEqually() throws {
        // 343 − 20 − 34 ("OK") = 289 for the two `fill` views: 144.5 each, whatever their texts.
        let frames = try Self.frames(
            of: Self.stack(
                "", [("a", "Hi", #", "width": "fill""#), ("b", "Hello", #", "width": "fill""#), ("c", "OK", "")]))
        #expect(frames["a"] == Rect(x: 16, y: 16, width: 144.5, height: 68))
        #expect(frames["b"] == Rect(x: 170.5, y: 16, width: 144.5, height: 68))
        #expect(frames["c"] == Rect(x: 325, y: 16, width: 34, height: 68))
    }

    /// A 200 × 100 plain root (padding top 10, left 20, bottom 30, right 40) holding `children`, and a
    /// view `pin` its constraints place at (5, 6), 7 × 8.
    static func plain(_ children: String, rootKeys: String = "") -> String {
        #"""
        {"layouts": [{"name": "P", "size": [200, 100], "root": {"id": "root",
          "padding": {"top": 10, "left": 20, "bottom": 30, "right": 40}\#(rootKeys), "children": [\#(children),
          {"id": "pin", "constraints": [
            {"first": "leading", "second": "superview", "constant": 5}, {"first": "top", "second": "superview", "constant": 6},
            {"first": "width", "constant": 7}, {"first": "height", "constant": 8}]}]}}]}
        """#
    }

    @Test func aViewNothingPlacesFillsThePaddedBoxOfAPlainSuperview() throws {
        // 200 − 20 − 40 = 140 wide from x 20, 100 − 10 − 30 = 60 high from y 10; `pin` where its
        // constraints say.
        let frames = try Self.frames(of: Self.plain(#"{"id": "box"}"#))
        #expect(frames["box"] == Rect(x: 20, y: 10, width: 140, height: 60))
        #expect(frames["pin"] == Rect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func aFitViewNothingPlacesTakesItsIntrinsicSizeAtTheBoxCorner() throws {
        // "Hi" is 34 × 17; a number is its own length.
        let frames = try Self.frames(
            of: Self.plain(
                #"{"id": "tag", "type": "label", "text": "Hi", "width": "fit", "height": "fit"}, "#
                    + #"{"id": "dot", "width": 12, "height": "fit"}"#))
        #expect(frames["tag"] == Rect(x: 20, y: 10, width: 34, height: 17))
        // A plain view has no intrinsic height: `fit` makes it as short as it may be.
        #expect(frames["dot"] == Rect(x: 20, y: 10, width: 12, height: 0))
    }

    @Test func rightToLeftPutsAViewNothingPlacesAtTheTrailingPadding() throws {
        // The leading corner of the padded box is its right: 200 − 40 − 34 = 126.
        let frames = try Self.frames(
            of: Self.plain(
                #"{"id": "tag", "type": "label", "text": "Hi", "width": "fit", "height": "fit"}"#,
                rootKeys: #", "layoutDirection": "rightToLeft""#))
        #expect(frames["tag"] == Rect(x: 126, y: 10, width: 34, height: 17))
    }
}
