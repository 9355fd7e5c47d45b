import SkeletonCore
import TestSupport
import Testing

/// UIView-Shimmer's template look (UIView+Template.swift, UIView+Shimmer.swift) and the cases of
/// its Tests/UIView-ShimmerTests.
@Suite struct ShimmerTemplateTests {
    static let template = ThemeMode.shimmerTemplate(ShimmerTemplateSettings())

    /// The ids of a tree's template targets, in collection order.
    static func targetIDs(_ root: ViewNode) -> [String] {
        let tree = placed(screen(root: root))
        var ids: [String: String] = [:]
        func index(_ view: PlacedView) {
            ids[view.path] = view.node.id ?? view.path
            view.children.forEach(index)
        }
        index(tree)
        return TemplateTargets(root: tree).paths.compactMap { ids[$0] }
    }

    /// A label measured 75×25 by `metrics75x25`.
    static func label75(_ frame: Rect, alignment: TextAlignment) -> ViewNode {
        label(frame, lines: 1, alignment: alignment, text: "ABCDE")
    }

    static let metrics75x25 = FakeTextMetrics(advance: 15, lineHeight: 25)

    @Test func allTemplateViewsAreCollectedDepthFirst() {
        let root = view(
            .view,
            children: [
                view(.view, id: "view1", frame: rect(0, 0, 10, 10)),
                view(.view, id: "view2", frame: rect(0, 20, 10, 10)),
                stack(
                    .vertical, frame: rect(0, 40, 100, 100),
                    children: [view(.button, id: "button"), label(nil, id: "label")]),
            ])
        #expect(Self.targetIDs(root) == ["view1", "view2", "button", "label"])
    }

    @Test func excludedItemsAreLeftOut() {
        var cell = view(.view, id: "cell", frame: rect(0, 0, 300, 80))
        var children = [
            label(rect(0, 0, 10, 10), id: "label"), view(.button, id: "button"), view(.imageView, id: "imageView"),
        ]
        for index in children.indices { children[index].isSkeletonable = false }
        cell.children = children
        cell.shimmeringAnimatedItems = ["label", "button", "imageView"]
        cell.excludedItems = ["label"]
        #expect(Self.targetIDs(view(.view, children: [cell])) == ["button", "imageView"])
    }

    @Test func exclusionsAreInheritedByDescendants() {
        var parent = view(
            .view, frame: rect(0, 0, 300, 300),
            children: [
                view(
                    .view, frame: rect(0, 0, 100, 100), children: [view(.button, id: "deep", frame: rect(0, 0, 10, 10))]
                ),
                view(.imageView, id: "kept", frame: rect(0, 100, 10, 10)),
            ])
        parent.shimmeringAnimatedItems = []
        parent.excludedItems = ["deep"]
        #expect(Self.targetIDs(view(.view, children: [parent])) == ["kept"])
    }

    @Test func rightAlignedLabelTemplateHugsTheRightEdgeAtTheTop() {
        let tree = placed(
            screen(root: view(.view, children: [Self.label75(rect(50, 20, 200, 50), alignment: .right)])),
            metrics: Self.metrics75x25)
        #expect(TemplateGeometry(metrics: Self.metrics75x25).frame(of: tree.children[0]) == rect(125, 0, 75, 25))
    }

    @Test func centredLabelTemplateIsCentredAtTheTop() {
        let tree = placed(
            screen(root: view(.view, children: [Self.label75(rect(50, 20, 200, 50), alignment: .center)])),
            metrics: Self.metrics75x25)
        #expect(TemplateGeometry(metrics: Self.metrics75x25).frame(of: tree.children[0]) == rect(62.5, 0, 75, 25))
    }

    @Test func plainViewTemplateIsItsBounds() {
        let root = view(.view, frame: rect(0, 0, 200, 200), children: [view(.view, frame: rect(10, 10, 120, 40))])
        let tree = placed(screen(root: root))
        #expect(TemplateGeometry(metrics: FakeTextMetrics()).frame(of: tree.children[0]) == rect(0, 0, 120, 40))
    }

