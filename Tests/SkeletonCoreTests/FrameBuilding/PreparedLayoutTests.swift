import SkeletonCore
import TestSupport
import Testing

/// The engine: cached layout and scene, per-frame paints and opacities.
@Suite struct PreparedLayoutTests {
    /// A card: a white rounded container with an avatar, a title label and a button.
    static func card() -> LayoutSpec {
        var root = view(.view, frame: rect(10, 10, 300, 100))
        root.backgroundColor = AdaptiveColor(RGBA8(rgb: 0xFFFFFF))
        root.cornerRadius = 12
        var avatar = view(.imageView, frame: rect(10, 10, 60, 60))
        avatar.cornerRadius = 30
        avatar.clipsToBounds = true
        avatar.image = "avatar.png"
        var title = label(rect(80, 10, 200, 20), lines: 1, text: "Hello")
        title.textColor = AdaptiveColor(RGBA8(rgb: 0x111111))
        root.children = [avatar, title]
        return LayoutSpec(name: "card", size: Size(width: 320, height: 120), root: root)
    }

    static func prepared(
        _ spec: LayoutSpec = card(), theme: Theme = Theme(name: "t"), options: LayoutOptions = LayoutOptions()
    ) -> PreparedLayout {
        PreparedLayout(layout: spec, theme: theme, metrics: FakeTextMetrics(), options: options)
    }

    static let solid = SkeletonTimeline(style: .solid, transitions: TransitionSettings())

    @Test func sizeIsTheLayoutCanvas() {
        #expect(Self.prepared().size == Size(width: 320, height: 120))
    }

    @Test func settledSolidSkeletonCoversTheLeavesAboveTheContainerBackground() {
        let list = Self.prepared().displayList(at: 5, timeline: Self.solid)
        let tint = RGBA8(rgb: 0xECF0F1)
        #expect(list.background == RGBA8(rgb: 0xFFFFFF))
        #expect(
            list.commands == [
                .fill(
                    ShapeFill(
                        rect: rect(10, 10, 300, 100), radii: CornerRadii(uniform: 12),
                        paint: .solid(RGBA8(rgb: 0xFFFFFF)), role: .background)),
                .pushClip(rect: rect(20, 20, 60, 60), radii: CornerRadii(uniform: 30)),
                .fill(ShapeFill(rect: rect(20, 20, 60, 60), radii: .zero, paint: .solid(tint), role: .block)),
                .popClip,
                .fill(ShapeFill(rect: rect(90, 22.5, 140, 15), radii: .zero, paint: .solid(tint), role: .textLine)),
            ])
    }

    @Test func beforeTheShowContentIsDrawnAndNoSkeleton() {
        var timeline = SkeletonTimeline.hidden(style: .solid, transitions: TransitionSettings())
        timeline.requestShow(at: 10)
        let list = Self.prepared().displayList(at: 0, timeline: timeline)
        let kinds = list.commands.map { command -> String in
            switch command {
            case .fill(let shape): shape.role.rawValue
            case .text(let run): "text:" + run.text
            case .image(let image): "image:" + image.name
            case .border: "border"
            case .shadow: "shadow"
            case .pushClip: "clip"
            case .popClip: "endClip"
            case .beginGroup, .endGroup: "group"
            }
        }
        #expect(kinds == ["background", "image:avatar.png", "clip", "endClip", "text:Hello"])
    }

    @Test func contentCrossDissolvesWithTheSkeletonHalfwayThroughTheShowFade() {
        let list = Self.prepared().displayList(at: 0.125, timeline: Self.solid)
        let opacities = list.commands.compactMap { command -> Double? in
            switch command {
            case .fill(let shape): shape.opacity
            case .text(let run): run.opacity
            case .image(let image): image.opacity
            default: nil
            }
        }
        #expect(opacities == [1, 0.5, 0.5, 0.5, 0.5])
    }
}

extension PreparedLayoutTests {
    @Test func animatedRectsAreTheSkeletonShapes() {
        #expect(Self.prepared().animatedRects == [rect(20, 20, 60, 60), rect(90, 22.5, 140, 15)])
    }

    @Test func rootFrameIsMirroredInTheCanvasInRightToLeft() {
        let prepared = Self.prepared(options: LayoutOptions(forceRightToLeft: true))
        #expect(prepared.root.frame == rect(10, 10, 300, 100))
        #expect(prepared.root.children.map(\.frame) == [rect(240, 20, 60, 60), rect(30, 20, 200, 20)])
    }
}

extension PreparedLayoutTests {
    @Test func renderingIntoAListReusesItAndGivesTheSameFrame() {
        let prepared = Self.prepared()
        var list = DisplayList(size: .zero, background: RGBA8(rgb: 0x123456), commands: [.endGroup])
        prepared.displayList(at: 5, timeline: Self.solid, into: &list)
        #expect(list == prepared.displayList(at: 5, timeline: Self.solid))
        prepared.displayList(at: 0, timeline: Self.solid, into: &list)
        #expect(list == prepared.displayList(at: 0, timeline: Self.solid))
    }
}
