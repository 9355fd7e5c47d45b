import SkeletonCore
import Testing

/// SkeletonView's transitions (UIView+Transitions.swift, CALayer+Extensions.swift) and delayed show
/// (API/SkeletonView.swift): the show/hide fades, the content cross-dissolve, when the animation
/// starts, and the delayed show cancelled by an early hide.
@Suite struct AcceptanceTransitionTests {
    /// A layout with a skeletonable label (text, red background) and a leaf view with a green background.
    static func theme(top: String = "") throws -> AcceptanceTheme {
        try AcceptanceTheme(
            root: ##"""
                {"type": "view", "children": [
                  {"type": "label", "text": "Hello", "numberOfLines": 1, "backgroundColor": "#FF0000", "frame": [0, 0, 200, 40]},
                  {"type": "view", "backgroundColor": "#00FF00", "frame": [0, 50, 200, 40]}
                ]}
                """##, size: (200, 100), top: #""style": "solidAnimated", \#(top)"#)
    }

    /// The frame at t after `hide` (if any) on the theme's timeline.
    static func frame(_ theme: AcceptanceTheme, at t: Double, hideAt hide: Double? = nil) throws -> DisplayList {
        var timeline = theme.timeline
        if let hide { timeline.requestHide(at: hide) }
        return try theme.frame(at: t, timeline: timeline)
    }

    /// The opacity of the green view's background fill, 0 when it is not drawn.
    static func greenOpacity(_ list: DisplayList) -> Double {
        list.fills(.background).first { $0.solidColor?.hexString == "#00FF00" }?.opacity ?? 0
    }

    @Test func showFadesTheSkeletonInWithEaseInOut() throws {
        let theme = try Self.theme()
        #expect(try Self.frame(theme, at: 0).skeletons.allSatisfy { $0.opacity == 0 })
        let quarter = AcceptanceAnimationTests.bezier(0.42, 0, 0.58, 1, at: 0.25)
        let early = try Self.frame(theme, at: 0.0625).skeletons
        #expect(early.count == 2 && early.allSatisfy { abs($0.opacity - quarter) < 1e-6 })
        let half = try Self.frame(theme, at: 0.125).skeletons
        #expect(half.count == 2 && half.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        #expect(try Self.frame(theme, at: 0.25).skeletons.allSatisfy { $0.opacity == 1 })
    }

    @Test func contentCrossDissolvesAgainstTheSkeleton() throws {
        let theme = try Self.theme()
        #expect(Self.greenOpacity(try Self.frame(theme, at: 0)) == 1)
        #expect(abs(Self.greenOpacity(try Self.frame(theme, at: 0.125)) - 0.5) < 1e-9)
        #expect(Self.greenOpacity(try Self.frame(theme, at: 0.25)) == 0)
        let text = try Self.frame(theme, at: 0.125).texts.first
        #expect(text.map { abs($0.opacity - 0.5) < 1e-9 } == true)
        #expect(try Self.frame(theme, at: 0.25).texts.allSatisfy { $0.opacity == 0 })
    }

    @Test func labelBackgroundClearsAtOnce() throws {
        let fading = try Self.frame(try Self.theme(), at: 0.125)
        #expect(!fading.fills(.background).contains { $0.solidColor?.hexString == "#FF0000" && $0.opacity > 0 })
    }

    @Test func longerShowFadeDoesNotDelayTheAnimation() throws {
        let theme = try Self.theme(top: #""transition": {"show": "crossDissolve(1)"},"#)
        let half = try #require(Self.frame(theme, at: 0.5).skeletons.first)
        #expect(abs(half.opacity - 0.5) < 1e-9)
        // Half way through the first pulse pass while still half faded in: (236 + 222) / 2 = 229.
        #expect(half.solidColor?.hexString == "#E5E9EA")
        #expect(try Self.frame(theme, at: 1).skeletons.first?.solidColor?.hexString == "#DEE2E3")
        #expect(try Self.frame(theme, at: 2).skeletons.first?.solidColor?.hexString == "#ECF0F1")
    }

    @Test(arguments: ["none", "crossDissolve(0)"])
    func instantShowStartsTheAnimationAtOnce(transition: String) throws {
        let theme = try Self.theme(top: #""transition": {"show": "\#(transition)"},"#)
        #expect(try Self.frame(theme, at: 0).skeletons.allSatisfy { $0.opacity == 1 })
        #expect(try Self.frame(theme, at: 1).skeletons.first?.solidColor?.hexString == "#DEE2E3")
    }

    @Test func hideStopsTheAnimationAndFadesOut() throws {
        let theme = try Self.theme()
        let fading = try Self.frame(theme, at: 1.375, hideAt: 1.25)
        #expect(fading.skeletons.count == 2)
        #expect(fading.skeletons.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        // At 1.25 the pulse was running; once hidden it shows the static tint.
        #expect(fading.skeletons.allSatisfy { $0.solidColor?.hexString == "#ECF0F1" })
        #expect(abs(Self.greenOpacity(fading) - 0.5) < 1e-9)
        let done = try Self.frame(theme, at: 1.5, hideAt: 1.25)
        #expect(done.skeletons.isEmpty)
        #expect(Self.greenOpacity(done) == 1)
        #expect(done.texts.map(\.opacity) == [1])
        #expect(done.fills(.background).contains { $0.solidColor?.hexString == "#FF0000" && $0.opacity == 1 })
    }

    @Test func hideWithoutTransitionIsInstant() throws {
        let theme = try Self.theme(top: #""transition": {"hide": "none"},"#)
        #expect(try Self.frame(theme, at: 1, hideAt: 1).skeletons.isEmpty)
        #expect(try Self.frame(theme, at: 0.999, hideAt: 1).skeletons.count == 2)
    }

    @Test func hideBeforeTheDelayMeansTheSkeletonNeverAppears() throws {
        let theme = try Self.theme(top: #""transition": {"delay": 1.0},"#)
        for t in [0, 0.5, 0.9, 1, 1.1, 1.25, 2, 10.0] {
            let list = try Self.frame(theme, at: t, hideAt: 0.5)
            #expect(list.skeletons.allSatisfy { $0.opacity == 0 }, "t = \(t)")
            #expect(Self.greenOpacity(list) == 1, "t = \(t)")
        }
    }

    @Test func delayedShowAppearsAfterTheDelayThenAnimates() throws {
        let theme = try Self.theme(top: #""transition": {"delay": 1.0},"#)
        #expect(try Self.frame(theme, at: 0.9).skeletons.allSatisfy { $0.opacity == 0 })
        #expect(Self.greenOpacity(try Self.frame(theme, at: 0.9)) == 1)
        let half = try Self.frame(theme, at: 1.125).skeletons
        #expect(half.count == 2 && half.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        #expect(try Self.frame(theme, at: 2).skeletons.first?.solidColor?.hexString == "#DEE2E3")
    }

    @Test func timelineReportsSettledOnlyWhenNothingButTheLoopChanges() throws {
        let theme = try Self.theme(top: #""transition": {"delay": 1.0},"#)
        let timeline = theme.timeline
        #expect(timeline.nextChange(after: 0.5) == 1)
        #expect(timeline.state(at: 0.5).isSettled == false)
        #expect(timeline.state(at: 2).isSettled)
        #expect(timeline.state(at: 2).animationTime.map { abs($0 - 1) < 1e-9 } == true)
    }

    @Test func switchingAcrossFamiliesCrossFadesOverAQuarterSecond() throws {
        let theme = try Self.theme()
        var timeline = theme.timeline
        timeline.setStyle(.gradient, at: 2)
        let blending = try theme.frame(at: 2.125, timeline: timeline).skeletons
        // Each shape: the new gradient, then the old solid above it at half the weight.
        #expect(blending.count == 4)
        #expect(blending.map { $0.gradient != nil } == [true, false, true, false])
        #expect(blending.filter { $0.gradient != nil }.allSatisfy { $0.opacity == 1 })
        #expect(blending.filter { $0.solidColor != nil }.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
        let done = try theme.frame(at: 2.25, timeline: timeline).skeletons
        #expect(done.count == 2 && done.allSatisfy { $0.gradient != nil && $0.opacity == 1 })
    }

    @Test func switchingWithinAFamilyRetintsAtOnceAndRestartsTheAnimation() throws {
        let theme = try Self.theme(top: #""transition": {"show": "none"},"#)
        var timeline = SkeletonTimeline(style: .solid, transitions: theme.theme.transition)
        timeline.setStyle(.solidAnimated, at: 2)
        #expect(try theme.frame(at: 2, timeline: timeline).skeletons.count == 2)
        #expect(try theme.frame(at: 3, timeline: timeline).skeletons.first?.solidColor?.hexString == "#DEE2E3")
    }
}