    @Test func placeholderIsMaskedAndRoundedByAtMostFive() {
        var rounded = view(.view, frame: rect(0, 100, 50, 50))
        rounded.cornerRadius = 12
        let spec = screen(
            root: view(
                .view,
                children: [view(.view, frame: rect(10, 10, 120, 40)), view(.view, frame: rect(0, 60, 40, 6)), rounded]))
        let shapes = templateShapes(scene(spec, mode: Self.template))
        #expect(shapes.map(\.radii) == [CornerRadii(uniform: 5), CornerRadii(uniform: 3), CornerRadii(uniform: 12)])
        #expect(shapes.map(\.rect) == [rect(10, 10, 120, 40), rect(0, 60, 40, 6), rect(0, 100, 50, 50)])
        let masks = scene(spec, mode: Self.template).elements.filter { element in
            if case .pushClip(_, _, let visibility) = element { return visibility == .onlyWhileActive }
            return false
        }
        #expect(masks.count == 3)
    }

    @Test func withoutABackgroundColourThereIsNoShimmer() {
        let spec = screen(root: stack(.vertical, children: [view(.button), label(nil, text: "Hi")]))
        let shapes = templateShapes(scene(spec, mode: Self.template))
        #expect(shapes.map(\.role) == [.placeholder, .placeholder])
    }

    @Test func aViewBackgroundColourAddsAShimmerAboveEachPlaceholder() {
        var settings = ShimmerTemplateSettings()
        settings.viewBackgroundColor = AdaptiveColor(RGBA8(rgb: 0xFFFFFF))
        let spec = screen(root: stack(.vertical, children: [view(.button), label(nil, text: "Hi")]))
        let shapes = templateShapes(scene(spec, mode: .shimmerTemplate(settings)))
        #expect(shapes.map(\.role) == [.placeholder, .shimmer, .placeholder, .shimmer])
        #expect(shapes[1].color == AdaptiveColor(RGBA8(rgb: 0xFFFFFF)))
    }

    @Test func theParentsBackgroundIsTheShimmerBase() {
        var root = view(.view, children: [view(.imageView, frame: rect(0, 0, 40, 40))])
        root.backgroundColor = AdaptiveColor(RGBA8(rgb: 0x000000))
        let shapes = templateShapes(scene(screen(root: root), mode: Self.template))
        #expect(shapes.map(\.role) == [.placeholder, .shimmer])
        #expect(shapes[1].radii == CornerRadii(uniform: 5))
    }

    @Test func animateOffGivesStaticPlaceholders() {
        var settings = ShimmerTemplateSettings()
        settings.animate = false
        settings.viewBackgroundColor = AdaptiveColor(RGBA8(rgb: 0xFFFFFF))
        let shapes = templateShapes(
            scene(screen([view(.imageView, frame: rect(0, 0, 40, 40))]), mode: .shimmerTemplate(settings)))
        #expect(shapes.map(\.role) == [.placeholder])
    }

    @Test func customColourFillsThePlaceholder() {
        var settings = ShimmerTemplateSettings()
        settings.color = AdaptiveColor(RGBA8(rgb: 0xFF0000))
        #expect(placeholderPaint(.shimmerTemplate(settings), scheme: .light) == .solid(RGBA8(rgb: 0xFF0000)))
    }

    @Test func lightDefaultIsD8D8D8() {
        #expect(placeholderPaint(Self.template, scheme: .light) == .solid(RGBA8(r: 216, g: 216, b: 216)))
    }

    @Test func darkDefaultIs333333() {
        #expect(placeholderPaint(Self.template, scheme: .dark) == .solid(RGBA8(r: 51, g: 51, b: 51)))
    }

    /// The paint of a label's placeholder once the skeleton is shown.
    func placeholderPaint(_ mode: ThemeMode, scheme: ColorScheme) -> Paint? {
        var theme = Theme(name: "template")
        theme.mode = mode
        let prepared = PreparedLayout(
            layout: screen([label(rect(0, 0, 200, 40), text: "Hello")]), theme: theme, metrics: FakeTextMetrics(),
            options: LayoutOptions(colorScheme: scheme))
        let list = prepared.displayList(
            at: 5, timeline: SkeletonTimeline(style: .solid, transitions: TransitionSettings()))
        return list.commands.compactMap { command -> Paint? in
            if case .fill(let shape) = command, shape.role == .placeholder { return shape.paint }
            return nil
        }.first
    }
}
