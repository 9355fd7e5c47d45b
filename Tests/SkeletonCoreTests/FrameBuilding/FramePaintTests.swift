import SkeletonCore
import TestSupport
import Testing

/// Per-frame paints and opacities of a prepared layout.
@Suite struct FramePaintTests {
    static let line = rect(0, 12.5, 140, 15)

    static func prepared(theme: Theme = Theme(name: "t"), rtl: Bool = false, root: ViewNode? = nil) -> PreparedLayout {
        let spec = LayoutSpec(name: "one", size: Size(width: 200, height: 40), root: root ?? label(nil, lines: 1))
        return PreparedLayout(
            layout: spec, theme: theme, metrics: FakeTextMetrics(), options: LayoutOptions(forceRightToLeft: rtl))
    }

    static func fills(_ list: DisplayList) -> [ShapeFill] {
        list.commands.compactMap { command in
            if case .fill(let shape) = command { return shape }
            return nil
        }
    }

    @Test func slidingGradientPaintsEachLineInItsOwnBox() {
        let timeline = SkeletonTimeline(style: .gradientAnimated, transitions: TransitionSettings())
        let state = timeline.state(at: 1)
        let expected = SkeletonPaint.paint(
            style: .gradientAnimated, colors: ResolvedSkeletonColors(appearance: .default, scheme: .light),
            animation: ThemeAnimation(), rtl: false, directionOverride: nil, box: Self.line,
            animationTime: state.animationTime)
        #expect(Self.fills(Self.prepared().displayList(at: 1, timeline: timeline)).map(\.paint) == [expected])
    }

    @Test func rightToLeftHoldersSlideRightToLeft() {
        let timeline = SkeletonTimeline(style: .gradientAnimated, transitions: TransitionSettings())
        let state = timeline.state(at: 1)
        let rtlLine = rect(60, 12.5, 140, 15)
        let expected = SkeletonPaint.paint(
            style: .gradientAnimated, colors: ResolvedSkeletonColors(appearance: .default, scheme: .light),
            animation: ThemeAnimation(), rtl: true, directionOverride: nil, box: rtlLine,
            animationTime: state.animationTime)
        let fills = Self.fills(Self.prepared(rtl: true).displayList(at: 1, timeline: timeline))
        #expect(fills.map(\.rect) == [rtlLine])
        #expect(fills.map(\.paint) == [expected])
    }

