import Testing

@testable import SkeletonSDL

@Test func timerPacingSetsDeadlinesOnePeriodApart() throws {
    var pacer = FramePacer(refreshRate: 0, vsync: false)
    #expect(pacer.period == 1.0 / 60)
    #expect(pacer.deadline(now: 10) == nil)  // first frame of an animation: at once
    let firstDeadline = pacer.deadline(now: 10.005)
    let first = try #require(firstDeadline)
    #expect(abs(first - (10 + 1.0 / 60)) < 1e-12)
    let secondDeadline = pacer.deadline(now: first + 0.004)
    let second = try #require(secondDeadline)
    #expect(abs(second - (10 + 2.0 / 60)) < 1e-12)
}

@Test func aLateFrameRestartsTheCadenceInsteadOfBunchingFrames() {
    var pacer = FramePacer(refreshRate: 60, vsync: false)
    _ = pacer.deadline(now: 0)
    #expect(pacer.deadline(now: 0.5) == nil)
    #expect(pacer.deadline(now: 0.51) == 0.5 + pacer.period)
}

@Test func implausibleRefreshRatesFallBackTo60Hz() {
    #expect(FramePacer(refreshRate: 1000, vsync: false).period == 1.0 / 60)
    #expect(FramePacer(refreshRate: 144, vsync: false).period == 1.0 / 144)
}

@Test func vsyncThatDoesNotWaitIsReplacedByTheTimer() {
    var pacer = FramePacer(refreshRate: 60, vsync: true)
    #expect(pacer.deadline(now: 0) == nil)
    for _ in 0..<FramePacer.vsyncProbeFrames { pacer.notePresentInterval(0.001) }
    #expect(!pacer.usesVSync)
    var real = FramePacer(refreshRate: 60, vsync: true)
    for _ in 0..<FramePacer.vsyncProbeFrames { real.notePresentInterval(1.0 / 60) }
    #expect(real.usesVSync)
}

@Test func anAnimationStartsOnePeriodAfterTheStillFrame() {
    var pacer = FramePacer(refreshRate: 60, vsync: false)
    pacer.begin(after: 2)
    #expect(pacer.deadline(now: 2.001) == 2 + pacer.period)
}

@Test func aFarDeadlineIsSleptForUntilTheSpinMarginBeforeIt() {
    #expect(FrameWait.next(now: 10, deadline: 10.016) == .sleep(until: 10.016 - FrameWait.spinMargin))
    #expect(FrameWait.spinMargin == 0.0015)
}

@Test func theLastStretchBeforeADeadlineIsSpunNotSlept() {
    #expect(FrameWait.next(now: 10.015, deadline: 10.016) == .spin)
    #expect(FrameWait.next(now: 10.0145, deadline: 10.016) == .spin)
    #expect(FrameWait.next(now: 10.0159999, deadline: 10.016) == .spin)
}

@Test func aDeadlineReachedOrPassedPresentsAtOnce() {
    #expect(FrameWait.next(now: 10.016, deadline: 10.016) == .present)
    #expect(FrameWait.next(now: 10.5, deadline: 10.016) == .present)
}

@Test func aDeadlineThatIsNotANumberPresentsInsteadOfWaitingForever() {
    #expect(FrameWait.next(now: 10, deadline: .infinity) == .present)
    #expect(FrameWait.next(now: 10, deadline: .nan) == .present)
    #expect(FrameWait.next(now: .nan, deadline: 10) == .present)
}

@Test func waitingStepsFromSleepToSpinToPresentAsTheClockAdvances() {
    let deadline = 2.0 + 1.0 / 60
    var now = 2.0
    var steps: [FrameWait] = []
    while steps.last != .present {
        let step = FrameWait.next(now: now, deadline: deadline)
        steps.append(step)
        if case .sleep(let wakeUp) = step { now = wakeUp + 0.0004 } else { now += 0.0006 }
    }
    #expect(steps == [.sleep(until: deadline - 0.0015), .spin, .spin, .present])
}
