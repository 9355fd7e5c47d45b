import Testing

@testable import SkeletonCore

/// Default fades, a delayed show.
private func delayed(_ delay: Double) -> TransitionSettings {
    var settings = TransitionSettings()
    settings.delay = delay
    return settings
}

@Test func theChartListsRequestsAppearancesFadesAndTheAnimationRun() {
    var timeline = SkeletonTimeline(style: .gradientAnimated, transitions: delayed(0.5), shownAt: 0)
    timeline.requestHide(at: 2)
    let chart = timeline.chart
    #expect(
        chart.marks == [
            TimelineChart.Mark(time: 0, kind: .showRequest), TimelineChart.Mark(time: 0.5, kind: .appearance),
            TimelineChart.Mark(time: 2, kind: .hideRequest),
        ])
    #expect(chart.fades.map { [$0.start, $0.end, $0.from, $0.to] } == [[0.5, 0.75, 0, 1], [2, 2.25, 1, 0]])
    #expect(chart.animationRuns == [TimelineChart.AnimationRun(start: 0.5, end: 2, style: .gradientAnimated)])
}

@Test func aReversedFadeEndsWhereTheNextOneStarts() {
    var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings(), shownAt: 0)
    timeline.requestHide(at: 0.125)
    let chart = timeline.chart
    #expect(chart.fades.map { [$0.start, $0.end, $0.from, $0.to] } == [[0, 0.125, 0, 0.5], [0.125, 0.25, 0.5, 0]])
    #expect(chart.animationRuns.isEmpty)
}

@Test func aShowCancelledBeforeItsDelayNeverAppears() {
    var timeline = SkeletonTimeline(style: .solidAnimated, transitions: delayed(1), shownAt: 0)
    timeline.requestHide(at: 0.5)
    let chart = timeline.chart
    #expect(chart.marks.map(\.kind) == [.showRequest, .hideRequest])
    #expect(chart.fades.isEmpty)
    #expect(chart.animationRuns.isEmpty)
}

@Test func aStyleSwitchEndsOneRunAndStartsAnother() {
    var timeline = SkeletonTimeline(style: .solidAnimated, transitions: TransitionSettings(), shownAt: 0)
    timeline.setStyle(.gradientAnimated, at: 3)
    timeline.setStyle(.solid, at: 4)
    #expect(
        timeline.chart.animationRuns == [
            TimelineChart.AnimationRun(start: 0, end: 3, style: .solidAnimated),
            TimelineChart.AnimationRun(start: 3, end: 4, style: .gradientAnimated),
        ])
    #expect(timeline.chart.marks.map(\.kind) == [.showRequest, .appearance, .styleChange, .styleChange])
}

@Test func theCaptureOriginIsTheShowOrALaterSwitchToAnAnimatedStyle() {
    var settings = TransitionSettings()
    settings.delay = 0.25
    var timeline = SkeletonTimeline(style: .solid, transitions: settings, shownAt: 1)
    timeline.setStyle(.solidAnimated, at: 2)
    timeline.requestHide(at: 3)
    timeline.requestShow(at: 4)
    #expect(timeline.captureOrigin(at: 0.5) == nil)
    #expect(timeline.captureOrigin(at: 1.5)?.origin == 1)
    #expect(timeline.captureOrigin(at: 2.5)?.origin == 1.75)
    #expect(timeline.captureOrigin(at: 3.5)?.origin == 1.75)
    #expect(timeline.captureOrigin(at: 3.5)?.hideAt == 3)
    #expect(timeline.captureOrigin(at: 4)?.origin == 4)
    #expect(timeline.captureOrigin(at: 4)?.hideAt == nil)
}