    @Test func layoutShimmerSpaceRunsOneBandAcrossTheLayout() {
        var theme = Theme(name: "t")
        theme.animation.sliding.shimmerSpace = .layout
        let timeline = SkeletonTimeline(style: .gradientAnimated, transitions: TransitionSettings())
        let state = timeline.state(at: 1)
        let expected = SkeletonPaint.paint(
            style: .gradientAnimated, colors: ResolvedSkeletonColors(appearance: .default, scheme: .light),
            animation: theme.animation, rtl: false, directionOverride: nil, box: Self.line,
            layoutBox: rect(0, 0, 200, 40), animationTime: state.animationTime)
        #expect(
            Self.fills(Self.prepared(theme: theme).displayList(at: 1, timeline: timeline)).map(\.paint) == [expected])
    }

    @Test func styleSwitchDrawsThePreviousStyleFadingOutAboveTheNew() {
        var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings())
        timeline.setStyle(.gradient, at: 5)
        let state = timeline.state(at: 5.1)
        let fills = Self.fills(Self.prepared().displayList(at: 5.1, timeline: timeline))
        #expect(state.previousStyle == .solid)
        #expect(fills.count == 2)
        #expect(fills[1].paint == .solid(RGBA8(rgb: 0xECF0F1)))
        #expect(fills[1].opacity == 1 - state.styleBlend)
        if case .linear = fills[0].paint {} else { Issue.record("the new style should be a gradient") }
    }

    @Test func hiddenWhileActiveViewsVanishOnlyWhileActive() {
        var hidden = view(.button, frame: rect(0, 0, 50, 20))
        hidden.isHiddenWhenSkeletonIsActive = true
        hidden.backgroundColor = AdaptiveColor(RGBA8(rgb: 0x00FF00))
        let prepared = Self.prepared(
            root: view(.view, children: [hidden, view(.imageView, frame: rect(60, 0, 20, 20))]))
        var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings(), shownAt: 1)
        timeline.requestHide(at: 3)
        #expect(Self.fills(prepared.displayList(at: 0, timeline: timeline)).map(\.role) == [.background])
        #expect(Self.fills(prepared.displayList(at: 2, timeline: timeline)).map(\.rect) == [rect(60, 0, 20, 20)])
        #expect(Self.fills(prepared.displayList(at: 9, timeline: timeline)).map(\.role) == [.background])
    }

    static func photo() -> PreparedLayout {
        var image = view(.imageView, frame: rect(0, 0, 40, 40))
        image.image = "photo.png"
        image.backgroundColor = AdaptiveColor(RGBA8(rgb: 0x777777))
        return prepared(root: view(.view, children: [image]))
    }

    @Test func imageBackgroundClearsAtOnceWhileTheImageFadesOut() {
        let list = Self.photo().displayList(
            at: 0.125, timeline: SkeletonTimeline(style: .solid, transitions: TransitionSettings()))
        #expect(
            list.commands.prefix(1) == [
                .image(
                    ImageDraw(
                        name: "photo.png", rect: rect(0, 0, 40, 40), radii: .zero, contentMode: .scaleAspectFill,
                        opacity: 0.5))
            ])
        #expect(Self.fills(list).map(\.role) == [.block])
    }

    @Test func overlappingContentFadesBackInAsAGroupOnHide() {
        var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings())
        timeline.requestHide(at: 5)
        let commands = Self.photo().displayList(at: 5.125, timeline: timeline).commands
        #expect(commands.first == .beginGroup(opacity: 0.5))
        #expect(commands[3] == .endGroup)
        #expect(
            Self.fills(DisplayList(size: .zero, background: RGBA8(rgb: 0), commands: commands)).map(\.role) == [
                .background, .block,
            ])
    }

    @Test func templateMaskAppliesOnlyWhileTheSkeletonIsVisible() {
        var theme = Theme(name: "t")
        theme.mode = .shimmerTemplate(ShimmerTemplateSettings())
        let prepared = Self.prepared(
            theme: theme, root: view(.view, children: [view(.imageView, frame: rect(0, 0, 40, 40))]))
        var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings(), shownAt: 1)
        timeline.requestHide(at: 3)
        let before = prepared.displayList(at: 0, timeline: timeline).commands
        let during = prepared.displayList(at: 2, timeline: timeline).commands
        #expect(before.isEmpty)
        #expect(
            during == [
                .pushClip(rect: rect(0, 0, 40, 40), radii: CornerRadii(uniform: 5)),
                .fill(
                    ShapeFill(
                        rect: rect(0, 0, 40, 40), radii: CornerRadii(uniform: 5), paint: .solid(RGBA8(rgb: 0xD8D8D8)),
                        role: .placeholder)),
                .popClip,
            ])
    }

    @Test func darkSchemeResolvesTheDarkTintAndBackground() {
        let prepared = PreparedLayout(
            layout: LayoutSpec(name: "one", size: Size(width: 200, height: 40), root: label(nil, lines: 1)),
            theme: Theme(name: "t"), metrics: FakeTextMetrics(), options: LayoutOptions(colorScheme: .dark))
        let list = prepared.displayList(
            at: 5, timeline: SkeletonTimeline(style: .solid, transitions: TransitionSettings()))
        #expect(list.background == RGBA8(rgb: 0x000000))
        #expect(Self.fills(list).map(\.paint) == [.solid(RGBA8(rgb: 0x1C2325))])
    }
}
