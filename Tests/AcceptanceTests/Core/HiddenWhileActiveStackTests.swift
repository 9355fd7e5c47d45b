import SkeletonCore
import TestSupport
import Testing

/// Views hidden while the skeleton shows leave their stack: `recursiveShowSkeleton`
/// (SkeletonView's Internal/UIKitExtensions/UIView+SkeletonView.swift) sets `isHidden` on a view
/// with `isHiddenWhenSkeletonIsActive`, UIStackView lays its other arranged views out without it,
/// and the skeleton layers follow on the next layout pass (`layoutSkeletonIfNeeded`,
/// UIView+Swizzling.swift; `SkeletonLayer.layoutIfNeeded`, Internal/Models/SkeletonLayer.swift).
/// Hide (`recursiveHideSkeleton`) unhides it and the stack re-expands. Themes; the Interface
/// Builder cases are in SkeletonInterfaceBuilderTests.
@Suite struct HiddenWhileActiveStackTests {
    /// A theme of one layout 300 × 200 whose root holds `stack`, drawn solid with no transitions.
    static func theme(_ stack: String) throws -> AcceptanceTheme {
        try AcceptanceTheme(
            root: #"{"type": "view", "children": [\#(stack)]}"#, size: (300, 200),
            top: #""style": "solid", "transition": {"show": "none", "hide": "none"},"#)
    }

    /// A row 40 high: a 24-point icon hidden while active, 8 points, a label that fills the rest.
    static let row = """
        {"type": "stack", "axis": "horizontal", "spacing": 8, "frame": [0, 0, 300, 40], "children": [
          {"type": "view", "id": "icon", "backgroundColor": "#FF0000", "width": 24, "isHiddenWhenSkeletonIsActive": true},
          {"type": "label", "id": "title", "text": "Title", "width": "fill"}]}
        """

    /// A column: a 20-point title, a 44-point Retry button hidden while active, a 20-point body, 10 apart.
    static let column = """
        {"type": "stack", "axis": "vertical", "spacing": 10, "frame": [0, 0, 300, 200], "children": [
          {"type": "label", "text": "Title", "height": 20},
          {"type": "button", "text": "Retry", "height": 44, "isHiddenWhenSkeletonIsActive": true},
          {"type": "label", "text": "Body", "height": 20}]}
        """

    @Test func aRowsFillLabelTakesTheHiddenIconsPlaceWhileTheSkeletonShows() throws {
        // Collapsed, the label is the whole row: 300 × 40 from x 0. One line (CALayer+Extensions.swift,
        // `addMultilinesLayers`): 70 % of 300 = 210 wide, 15 high, centred: (40 − 15) / 2 = 12.5.
        let shapes = try Self.theme(Self.row).frame(at: 1).skeletons
        #expect(shapes.map(\.rect) == [rect(0, 12.5, 210, 15)])
    }

    @Test func aColumnsBodyMovesUpUnderTheTitleWhileTheSkeletonShows() throws {
        // Title at y 0, then 10, then the body at 30 (not 0 + 20 + 10 + 44 + 10 = 84): lines at
        // 2.5 and 32.5, each 210 wide; the hidden button draws no block.
        let shapes = try Self.theme(Self.column).frame(at: 1).skeletons
        #expect(shapes.map(\.rect) == [rect(0, 2.5, 210, 15), rect(0, 32.5, 210, 15)])
    }

    @Test func contentKeepsTheFullStackBeforeShowAndAfterHide() throws {
        let theme = try Self.theme(Self.column)
        var timeline = theme.timeline
        timeline.requestHide(at: 2)
        let prepared = try theme.prepared()
        // The body label's text sits in its 20-point frame at y 84 before show (a hidden
        // timeline) and after hide; the Retry title is drawn again after hide.
        let before = prepared.displayList(
            at: 0, timeline: .hidden(style: theme.theme.style, transitions: theme.theme.timelineTransitions))
        let after = prepared.displayList(at: 3, timeline: timeline)
        for list in [before, after] {
            let body = try #require(list.texts.first { $0.text == "Body" })
            let retry = try #require(list.texts.first { $0.text == "Retry" })
            #expect(body.baselineOrigin.y > 84 && body.baselineOrigin.y < 104)
            #expect(retry.baselineOrigin.y > 30 && retry.baselineOrigin.y < 74)
            #expect(list.skeletons.isEmpty)
        }
        // While shown, no text at all (the labels are skeletons, the button hidden).
        #expect(prepared.displayList(at: 1, timeline: timeline).texts.isEmpty)
    }

    @Test func aTextViewKeepsTheLineCountItWasCreatedWith() throws {
        // Before the collapse the text view fills 200 − 100 = 100 points: round(100 / (15 + 10)) = 4
        // lines (`calculateNumLines`). After it, 200 points would make 8, but `updateMultilinesLayers`
        // only moves the 4 created line layers: y 0, 25, 50, 75; the last 70 % of 300 = 210.
        let shapes = try Self.theme(
            """
            {"type": "stack", "axis": "vertical", "frame": [0, 0, 300, 200], "children": [
              {"type": "view", "height": 100, "isHiddenWhenSkeletonIsActive": true},
              {"type": "textView", "text": "Body", "height": "fill"}]}
            """
        ).frame(at: 1).skeletons
        #expect(
            shapes.map(\.rect) == [
                rect(0, 0, 300, 15), rect(0, 25, 300, 15), rect(0, 50, 300, 15), rect(0, 75, 210, 15),
            ]
        )
    }

    @Test func aViewTheRecursionDoesNotReachStaysInItsStack() throws {
        // The stack is not skeletonable, so show never reaches the icon (Recursive.swift): it is not
        // hidden and stays at x 0…24 under the root's skeleton, which is one block over the whole
        // 300 × 200 root (a leaf: it has no skeletonable child).
        let stack = Self.row.replacingOccurrences(
            of: #""type": "stack","#, with: #""type": "stack", "isSkeletonable": false,"#)
        let frame = try Self.theme(stack).frame(at: 1)
        #expect(frame.skeletons.map(\.rect) == [rect(0, 0, 300, 200)])
        #expect(frame.fills.contains { $0.rect == rect(0, 0, 24, 40) && $0.solidColor == RGBA8(rgb: 0xFF0000) })
    }

    @Test func aViewOutsideAStackHiddenWhileActiveMovesNothing() throws {
        // Not arranged: its siblings keep their frames (only stacks arrange their views).
        let shapes = try Self.theme(
            """
            {"type": "view", "frame": [0, 0, 300, 200], "children": [
              {"type": "view", "frame": [0, 0, 300, 40], "isHiddenWhenSkeletonIsActive": true},
              {"type": "label", "text": "Body", "frame": [0, 50, 300, 40]}]}
            """
        ).frame(at: 1).skeletons
        #expect(shapes.map(\.rect) == [rect(0, 62.5, 210, 15)])
    }
}
