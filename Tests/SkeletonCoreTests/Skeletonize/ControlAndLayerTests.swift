import SkeletonCore
import TestSupport
import Testing

/// A control of `kind` at a frame.
private func control(_ kind: ViewKind, _ frame: Rect? = nil, _ change: (inout ViewNode) -> Void = { _ in }) -> ViewNode
{
    var node = view(kind, frame: frame)
    change(&node)
    return node
}

/// The content-mode commands of a scene's elements, flattened in drawing order.
private func commands(_ spec: LayoutSpec) -> [DrawCommand] {
    scene(spec).elements.flatMap { element -> [DrawCommand] in
        if case .content(let commands, _, _) = element { return commands }
        return []
    }
}

@Test func controlsFitToUIKitsIntrinsicSizesInAStack() {
    let row = stack(
        .horizontal, alignment: .leading,
        children: [
            control(.switchControl), control(.stepper),
            control(.activityIndicatorView) { $0.control.isAnimating = true },
            control(.segmentedControl) { $0.control.segments = ["One", "Three"] },
            control(.pageControl) { $0.control.numberOfPages = 3 },
        ])
    let frames = placed(screen(root: row)).children.map(\.frame)
    // Segments: the widest title (5 × 10) + 18.5, twice; pages: 3 × 16 + 10.
    #expect(
        frames == [
            rect(0, 0, 51, 31), rect(51, 0, 94, 32), rect(145, 0, 20, 20), rect(165, 0, 137, 32), rect(302, 0, 58, 26),
        ])
    let bars = stack(
        .vertical, children: [control(.navigationBar), control(.searchBar), control(.tabBar), control(.progressView)])
    #expect(
        placed(screen(width: 390, root: bars)).children.map(\.frame) == [
            rect(0, 0, 390, 44), rect(0, 44, 390, 56), rect(0, 100, 390, 49), rect(0, 149, 390, 4),
        ])
}

@Test func aControlIsOnePlainSkeletonBlockAsUpstreamTreatsAView() {
    var toggle = control(.switchControl, rect(10, 20, 51, 31)) { $0.control.isOn = true }
    toggle.skeletonCornerRadius = 15.5
    let shapes = skeletonShapes(screen([toggle, control(.slider, rect(0, 60, 200, 31))]))
    #expect(shapes.map(\.rect) == [rect(10, 20, 51, 31), rect(0, 60, 200, 31)])
    #expect(shapes.map(\.role) == [.block, .block])
    #expect(shapes[0].radii == CornerRadii(uniform: 15.5))
}

@Test func aSpacerIsNeverSkeletonized() {
    var spacer = ViewNode(kind: .spacer)
    spacer.isSkeletonable = false
    spacer.height = .fixed(40)
    let column = stack(.vertical, children: [label(nil, text: "a"), spacer, label(nil, text: "b")])
    #expect(
        placed(screen(root: column)).children.map(\.frame) == [
            rect(0, 0, 400, 20), rect(0, 20, 400, 40), rect(0, 60, 400, 20),
        ])
    #expect(skeletonRects(screen(root: column)).count == 2)
}

@Test func aSwitchDrawsItsTrackAndThumbAtTheSideOfItsState() {
    let on = commands(screen([control(.switchControl, rect(0, 0, 51, 31)) { $0.control.isOn = true }]))
    #expect(on.count == 3)
    #expect(
        on[0]
            == .fill(
                ShapeFill(
                    rect: rect(0, 0, 51, 31), radii: CornerRadii(uniform: 15.5), paint: .solid(RGBA8(rgb: 0x34C759)),
                    role: .background)))
    #expect(
        on[2]
            == .fill(
                ShapeFill(
                    rect: rect(22, 2, 27, 27), radii: CornerRadii(uniform: 13.5), paint: .solid(RGBA8(rgb: 0xFFFFFF)),
                    role: .background)))
    let off = commands(screen([control(.switchControl, rect(0, 0, 51, 31))]))
    #expect(
        off[0]
            == .fill(
                ShapeFill(
                    rect: rect(0, 0, 51, 31), radii: CornerRadii(uniform: 15.5), paint: .solid(RGBA8(rgb: 0xE5E5EA)),
                    role: .background)))
    #expect(
        off[2]
            == .fill(
                ShapeFill(
                    rect: rect(2, 2, 27, 27), radii: CornerRadii(uniform: 13.5), paint: .solid(RGBA8(rgb: 0xFFFFFF)),
                    role: .background)))
}

