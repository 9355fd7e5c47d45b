import Testing

@testable import SkeletonCore

/// Transitions with a show/hide fade and a delay.
private func transitions(
    show: Transition = .crossDissolve(0.25), hide: Transition = .crossDissolve(0.25), delay: Double = 0
)
    -> TransitionSettings
{
    var settings = TransitionSettings()
    settings.show = show
    settings.hide = hide
    settings.delay = delay
    return settings
}

/// A default-transition timeline of an animated gradient shown at 0.
private func shownTimeline(_ style: SkeletonStyle = .gradientAnimated) -> SkeletonTimeline {
    SkeletonTimeline(style: style, transitions: TransitionSettings())
}

@Test func showFadesTheSkeletonInWithEaseInOutOverAQuarterSecond() {
    let timeline = shownTimeline()
    let opacities = [-1, 0, 0.0625, 0.125, 0.1875, 0.25, 5].map { timeline.state(at: $0).skeletonOpacity }
    #expect(opacities == [0, 0, Easing.easeInOut.value(at: 0.25), 0.5, Easing.easeInOut.value(at: 0.75), 1, 1])
    #expect(threeDecimals(opacities[2]) == 0.129)
}

@Test func contentCrossDissolvesOppositeTheSkeleton() {
    let timeline = shownTimeline()
    for time in [-1, 0, 0.0625, 0.125, 0.25, 2] {
        let state = timeline.state(at: time)
        #expect(state.contentOpacity == 1 - state.skeletonOpacity)
    }
    #expect(timeline.state(at: 0.125).contentOpacity == 0.5)
}

@Test func animationStartsAtTheShowAndRunsDuringTheShowFade() {
    let timeline = shownTimeline()
    #expect(timeline.state(at: -0.1).animationTime == nil)
    #expect(timeline.state(at: 0).animationTime == 0)
    #expect(timeline.state(at: 0.1).animationTime == 0.1)
    #expect(timeline.state(at: 0.1).skeletonOpacity < 1)
    #expect(timeline.state(at: 1.25).animationTime == 1.25)
}

@Test func shownTimeCountsFromTheEndOfTheShowFadeForEveryStyle() {
    var timeline = shownTimeline(.solid)
    timeline.setStyle(.solidAnimated, at: 2)
    timeline.requestHide(at: 4)
    #expect(timeline.state(at: 0.2).shownTime == nil)
    #expect(timeline.state(at: 0.25).shownTime == 0)
    #expect(timeline.state(at: 1.25).shownTime == 1)
    #expect(timeline.state(at: 2.5).shownTime == 2.25)
    #expect(timeline.state(at: 2.5).animationTime == 0.5)
    #expect(timeline.state(at: 4).shownTime == nil)
}

@Test func staticStylesHaveNoAnimationTime() {
    #expect(shownTimeline(.solid).state(at: 3).animationTime == nil)
    #expect(shownTimeline(.gradient).state(at: 3).animationTime == nil)
    #expect(shownTimeline(.solidAnimated).state(at: 3).animationTime == 3)
}

@Test func hideStopsTheAnimationAtOnceAndFadesOut() {
    var timeline = shownTimeline()
    timeline.requestHide(at: 2)
    #expect(timeline.state(at: 1.999).animationTime == 1.999)
    let atHide = timeline.state(at: 2)
    #expect(atHide.skeletonOpacity == 1)
    #expect(atHide.animationTime == nil)
    #expect(!atHide.isActive)
    #expect(atHide.isSkeletonVisible)
    #expect(timeline.state(at: 2.125).skeletonOpacity == 0.5)
    let after = timeline.state(at: 2.25)
    #expect(after.skeletonOpacity == 0)
    #expect(after.contentOpacity == 1)
    #expect(!after.isSkeletonVisible)
    #expect(after.isSettled)
}

@Test(arguments: [Transition.none, .crossDissolve(0)])
func instantTransitionsShowAndHideAtOnce(transition: Transition) {
    var timeline = SkeletonTimeline(
        style: .solidAnimated, transitions: transitions(show: transition, hide: transition), shownAt: 1)
    timeline.requestHide(at: 3)
    #expect(timeline.state(at: 0.999).skeletonOpacity == 0)
    #expect(timeline.state(at: 1).skeletonOpacity == 1)
    #expect(timeline.state(at: 1).animationTime == 0)
    #expect(timeline.state(at: 1).isSettled == false)
    #expect(timeline.state(at: 2.999).skeletonOpacity == 1)
    #expect(timeline.state(at: 3).skeletonOpacity == 0)
    #expect(timeline.state(at: 3).animationTime == nil)
}

