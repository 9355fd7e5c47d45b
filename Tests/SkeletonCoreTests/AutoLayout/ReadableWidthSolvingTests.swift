import SkeletonCore
import TestSupport
import Testing

/// `layoutMarginsFollowReadableWidth`: a view's side margins widen, equally, until no more than
/// UIKit's readable width (560 points) lies between them.
struct ReadableWidthSolvingTests {
    /// A root `width` wide (designed 1024 × 768) holding a 100-point container across its whole
    /// width with no stored frame, which follows the readable width when `follows`, and a card
    /// pinned to the container's side margins and top.
    static func frames(width: Double, follows: Bool = true) -> [String: Rect] {
        var box = constrained(
            .view, "box",
            constraints: [
                pin(.view("card"), .leading, .equal, .view("box"), .leadingMargin, id: "c-l"),
                pin(.view("box"), .trailingMargin, .equal, .view("card"), .trailing, id: "c-r"),
                pin(.view("card"), .top, .equal, .view("box"), .top, id: "c-t"),
                pin(.view("card"), .height, constant: 20, id: "c-h"),
            ],
            children: [constrained(.view, "card")])
        box.frame = nil
        box.children[0].frame = nil
        box.autoLayout?.layoutMarginsFollowReadableWidth = follows
        let root = constrainedRoot(
            Size(width: 1024, height: 768),
            constraints: [
                pin(.view("box"), .leading, .equal, .view("root"), .leading, id: "b-l"),
                pin(.view("root"), .trailing, .equal, .view("box"), .trailing, id: "b-r"),
                pin(.view("box"), .top, .equal, .view("root"), .top, id: "b-t"),
                pin(.view("box"), .height, constant: 100, id: "b-h"),
            ],
            children: [box])
        return DesignSizePlacement.frames(LayoutSpec(name: "panel", size: Size(width: width, height: 768), root: root))
    }

    @Test func aWideViewsMarginsWidenToTheReadableWidth() {
        // 1024 − 2 × 8 = 1008 between the box's own margins, 448 more than 560: 224 more at each
        // side, so the card is 8 + 224 = 232 in and 560 wide (the width read from the first solve,
        // the box having no stored frame).
        #expect(Self.frames(width: 1024)["card"] == rect(232, 0, 560, 20))
    }

    @Test func aPhoneWideViewKeepsItsMargins() {
        // 375 − 16 = 359 is narrower than 560: the box's own 8.
        #expect(Self.frames(width: 375)["card"] == rect(8, 0, 359, 20))
    }

    @Test func withoutTheFlagAWideViewKeepsItsMargins() {
        #expect(Self.frames(width: 1024, follows: false)["card"] == rect(8, 0, 1008, 20))
    }
}