@Test func aSliderTintsItsTrackUpToTheValue() {
    let drawn = commands(screen([control(.slider, rect(0, 0, 228, 31)) { $0.control.value = 0.5 }]))
    // Thumb travel 228 − 28 = 200: the centre at 14 + 100.
    #expect(
        drawn[1]
            == .fill(
                ShapeFill(
                    rect: rect(0, 13.5, 114, 4), radii: CornerRadii(uniform: 2), paint: .solid(RGBA8(rgb: 0x007AFF)),
                    role: .background)))
    #expect(
        drawn[3]
            == .fill(
                ShapeFill(
                    rect: rect(100, 1.5, 28, 28), radii: CornerRadii(uniform: 14), paint: .solid(RGBA8(rgb: 0xFFFFFF)),
                    role: .background)))
}

@Test func aPageControlAndProgressViewDrawTheirState() {
    let dots = commands(
        screen([
            control(.pageControl, rect(0, 0, 100, 26)) {
                $0.control.numberOfPages = 3
                $0.control.currentPage = 2
            }
        ]))
    #expect(
        dots.map { if case .fill(let f) = $0 { f.rect } else { .zero } } == [
            rect(30.5, 9.5, 7, 7), rect(46.5, 9.5, 7, 7), rect(62.5, 9.5, 7, 7),
        ])
    #expect(
        dots.map { command -> Paint? in if case .fill(let f) = command { f.paint } else { nil } }.last
            == Paint.solid(RGBA8(rgb: 0x000000)))
    let bar = commands(screen([control(.progressView, rect(0, 0, 200, 4)) { $0.control.progress = 0.25 }]))
    #expect(
        bar[1]
            == .fill(
                ShapeFill(
                    rect: rect(0, 0, 50, 4), radii: CornerRadii(uniform: 2), paint: .solid(RGBA8(rgb: 0x007AFF)),
                    role: .background)))
    let stopped = commands(screen([control(.activityIndicatorView, rect(0, 0, 20, 20))]))
    #expect(stopped.isEmpty)  // hidesWhenStopped, as UIKit
}

@Test func barsAndSegmentsDrawTheirTitles() {
    func texts(_ node: ViewNode) -> [String] {
        commands(screen([node])).compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }
    #expect(texts(control(.navigationBar, rect(0, 0, 390, 44)) { $0.control.title = "Inbox" }) == ["Inbox"])
    #expect(texts(control(.tabBar, rect(0, 0, 390, 49)) { $0.control.items = ["Home", "Me"] }) == ["Home", "Me"])
    #expect(texts(control(.toolbar, rect(0, 0, 390, 44)) { $0.control.items = ["Edit"] }) == ["Edit"])
    #expect(texts(control(.segmentedControl, rect(0, 0, 300, 32)) { $0.control.segments = ["A", "B"] }) == ["A", "B"])
    #expect(texts(control(.searchBar, rect(0, 0, 390, 56)) { $0.control.placeholder = "Find" }) == ["Find"])
}

@Test func aLargeTitleIsDrawnBoldAtTheLeadingMarginOfItsBandAndInlineWhereTheScreenShowsNone() {
    func titles(_ metrics: BarMetrics, height: Double) -> [(x: Double, size: Double)] {
        let bar = control(.navigationBar, rect(0, 0, 390, height)) {
            $0.control.title = "Inbox"
            $0.control.prefersLargeTitles = true
            $0.control.barMetrics = metrics
        }
        return commands(screen([bar])).compactMap {
            if case .text(let run) = $0 { (run.baselineOrigin.x, run.font.size) } else { nil }
        }
    }
    // Upright: 34 points at x 16 in the band below the 44-point bar (the bar's own title hidden).
    let upright = titles(.phone, height: 96)
    #expect(upright.map(\.x) == [16])
    #expect(upright.map(\.size) == [34])
    // On a phone on its side: the 32-point bar's centred 17-point title (5 letters × 10 wide).
    let onItsSide = titles(.compactHeight, height: 32)
    #expect(onItsSide.map(\.x) == [170])
    #expect(onItsSide.map(\.size) == [17])
}