@Test func delayedShowAppearsAfterTheDelay() {
    let timeline = SkeletonTimeline(style: .gradientAnimated, transitions: transitions(delay: 1))
    #expect(timeline.state(at: 0.999).skeletonOpacity == 0)
    #expect(!timeline.state(at: 0.999).isActive)
    #expect(timeline.state(at: 0.999).isShowRequested)
    #expect(timeline.state(at: 1).isActive)
    #expect(timeline.state(at: 1).isShowRequested)
    #expect(timeline.state(at: 1.125).skeletonOpacity == 0.5)
    #expect(timeline.state(at: 1.25).skeletonOpacity == 1)
    #expect(timeline.state(at: 1.5).animationTime == 0.5)
}

@Test func hideBeforeTheDelayMeansTheSkeletonNeverAppears() {
    var timeline = SkeletonTimeline(style: .gradientAnimated, transitions: transitions(delay: 1))
    timeline.requestHide(at: 0.5)
    for time in [0, 0.25, 0.5, 0.75, 1, 1.125, 1.25, 2, 10] {
        let state = timeline.state(at: time)
        #expect(state.skeletonOpacity == 0, "at \(time)")
        #expect(state.contentOpacity == 1, "at \(time)")
        #expect(!state.isSkeletonVisible, "at \(time)")
        #expect(!state.isActive, "at \(time)")
        #expect(state.isShowRequested == (time < 0.5), "at \(time)")
        #expect(state.animationTime == nil, "at \(time)")
    }
    #expect(timeline.nextChange(after: 0.2) == 0.5)
    #expect(timeline.nextChange(after: 0.5) == nil)
    #expect(timeline.isSettled(at: 0.5))
}

@Test func hideExactlyWhenTheDelayEndsAlsoCancelsTheShow() {
    var timeline = SkeletonTimeline(style: .solid, transitions: transitions(delay: 1))
    timeline.requestHide(at: 1)
    #expect(!timeline.state(at: 1).isActive)
    #expect(timeline.state(at: 1.1).skeletonOpacity == 0)
}

@Test func aSecondShowRestartsTheDelay() {
    var timeline = SkeletonTimeline(style: .solid, transitions: transitions(show: .none, delay: 1))
    timeline.requestShow(at: 0.8)
    #expect(timeline.state(at: 1.5).skeletonOpacity == 0)
    #expect(timeline.state(at: 1.8).skeletonOpacity == 1)
    #expect(timeline.nextChange(after: 1) == 1.8)
}

@Test func showWhileHidingReversesTheFadeFromTheCurrentOpacity() {
    var timeline = shownTimeline()
    timeline.requestHide(at: 1)
    timeline.requestShow(at: 1.125)
    #expect(timeline.state(at: 1.125).skeletonOpacity == 0.5)
    // From 0.5 to 1 over half the fade (0.125 s), eased: 0.75 half way.
    #expect(timeline.state(at: 1.1875).skeletonOpacity == 0.75)
    #expect(timeline.state(at: 1.25).skeletonOpacity == 1)
    // The animation restarts at the show, during the reversed fade.
    #expect(timeline.state(at: 1.124).animationTime == nil)
    #expect(timeline.state(at: 1.5).animationTime == 0.375)
}

@Test func hideWhileShowingReversesTheFadeFromTheCurrentOpacity() {
    var timeline = shownTimeline()
    timeline.requestHide(at: 0.125)
    #expect(timeline.state(at: 0.125).skeletonOpacity == 0.5)
    #expect(timeline.state(at: 0.1875).skeletonOpacity == 0.25)
    #expect(timeline.state(at: 0.25).skeletonOpacity == 0)
    #expect(timeline.state(at: 0.3).animationTime == nil)
}

@Test func showWhileShownAndHideWhileHiddenChangeNothing() {
    var timeline = shownTimeline()
    timeline.requestShow(at: 1)
    #expect(timeline.state(at: 1.5).animationTime == 1.5)
    timeline.requestHide(at: 2)
    timeline.requestHide(at: 2.1)
    #expect(timeline.state(at: 2.125).skeletonOpacity == 0.5)
    #expect(timeline.state(at: 2.25).skeletonOpacity == 0)
}

@Test func showAgainAfterHidingFadesInAgainAndRestartsTheAnimation() {
    var timeline = shownTimeline(.solidAnimated)
    timeline.requestHide(at: 2)
    timeline.requestShow(at: 3)
    #expect(timeline.state(at: 3.125).skeletonOpacity == 0.5)
    #expect(timeline.state(at: 2.999).animationTime == nil)
    #expect(timeline.state(at: 3).animationTime == 0)
    #expect(timeline.state(at: 3.25).animationTime == 0.25)
}

