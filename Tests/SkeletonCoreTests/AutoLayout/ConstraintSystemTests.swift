import SkeletonCore
import TestSupport
import Testing

/// The constraints a screen's views become before solving: the file's constraints in the frame
/// variables, and the ones UIKit generates for autoresizing masks, stacks and intrinsic sizes.
struct ConstraintSystemTests {
    /// The constraints of `root` with `identifier`, as text.
    static func constraints(
        _ root: ViewNode, _ identifier: String, size: Size, insets: EdgeInsets = .zero, rtl: Bool = false
    ) -> [String] {
        let environment = ConstraintEnvironment(size: size, safeAreaInsets: insets, rightToLeft: rtl, isScreen: true)
        let system = ConstraintSystem(root: root, environment: environment, metrics: FakeTextMetrics())
        return system.constraints.filter { $0.identifier == identifier }.map(\.description)
    }

    @Test func safeAreaConstraintsAddTheInsetsOfTheScreen() {
        let root = constrainedRoot(
            Size(width: 375, height: 667),
            constraints: [
                pin(.view("card"), .top, .equal, .safeArea(of: "root"), .top, constant: 20, id: "c1")
            ],
            children: [constrained(.view, "card")])
        let text = Self.constraints(
            root, "c1", size: Size(width: 375, height: 667), insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(text == ["c1: card.top - root.top == 40"])
    }

    @Test func leadingConstraintsAreMeasuredLeftwardsInRightToLeft() {
        let root = constrainedRoot(
            Size(width: 375, height: 667),
            constraints: [pin(.view("card"), .leading, .equal, .view("root"), .leading, constant: 16, id: "c1")],
            children: [constrained(.view, "card")])
        let text = Self.constraints(root, "c1", size: Size(width: 375, height: 667), rtl: true)
        #expect(text == ["c1: -card.left - card.width + root.left + root.width == 16"])
    }

    @Test func aWidthSizableViewTakesTheWholeChangeOfItsSuperviewsWidth() {
        var banner = constrained(.view, "banner", frame: rect(10, 20, 355, 40), translates: true)
        banner.autoLayout?.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let root = constrainedRoot(Size(width: 375, height: 667), children: [banner])
        let text = Self.constraints(root, "NSAutoresizingMaskLayoutConstraint", size: Size(width: 414, height: 896))
        #expect(
            text == [
                "NSAutoresizingMaskLayoutConstraint: banner.left - root.left == 10",
                "NSAutoresizingMaskLayoutConstraint: banner.width - root.width == -20",
                "NSAutoresizingMaskLayoutConstraint: banner.top - root.top == 20",
                "NSAutoresizingMaskLayoutConstraint: banner.height == 40",
            ])
    }

    @Test func flexibleMarginsShareTheChangeInProportionToTheirLengths() {
        #expect(ConstraintSystem.shares(of: [10, 100, 30], flexible: [true, false, true]) == [0.25, 0, 0.75])
        #expect(ConstraintSystem.shares(of: [0, 100, 0], flexible: [true, false, true]) == [0.5, 0, 0.5])
        #expect(ConstraintSystem.shares(of: [10, 100, 30], flexible: [false, false, false]) == [0, 0, 0])
    }

    @Test func aFillEquallyStackMakesEveryArrangedViewAsLongAsTheFirst() {
        var row = constrained(
            .stack, "row", children: [constrained(.view, "a"), constrained(.view, "b"), constrained(.view, "c")])
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        let root = constrainedRoot(Size(width: 375, height: 667), children: [row])
        let size = Size(width: 375, height: 667)
        #expect(
            Self.constraints(root, "UISV-fill-equally", size: size) == [
                "UISV-fill-equally: -a.width + b.width == 0", "UISV-fill-equally: -a.width + c.width == 0",
            ])
        #expect(
            Self.constraints(root, "UISV-spacing", size: size) == [
                "UISV-spacing: -a.left - a.width + b.left == 8", "UISV-spacing: -b.left - b.width + c.left == 8",
            ])
    }

    @Test func aLabelHugsItsTextAndResistsCompressionAtItsPriorities() {
        var title = constrained(.label, "title")
        title.text = "Hello"
        title.autoLayout?.hugging.horizontal = LayoutPriority(251)
        let root = constrainedRoot(Size(width: 375, height: 667), children: [title])
        #expect(
            Self.constraints(root, "NSContentSizeLayoutConstraint", size: Size(width: 375, height: 667)) == [
                "NSContentSizeLayoutConstraint: title.width <= 50 @251",
                "NSContentSizeLayoutConstraint: title.width >= 50 @750",
                "NSContentSizeLayoutConstraint: title.height <= 20 @250",
                "NSContentSizeLayoutConstraint: title.height >= 20 @750",
            ])
    }

    @Test func constraintsThatCannotBeUsedAreLocatedIssues() {
        let root = constrainedRoot(
            Size(width: 375, height: 667),
            constraints: [
                pin(.view("card"), .width, .equal, .view("root"), .width, multiplier: 0, id: "m0", line: 7),
                pin(.view("ghost"), .top, .equal, .view("root"), .top, id: "g1", line: 8),
                pin(.view("card"), .top, .equal, .view("root"), .width, id: "p1", line: 9),
                pin(.view("card"), .left, .equal, .view("root"), .top, id: "x1", line: 10),
                pin(.view("card"), .centerX, id: "n1", line: 11),
            ],
            children: [constrained(.view, "card")])
        let environment = ConstraintEnvironment(size: Size(width: 375, height: 667))
        let system = ConstraintSystem(root: root, environment: environment, metrics: FakeTextMetrics())
        #expect(
            system.issues.map(\.description) == [
                "Test.storyboard:7:5: constraint m0 has a multiplier of 0 on a width; it is ignored",
                "Test.storyboard:8:5: constraint g1 names `ghost`, which is no view of this screen; it is ignored",
                "Test.storyboard:9:5: constraint p1 relates a size to a position (top to width); it is ignored",
                "Test.storyboard:10:5: constraint x1 relates positions on different axes (left to top); it is ignored",
                "Test.storyboard:11:5: constraint n1 places the centerX of a view without a second item; it is ignored",
            ])
    }
}
