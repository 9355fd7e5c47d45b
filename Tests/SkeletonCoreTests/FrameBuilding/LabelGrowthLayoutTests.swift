import SkeletonCore
import TestSupport
import Testing

/// SkeletonView's UILabel+Extensions.swift: a label grows on show and returns to its height on
/// hide; content is drawn in the layout without growth, skeleton shapes in the grown one.
@Suite struct LabelGrowthLayoutTests {
    /// A vertical stack: a 3-line label 20 tall (grows to 65) above a red 30-point view.
    static func growing(below: ViewNode? = nil) -> LayoutSpec {
        var red = view(.view)
        red.height = .fixed(30)
        red.backgroundColor = AdaptiveColor(RGBA8(rgb: 0xFF0000))
        var title = label(nil, lines: 3, text: "Hi")
        title.height = .fixed(20)
        return screen(
            width: 200, height: 200, root: stack(.vertical, children: [title, red] + (below.map { [$0] } ?? [])))
    }

    static func prepared(_ spec: LayoutSpec = growing(), mode: ThemeMode = .skeletonView) -> PreparedLayout {
        var theme = Theme(name: "t")
        theme.mode = mode
        return PreparedLayout(layout: spec, theme: theme, metrics: FakeTextMetrics(), options: LayoutOptions())
    }

    static func fills(_ list: DisplayList, _ role: ShapeRole) -> [ShapeFill] {
        list.commands.compactMap { command in
            if case .fill(let shape) = command, shape.role == role { return shape }
            return nil
        }
    }

    static func texts(_ list: DisplayList) -> [TextRun] {
        list.commands.compactMap { command in
            if case .text(let run) = command { return run }
            return nil
        }
    }

    static let solid = SkeletonTimeline(style: .solid, transitions: TransitionSettings())

    @Test func shownSkeletonUsesTheGrownLayout() {
        let list = Self.prepared().displayList(at: 1, timeline: Self.solid)
        #expect(
            Self.fills(list, .textLine).map(\.rect) == [
                rect(0, 0, 200, 15), rect(0, 25, 200, 15), rect(0, 50, 140, 15),
            ])
        #expect(Self.fills(list, .block).map(\.rect) == [rect(0, 65, 200, 30)])
        #expect(Self.fills(list, .background).isEmpty)
    }

    @Test func contentBeforeTheShowIsInTheLayoutWithoutGrowth() {
        var timeline = SkeletonTimeline.hidden(style: .solid, transitions: TransitionSettings())
        timeline.requestShow(at: 10)
        let list = Self.prepared().displayList(at: 0, timeline: timeline)
        #expect(Self.fills(list, .background).map(\.rect) == [rect(0, 20, 200, 30)])
        #expect(Self.texts(list).map(\.baselineOrigin) == [Point(x: 0, y: 16)])
    }

    @Test func eachSideOfTheHideCrossDissolveKeepsItsLayout() {
        var timeline = Self.solid
        timeline.requestHide(at: 2)
        let list = Self.prepared().displayList(at: 2.125, timeline: timeline)
        #expect(Self.fills(list, .block).map(\.rect) == [rect(0, 65, 200, 30)])
        #expect(Self.fills(list, .block).map(\.opacity) == [0.5])
        #expect(Self.fills(list, .background).map(\.rect) == [rect(0, 20, 200, 30)])
        #expect(Self.fills(list, .background).map(\.opacity) == [0.5])
        #expect(Self.texts(list).map(\.baselineOrigin) == [Point(x: 0, y: 16)])
    }

    @Test func contentIsBackInItsLayoutAfterTheHide() {
        var timeline = Self.solid
        timeline.requestHide(at: 2)
        let list = Self.prepared().displayList(at: 3, timeline: timeline)
        #expect(Self.fills(list, .background).map(\.rect) == [rect(0, 20, 200, 30)])
        #expect(Self.fills(list, .block).isEmpty && Self.fills(list, .textLine).isEmpty)
    }

    @Test func aLayoutWithoutGrowthKeepsOneLayout() {
        var spec = Self.growing()
        spec.root.children[0].numberOfLines = 1
        #expect(Self.prepared(spec).contentLayout == nil)
        #expect(Self.prepared().contentLayout?.isAligned == true)
    }

    @Test func templateModeNeverGrowsLabels() {
        let prepared = Self.prepared(mode: .shimmerTemplate(ShimmerTemplateSettings()))
        #expect(prepared.contentLayout == nil)
        #expect(prepared.root.children.map(\.frame) == [rect(0, 0, 200, 20), rect(0, 20, 200, 30)])
    }

    @Test func aListWhoseRowCountChangesSwitchesWholeLayouts() {
        var cell = view(.view, children: [label(rect(10, 10, 100, 20), lines: 1)])
        cell.backgroundColor = AdaptiveColor(RGBA8(rgb: 0x00FF00))
        var spec = TableSpec(cell: cell)
        spec.rowHeight = .fixed(44)
        var table = view(.table)
        table.height = .fill
        table.list = .table(spec)
        let prepared = Self.prepared(Self.growing(below: table))
        #expect(prepared.contentLayout?.isAligned == false)
        var timeline = Self.solid
        timeline.requestHide(at: 2)
        // Grown: the table is 200 − 65 − 30 = 105 tall (3 rows); without growth 150 (4 rows).
        let shown = prepared.displayList(at: 1, timeline: timeline)
        #expect(Self.fills(shown, .background).map(\.rect.minY) == [95, 139, 183])
        let hidden = prepared.displayList(at: 3, timeline: timeline)
        #expect(Self.fills(hidden, .background).map(\.rect.minY) == [20, 50, 94, 138, 182])
    }
}
