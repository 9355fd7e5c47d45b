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
    #expect(chart.fades.map(\.isShowing) == [true, false])
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

@Test func theLatestShowRequestIsFoundAtOrBeforeATime() {
    var timeline = SkeletonTimeline(style: .solid, transitions: TransitionSettings(), shownAt: 1)
    timeline.requestHide(at: 2)
    timeline.requestShow(at: 3)
    #expect(timeline.latestShowRequest(atOrBefore: 0.5) == nil)
    #expect(timeline.latestShowRequest(atOrBefore: 1) == 1)
    #expect(timeline.latestShowRequest(atOrBefore: 2.9) == 1)
    #expect(timeline.latestShowRequest(atOrBefore: 3) == 3)
}