@Test func theShadowComesBeforeTheViewAndTheBorderAfterItsSkeleton() {
    var card = view(.view, frame: rect(10, 10, 100, 50))
    card.cornerRadius = 8
    card.backgroundColor = AdaptiveColor(RGBA8(rgb: 0xFFFFFF))
    card.borderWidth = 2
    card.borderColor = AdaptiveColor(RGBA8(rgb: 0xFF0000))
    var shadow = LayerShadow()
    shadow.opacity = 0.5
    shadow.offset = Size(width: 0, height: 4)
    shadow.radius = 6
    card.shadow = shadow
    let elements = scene(screen([card])).elements
    #expect(elements.count == 4)
    #expect(
        elements[0]
            == .content(
                [
                    .shadow(
                        ShadowDraw(
                            rect: rect(10, 14, 100, 50), radii: CornerRadii(uniform: 8), blur: 6,
                            color: RGBA8(r: 0, g: 0, b: 0, a: 128)))
                ], visibility: [], needsGroup: false))
    if case .skeleton(let block, _) = elements[2] {
        #expect(block.rect == rect(10, 10, 100, 50))
    } else {
        Issue.record("no skeleton")
    }
    #expect(
        elements[3]
            == .content(
                [
                    .border(
                        BorderDraw(
                            rect: rect(10, 10, 100, 50), radii: CornerRadii(uniform: 8), width: 2,
                            color: RGBA8(rgb: 0xFF0000)))
                ], visibility: [], needsGroup: false))
}

@Test func aShadowWithoutOpacityAndABorderWithoutWidthDrawNothing() {
    var card = view(.view, frame: rect(0, 0, 10, 10))
    card.shadow = LayerShadow()
    card.borderColor = AdaptiveColor(RGBA8(rgb: 0xFF0000))
    #expect(scene(screen([card])).elements.count == 1)  // the skeleton only
}

@Test func aTabBarStacksItsItemsOnAnUprightPhoneAndPutsThemSideBySideElsewhere() {
    // Two items in a 390-point bar: 195 points each; the fake metrics give 10 points a letter.
    func items(_ metrics: BarMetrics, height: Double) -> (icons: [Rect], titles: [(x: Double, size: Double)]) {
        let bar = control(.tabBar, rect(0, 0, 390, height)) {
            $0.control.items = ["Home", "Me"]
            $0.control.barMetrics = metrics
        }
        let drawn = commands(screen([bar]))
        // The bar's background and hairline come first.
        let icons = drawn.compactMap { if case .fill(let shape) = $0 { shape.rect } else { nil } }.dropFirst(2)
        let titles = drawn.compactMap {
            if case .text(let run) = $0 { (run.baselineOrigin.x, run.font.size) } else { nil }
        }
        return (Array(icons), titles)
    }
    // Upright: a 24 × 22 icon 7 points down over each item's middle (97.5, 292.5), 10-point titles under it.
    let upright = items(.phone, height: 49)
    #expect(upright.icons == [rect(85.5, 7, 24, 22), rect(280.5, 7, 24, 22)])
    #expect(upright.titles.map(\.size) == [10, 10])
    // On its side, in the 32-point bar: an 18-point icon, 6 points, the 13-point title, centred:
    // "Home" 18 + 6 + 40 = 64 wide from (195 − 64) / 2 = 65.5; "Me" 44 wide from 195 + 75.5.
    let onItsSide = items(.compactHeight, height: 32)
    #expect(onItsSide.icons == [rect(65.5, 7, 18, 18), rect(270.5, 7, 18, 18)])
    #expect(onItsSide.titles.map(\.x) == [89.5, 294.5])
    #expect(onItsSide.titles.map(\.size) == [13, 13])
    // An iPad's 50-point bar: 22-point icons centred in its height: "Home" 68 wide from 63.5.
    let pad = items(.pad, height: 50)
    #expect(pad.icons == [rect(63.5, 14, 22, 22), rect(268.5, 14, 22, 22)])
    #expect(pad.titles.map(\.x) == [91.5, 296.5])
    // A title too long for its item is cut to the room beside the icon; an empty title leaves the icon centred.
    let crowded = control(.tabBar, rect(0, 0, 100, 32)) {
        $0.control.items = ["Downloads and more", ""]
        $0.control.barMetrics = .compactHeight
    }
    let drawn = commands(screen([crowded]))
    let runs = drawn.compactMap { if case .text(let run) = $0 { run } else { nil } }
    #expect(runs.count == 1)
    #expect(runs.allSatisfy { $0.width <= 50 - 18 - 6 })
    let icons = drawn.compactMap { if case .fill(let shape) = $0 { shape.rect } else { nil } }.dropFirst(2)
    #expect(icons.last == rect(66, 7, 18, 18))
}