@Test func requestsRecordedOutOfOrderAreReplayedInTimeOrder() {
    var inOrder = shownTimeline()
    inOrder.requestHide(at: 1)
    inOrder.requestShow(at: 2)
    var outOfOrder = shownTimeline()
    outOfOrder.requestShow(at: 2)
    outOfOrder.requestHide(at: 1)
    for time in [0.5, 1, 1.1, 2, 2.1, 3] {
        #expect(inOrder.state(at: time) == outOfOrder.state(at: time))
    }
}

@Test func styleSwitchWithinAFamilyRetintsAtOnce() {
    var timeline = shownTimeline()
    timeline.setStyle(.gradient, at: 2)
    timeline.setStyle(.gradientAnimated, at: 3)
    let static_ = timeline.state(at: 2)
    #expect(static_.style == .gradient)
    #expect(static_.animationTime == nil)
    #expect(static_.previousStyle == nil)
    #expect(static_.styleBlend == 1)
    #expect(timeline.state(at: 2.5).isSettled == false)
    #expect(timeline.state(at: 3).animationTime == 0)
    #expect(timeline.state(at: 3.5).animationTime == 0.5)
}

@Test func styleSwitchAcrossFamiliesCrossFadesOverAQuarterSecond() {
    var timeline = shownTimeline()
    timeline.setStyle(.solidAnimated, at: 2)
    let start = timeline.state(at: 2)
    #expect(start.style == .solidAnimated)
    #expect(start.previousStyle == .gradientAnimated)
    #expect(start.styleBlend == 0)
    #expect(start.previousAnimationTime == 2)
    #expect(start.animationTime == 0)
    let middle = timeline.state(at: 2.125)
    #expect(middle.styleBlend == 0.5)
    #expect(middle.previousAnimationTime == 2.125)
    #expect(timeline.nextChange(after: 2.125) == 2.125)
    let end = timeline.state(at: 2.25)
    #expect(end.previousStyle == nil)
    #expect(end.styleBlend == 1)
    #expect(end.animationTime == 0.25)
    #expect(end.isSettled)
}

@Test func switchingBackDuringACrossFadeReversesItWithoutAJump() {
    var timeline = shownTimeline(.solid)
    timeline.setStyle(.gradient, at: 2)
    timeline.setStyle(.solidAnimated, at: 2.0625)
    let before = timeline.state(at: 2.0625 - 1e-9)
    let after = timeline.state(at: 2.0625)
    #expect(before.previousStyle == .solid)
    #expect(after.previousStyle == .gradient)
    #expect(after.style == .solidAnimated)
    // The new style gets the weight the old one had: 1 − ease(0.25) = ease(0.75).
    #expect(twelveDecimals(after.styleBlend) == twelveDecimals(1 - Easing.easeInOut.value(at: 0.25)))
    #expect(abs(after.styleBlend - (1 - before.styleBlend)) < 1e-6)
    // It ends a quarter of the fade later: the remaining share of the reversed fade.
    #expect(timeline.state(at: 2.124).previousStyle == .gradient)
    #expect(timeline.state(at: 2.125).previousStyle == nil)
}

@Test func styleSwitchWhileHiddenSetsTheNextShowsStyleWithoutFade() {
    var timeline = SkeletonTimeline.hidden(style: .solid, transitions: TransitionSettings())
    timeline.setStyle(.gradientAnimated, at: 1)
    #expect(timeline.state(at: 1).previousStyle == nil)
    #expect(timeline.state(at: 1).style == .gradientAnimated)
    timeline.requestShow(at: 2)
    #expect(timeline.state(at: 2).animationTime == 0)
    #expect(timeline.state(at: 2.25).previousStyle == nil)
}

@Test func styleSwitchDuringTheShowFadeStartsTheAnimationAtTheSwitch() {
    var timeline = shownTimeline(.solid)
    timeline.setStyle(.solidAnimated, at: 0.1)
    #expect(timeline.state(at: 0.05).animationTime == nil)
    #expect(timeline.state(at: 0.1).animationTime == 0)
    #expect(timeline.state(at: 0.25).animationTime == 0.15)
}

@Test func styleSwitchWhileFadingOutStillCrossFades() {
    var timeline = shownTimeline(.solid)
    timeline.requestHide(at: 1)
    timeline.setStyle(.gradient, at: 1.1)
    let state = timeline.state(at: 1.1)
    #expect(state.previousStyle == .solid)
    #expect(state.animationTime == nil)
    #expect(state.previousAnimationTime == nil)
}

