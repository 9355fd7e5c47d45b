import Testing

@testable import SkeletonCore

@Test func autoreversingLoopGoesThereAndBackThenPauses() {
    let loop = AnimationLoop(duration: 1, easing: .linear, autoreverse: true, pause: 0.5, defaultDuration: 1)
    #expect(loop.period == 2.5)
    let times = [0, 0.25, 0.5, 1, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3.5, 4.5, 5]
    let expected = [0, 0.25, 0.5, 1, 0.5, 0.25, 0, 0, 0, 0.25, 1, 0, 0]
    #expect(times.map(loop.progress(at:)) == expected)
}

@Test func forwardLoopJumpsBackToStartAndRestsThere() {
    let loop = AnimationLoop(duration: 1, easing: .linear, autoreverse: false, pause: 1, defaultDuration: 1)
    #expect(loop.period == 2)
    let times = [0, 0.5, 0.75, 1, 1.5, 1.999, 2, 2.25, 3.5]
    let expected = [0, 0.5, 0.75, 0, 0, 0, 0, 0.25, 0]
    #expect(times.map(loop.progress(at:)) == expected)
}

@Test func loopWithoutPauseRestartsEveryPeriod() {
    let loop = AnimationLoop(duration: 2, easing: .linear, autoreverse: false, defaultDuration: 1)
    #expect([0, 1, 1.5, 2, 3, 4.5, 1_000_001].map(loop.progress(at:)) == [0, 0.5, 0.75, 0, 0.5, 0.25, 0.5])
}

@Test func loopAppliesItsEasingToEachPass() {
    let loop = AnimationLoop(duration: 1, easing: .easeInOut, autoreverse: true, defaultDuration: 1)
    #expect(loop.progress(at: 0.25) == Easing.easeInOut.value(at: 0.25))
    #expect(loop.progress(at: 1.75) == Easing.easeInOut.value(at: 0.25))
    #expect(loop.progress(at: 1.25) == Easing.easeInOut.value(at: 0.75))
}

@Test func timesBeforeTheStartOrNotFiniteGiveTheStartState() {
    let loop = AnimationLoop(duration: 1, easing: .linear, autoreverse: true, defaultDuration: 1)
    #expect([-1, -0.5, .nan, .infinity, -.infinity].map(loop.progress(at:)) == [0, 0, 0, 0, 0])
}

@Test(arguments: [0, -1, -Double.infinity, .infinity, .nan])
func invalidDurationFallsBackToTheDefault(duration: Double) {
    let loop = AnimationLoop(duration: duration, easing: .linear, autoreverse: false, defaultDuration: 1.5)
    #expect(loop.duration == 1.5)
}

@Test func hugeDurationAndPauseAreClampedToOneDay() {
    let loop = AnimationLoop(duration: 1e300, easing: .linear, autoreverse: true, pause: 1e300, defaultDuration: 1)
    #expect(loop.duration == 86_400)
    #expect(loop.pause == 86_400)
    #expect(loop.period == 259_200)
    #expect(loop.progress(at: 43_200) == 0.5)
}

@Test(arguments: [-1, Double.nan, .infinity, -.infinity])
func invalidPauseIsZero(pause: Double) {
    let loop = AnimationLoop(duration: 1, easing: .linear, autoreverse: false, pause: pause, defaultDuration: 1)
    #expect(loop.pause == 0)
    #expect(loop.period == 1)
}
