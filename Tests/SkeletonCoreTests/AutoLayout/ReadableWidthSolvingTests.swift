import SkeletonCore
import TestSupport
import Testing

/// `layoutMarginsFollowReadableWidth` and the readable content guide: a view's side margins move
/// in to the readable width, Interface Builder's 560 points at the design's size and UIKit's 672 at
/// the default text size elsewhere, once the view is more than 88 points wider than it.
struct ReadableWidthSolvingTests {
    /// A root `width` wide (designed 1024 × 768) holding a 100-point container across its whole
    /// width with no stored frame, which follows the readable width when `follows`, and a card
    /// pinned to the container's side margins and top.
    static func frames(width: Double, follows: Bool = true, category: ContentSizeCategory = .large) -> [String: Rect] {
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
        let layout = LayoutSpec(name: "panel", size: Size(width: width, height: 768), root: root)
        return DesignSizePlacement.frames(layout.scaled(to: category))
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

    @Test func elsewhereTheReadableWidthIsUIKits672() {
        // Not the design's size: UIKit's 672 at the default text size, centred on the 1180-point
        // box: (1180 − 672) / 2 = 254 at each side, more than its own 8.
        #expect(Self.frames(width: 1180)["card"] == rect(254, 0, 672, 20))
    }

    @Test func theMarginsMoveInOnlyPastUIKitsThreshold() {
        // 760 − 672 = 88 is not more than 88: the box's own 8 stay. At 761, 89 is: 44.5 each side.
        #expect(Self.frames(width: 760)["card"] == rect(8, 0, 744, 20))
        #expect(Self.frames(width: 761)["card"] == rect(44.5, 0, 672, 20))
    }

    @Test func theReadableWidthFollowsTheTextSize() {
        // At XS (body 14 of 17) 672 × 14 / 17 = 553.4, rounded up to 560: (1180 − 560) / 2 = 310.
        // At AX1 (body 28) 1106.8 → 1112, too wide for 1180 + 88: the box's own 8.
        #expect(Self.frames(width: 1180, category: .extraSmall)["card"] == rect(310, 0, 560, 20))
        #expect(Self.frames(width: 1180, category: .accessibilityMedium)["card"] == rect(8, 0, 1164, 20))
    }

    @Test func uikitsReadableWidthIs46EmsOfTheBodyFontRoundedUpTo8() {
        let widths = ContentSizeCategory.allCases.map { ConstraintEnvironment.readableWidth(at: $0) }
        #expect(widths == [560, 600, 640, 672, 752, 832, 912, 1112, 1312, 1584, 1864, 2096])
    }

    /// The readable width `takeReadableWidth(for:at:)` gives a system designed 1024 × 768 (unless
    /// `stored` is false: it stores no frames) laid out at `size` and `category`, fitted in height
    /// where `fits`.
    static func readableWidth(
        at size: Size, stored: Bool = true, category: ContentSizeCategory = .large, fits: Bool = false
    ) -> Double {
        var spec = AutoLayoutSpec()
        spec.designSize = Size(width: 1024, height: 768)
        spec.solvesAtDesignSize = !stored
        var environment = ConstraintEnvironment(size: size)
        environment.fitsHeight = fits
        environment.takeReadableWidth(for: spec, at: category)
        return environment.readableWidth
    }

    @Test func onlyWhereInterfaceBuildersFramesHoldIsTheReadableWidthItsCanvass() {
        let design = Size(width: 1024, height: 768)
        // IB's canvas at its size and the default text size.
        #expect(Self.readableWidth(at: design) == 560)
        // UIKit's everywhere else: an iPad 10 upright and on its side, a phone, AX1 (body 28:
        // 672 × 28 / 17 = 1106.8, rounded up to 1112), a cell fitted at the design's width, a
        // system that stores no frames.
        #expect(Self.readableWidth(at: Size(width: 820, height: 1180)) == 672)
        #expect(Self.readableWidth(at: Size(width: 1180, height: 820)) == 672)
        #expect(Self.readableWidth(at: Size(width: 375, height: 667)) == 672)
        #expect(Self.readableWidth(at: design, category: .accessibilityMedium) == 1112)
        #expect(Self.readableWidth(at: Size(width: 1024, height: 0), fits: true) == 672)
        #expect(Self.readableWidth(at: design, stored: false) == 672)
    }

    /// A screen `width` × 768 (designed 1024 × 768) whose root holds a card pinned to its readable
    /// content guide's sides, 20 high at its top, under a safe area of `safeArea`.
    static func readableCard(width: Double, safeArea: EdgeInsets = .zero) -> Rect? {
        let root = constrainedRoot(
            Size(width: 1024, height: 768),
            constraints: [
                pin(.view("card"), .leading, .equal, .readableContent(of: "root"), .leading, id: "c-l"),
                pin(.readableContent(of: "root"), .trailing, .equal, .view("card"), .trailing, id: "c-r"),
                pin(.view("card"), .top, .equal, .view("root"), .top, id: "c-t"),
                pin(.view("card"), .height, constant: 20, id: "c-h"),
            ],
            children: [constrained(.view, "card")])
        var layout = LayoutSpec(name: "screen", size: Size(width: width, height: 768), root: root)
        layout.fillsScreen = true
        layout.safeAreaInsets = safeArea
        return DesignSizePlacement.frames(layout)["card"]
    }

    @Test func theReadableContentGuideIsCentredOnAWideScreen() {
        // An iPad on its side (1180): 254 in, 672 wide, without the flag on the root.
        #expect(Self.readableCard(width: 1180) == rect(254, 0, 672, 20))
    }

    @Test func onANarrowScreenTheReadableContentGuideIsTheMarginsGuide() {
        // An iPhone SE: 375 − 672 is negative, so the screen's 16-point margins.
        #expect(Self.readableCard(width: 375) == rect(16, 0, 343, 20))
        // An iPhone 15 on its side: 852 − 2 × 59 = 734 is only 62 wider than 672, so the margins,
        // 59 + 20 from each edge.
        let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        #expect(Self.readableCard(width: 852, safeArea: landscape) == rect(79, 0, 694, 20))
        // A Pro Max on its side: 932 − 118 = 814, 142 wider: (932 − 672) / 2 = 130 from each edge,
        // more than the notch's 59 and the margin.
        #expect(Self.readableCard(width: 932, safeArea: landscape) == rect(130, 0, 672, 20))
    }
}