@Test func hiddenTimelineShowsNothingAndIsSettled() {
    let timeline = SkeletonTimeline.hidden(style: .gradientAnimated, transitions: TransitionSettings())
    #expect(timeline.state(at: 5).skeletonOpacity == 0)
    #expect(timeline.state(at: 5).contentOpacity == 1)
    #expect(timeline.isSettled(at: 0))
    #expect(timeline.nextChange(after: 0) == nil)
}

@Test func nextChangeIsNowDuringAFadeAndTheDelayEndBeforeIt() {
    let timeline = SkeletonTimeline(style: .solidAnimated, transitions: transitions(delay: 2))
    #expect(timeline.nextChange(after: 0) == 2)
    #expect(timeline.nextChange(after: 1.5) == 2)
    #expect(timeline.nextChange(after: 2) == 2)
    #expect(timeline.nextChange(after: 2.1) == 2.1)
    #expect(timeline.nextChange(after: 2.25) == nil)
    #expect(!timeline.isSettled(at: 1))
    #expect(timeline.isSettled(at: 3))
}

@Test func nonFiniteRequestTimesAreIgnored() {
    var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings(), shownAt: .nan)
    timeline.requestHide(at: .infinity)
    timeline.setStyle(.gradient, at: -.infinity)
    #expect(timeline == SkeletonTimeline.hidden(style: .solid, transitions: TransitionSettings()))
    #expect(timeline.state(at: 1).skeletonOpacity == 0)
}

@Test func nonFiniteQueryTimesDoNotCrash() {
    var timeline = shownTimeline()
    #expect(timeline.state(at: .nan).skeletonOpacity == 0)
    #expect(timeline.state(at: .infinity).skeletonOpacity == 1)
    #expect(timeline.state(at: -.infinity).skeletonOpacity == 0)
    timeline.requestHide(at: 1)
    #expect(timeline.state(at: .infinity).skeletonOpacity == 0)
    #expect(timeline.nextChange(after: .nan) == nil)
}

@Test(arguments: [Transition.crossDissolve(-1), .crossDissolve(.nan), .crossDissolve(-Double.infinity)])
func invalidFadeDurationFallsBackToAQuarterSecond(transition: Transition) {
    #expect(transition.fadeDuration == 0.25)
    let timeline = SkeletonTimeline(style: .solid, transitions: transitions(show: transition))
    #expect(timeline.state(at: 0.125).skeletonOpacity == 0.5)
}

@Test func hugeFadeDurationIsClampedToOneDay() {
    #expect(Transition.crossDissolve(.infinity).fadeDuration == 0.25)
    #expect(Transition.crossDissolve(1e300).fadeDuration == 86_400)
    let timeline = SkeletonTimeline(style: .solid, transitions: transitions(show: .crossDissolve(1e300)))
    #expect(timeline.state(at: 43_200).skeletonOpacity == 0.5)
}

@Test(arguments: [-1, Double.nan, -Double.infinity])
func invalidDelayIsZero(delay: Double) {
    #expect(transitions(delay: delay).validDelay == 0)
    let timeline = SkeletonTimeline(style: .solid, transitions: transitions(show: .none, delay: delay))
    #expect(timeline.state(at: 0).skeletonOpacity == 1)
}

@Test func hugeDelayIsClampedToOneDay() {
    #expect(transitions(delay: .infinity).validDelay == 0)
    #expect(transitions(delay: 1e300).validDelay == 86_400)
}

@Test func manyRandomRequestsKeepEveryValueInRange() {
    var timeline = shownTimeline()
    var seed: UInt64 = 0x5EED
    func next() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }
    let styles = SkeletonStyle.allCases
    for _ in 0..<300 {
        let time = next() * 20
        switch Int(next() * 3) {
        case 0: timeline.requestShow(at: time)
        case 1: timeline.requestHide(at: time)
        default: timeline.setStyle(styles[Int(next() * 4) % 4], at: time)
        }
    }
    var previous = timeline.state(at: 0).skeletonOpacity
    for step in 0...2000 {
        let time = Double(step) / 100
        let state = timeline.state(at: time)
        #expect(state.skeletonOpacity >= 0 && state.skeletonOpacity <= 1)
        #expect(state.styleBlend >= 0 && state.styleBlend <= 1)
        #expect(state.contentOpacity == 1 - state.skeletonOpacity)
        #expect((state.animationTime ?? 0) >= 0)
        // No jumps: a 0.01 s step moves at most the steepest ease-in-out slope (1.5 / 0.87 at the
        // middle) times 0.01 / 0.25, since a reversed fade covers its share of opacity in the same share of time.
        #expect(abs(state.skeletonOpacity - previous) <= 1.5 / 0.87 * 0.01 / 0.25 + 1e-9)
        previous = state.skeletonOpacity
    }
}
