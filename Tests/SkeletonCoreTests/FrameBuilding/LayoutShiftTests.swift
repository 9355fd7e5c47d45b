import SkeletonCore
import TestSupport
import Testing

/// How far views jump when the content replaces the skeleton (`LayoutShift`).
@Suite struct LayoutShiftTests {
    /// A 200 × 200 vertical stack: a 3-line label 20 high, which UILabel+Extensions.swift grows on
    /// show to 3·15 + 2·10 = 65, above a 30-point view that the growth pushes down by 45.
    @Test func grownLabelInAStackMovesTheViewBelowIt() {
        var red = view(.view, id: "red")
        red.height = .fixed(30)
        var title = label(nil, lines: 3, text: "Hi", id: "title")
        title.height = .fixed(20)
        let spec = screen(width: 200, height: 200, root: stack(.vertical, children: [title, red]))
        let prepared = PreparedLayout(
            layout: spec, theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions())
        let shift = LayoutShift(of: prepared)
        #expect(shift.views.map(\.node.id) == ["title", "red"])
        #expect(shift.views.map(\.skeleton) == [rect(0, 0, 200, 65), rect(0, 65, 200, 30)])
        #expect(shift.views.map(\.content) == [rect(0, 0, 200, 20), rect(0, 20, 200, 30)])
        // title: union 200·65 / 200² = 0.325, distance 45 / 200 = 0.225; red: the boxes do not
        // overlap (45 > 30), union 2·200·30 / 200² = 0.3, distance 0.225.
        #expect(shift.views.map(\.score) == [0.325 * 0.225, 0.3 * 0.225])
        #expect(shift.score == 0.325 * 0.225 + 0.3 * 0.225)
    }

    /// A 3-line label 20 high behind an ancestor that is not skeletonable: show() never reaches
    /// it (`recursiveShowSkeleton`, UIView+SkeletonView.swift), so it never grows and nothing shifts.
    @Test func labelShowNeverReachesDoesNotGrowOrShift() {
        var title = label(rect(0, 0, 100, 20), lines: 3, text: "Hi", id: "title")
        title.height = .fixed(20)
        var card = view(.view, id: "card", frame: rect(0, 0, 100, 100), children: [title])
        card.isSkeletonable = false
        let prepared = PreparedLayout(
            layout: screen([card]), theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions())
        #expect(LayoutShift(of: prepared).views.isEmpty)
        card.isSkeletonable = true
        let reached = PreparedLayout(
            layout: screen([card]), theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions())
        #expect(LayoutShift(of: reached).views.map(\.skeleton) == [rect(0, 0, 100, 65)])
    }

    /// A layout where nothing grows or hides does not shift.
    @Test func layoutWithoutGrowthDoesNotShift() {
        let spec = screen([label(rect(0, 0, 100, 20), lines: 1, id: "name")])
        let prepared = PreparedLayout(
            layout: spec, theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions())
        #expect(LayoutShift(of: prepared).views.isEmpty)
        #expect(LayoutShift(of: prepared).score == 0)
    }
}
