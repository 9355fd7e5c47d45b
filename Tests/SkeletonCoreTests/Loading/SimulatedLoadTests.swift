import Testing

@testable import SkeletonCore

/// Transitions with a show/hide fade, a delay and a minimum visible time.
private func transitions(
    show: Transition = .crossDissolve(0.25), hide: Transition = .crossDissolve(0.25), delay: Double = 0,
    minimumVisible: Double = 0
) -> TransitionSettings {
    var settings = TransitionSettings()
    settings.show = show
    settings.hide = hide
    settings.delay = delay
    settings.minimumVisible = minimumVisible
    return settings
}

@Test func aSlowLoadShowsTheSkeletonAfterTheDelayUntilTheHideFadeEnds() {
    let load = SimulatedLoad(latency: 1, style: .solid, transitions: transitions(delay: 0.25))
    #expect(load.appearsAt == 0.25)
    #expect(load.shownAt == 0.5)
    #expect(load.hideAt == 1)
    #expect(load.goneAt == 1.25)
    #expect(load.visibleSeconds == 1)
    #expect(!load.flashes)
    #expect(!load.contentDuringShowFade)
    #expect(load.timeline.state(at: 0.2).skeletonOpacity == 0)
    #expect(load.timeline.state(at: 0.75).skeletonOpacity == 1)
    #expect(load.timeline.state(at: 1.25).skeletonOpacity == 0)
}

@Test func contentBeforeTheDelayCancelsTheShowSoNothingAppears() {
    let load = SimulatedLoad(latency: 0.3, style: .solid, transitions: transitions(delay: 0.3))
    #expect(load.appearsAt == nil)
    #expect(load.goneAt == nil)
    #expect(load.hideAt == 0.3)
    #expect(load.visibleSeconds == 0)
    #expect(!load.flashes)
    #expect(!load.contentDuringShowFade)
    #expect(!load.timeline.state(at: 0.3).isSkeletonVisible)
    #expect(!load.timeline.state(at: 5).hasShown)
}

@Test func aQuickLoadFlashesAndItsHideFadesOutFromTheOpacityReached() {
    let load = SimulatedLoad(latency: 0.1, style: .solid, transitions: transitions())
    #expect(load.flashes)
    #expect(load.contentDuringShowFade)
    let gone = try! #require(load.goneAt)
    // The hide reverses the show fade from where it was: the skeleton is gone exactly then.
    #expect(gone > 0.1 && gone < 0.35)
    #expect(load.timeline.state(at: gone).skeletonOpacity == 0)
    #expect(load.timeline.state(at: gone - 0.001).skeletonOpacity > 0)
    let instant = SimulatedLoad(latency: 0.1, style: .solid, transitions: transitions(show: .none, hide: .none))
    #expect(instant.visibleSeconds == 0.1)
    #expect(instant.flashes)
    #expect(!instant.contentDuringShowFade)
}

@Test func theMinimumVisibleTimeHoldsTheHideBackFromTheAppearance() {
    let held = SimulatedLoad(
        latency: 0.2, style: .solid, transitions: transitions(delay: 0.1, minimumVisible: 0.5))
    #expect(held.hideAt == 0.6)
    #expect(held.goneAt == 0.85)
    #expect(held.visibleSeconds == 0.75)
    #expect(!held.flashes)
    let late = SimulatedLoad(latency: 0.9, style: .solid, transitions: transitions(delay: 0.1, minimumVisible: 0.5))
    #expect(late.hideAt == 0.9)
    let cancelled = SimulatedLoad(
        latency: 0.05, style: .solid, transitions: transitions(delay: 0.1, minimumVisible: 0.5))
    #expect(cancelled.hideAt == 0.05)
    #expect(cancelled.appearsAt == nil)
}

@Test func aLoadStartingLaterKeepsItsTimesRelativeToItsRequest() {
    let load = SimulatedLoad(latency: 1, style: .gradientAnimated, transitions: transitions(), start: 10)
    #expect(load.hideAt == 1)
    #expect(load.timeline.captureMoment(at: 10.5)?.time == 0.5)
    #expect(load.timeline.captureMoment(at: 11.1)?.hideAt == 1)
}

@Test func badLatenciesCountAsInstantContent() {
    for latency in [-1, Double.nan, -Double.infinity] {
        let load = SimulatedLoad(latency: latency, style: .solid, transitions: transitions())
        #expect(load.latency == 0)
        #expect(load.appearsAt == nil)
    }
}

@Test func percentilesTakeTheNearestRank() {
    let values = (1...10).map(Double.init).shuffled()
    #expect(LoadStatistics.percentile(50, of: values) == 5)
    #expect(LoadStatistics.percentile(95, of: values) == 10)
    #expect(LoadStatistics.percentile(90, of: values) == 9)
    #expect(LoadStatistics.percentile(0, of: values) == 1)
    #expect(LoadStatistics.percentile(50, of: [7]) == 7)
    #expect(LoadStatistics.percentile(50, of: []) == nil)
}

@Test func statisticsCountShownFlashingAndFadeLoads() {
    let settings = transitions(delay: 0.25)
    let loads = [0.1, 0.3, 0.5, 1, 2].map { SimulatedLoad(latency: $0, style: .solid, transitions: settings) }
    let statistics = LoadStatistics(loads)
    #expect(statistics.loads == 5)
    #expect(statistics.shown == 4)
    // 0.3 s: shown at 0.25 and hidden during the fade; 0.5 s: hidden as the fade ends, gone 0.25 s later.
    #expect(statistics.flashes == 1)
    #expect(statistics.contentDuringShowFade == 1)
    #expect(statistics.visible == LoadStatistics.Quantiles(p50: 0.5, p95: 2))
    #expect(statistics.latency == LoadStatistics.Quantiles(p50: 0.5, p95: 2))
    #expect(LoadStatistics([]).visible == nil)
}
