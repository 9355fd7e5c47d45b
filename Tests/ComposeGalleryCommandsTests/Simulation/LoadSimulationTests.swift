import Foundation
import SkeletonCore
import Testing

@testable import SkeletonCommands
@testable import SkeletonGallery

/// A solid theme whose skeleton appears after 200 ms and stays at least 500 ms.
private let delayedTheme: Theme = {
    var theme = Theme(name: "Delayed")
    theme.style = .solid
    theme.transition.delay = 0.2
    theme.transition.minimumVisible = 0.5
    theme.layouts = [LayoutSpec(name: "L", size: Size(width: 200, height: 100), root: ViewNode(kind: .view))]
    return theme
}()

/// Load options of a seed and a latency model.
private func options(seed: UInt64, latency: LatencyModel = .standard, minimumVisible: Double? = nil) -> LoadOptions {
    var options = LoadOptions()
    options.seed = seed
    options.latency = latency
    options.minimumVisible = minimumVisible
    return options
}

@Test func splitMix64GivesTheReferenceStream() {
    // The first outputs of the reference implementation (Vigna's splitmix64.c) from state 0.
    var generator = SplitMix64(seed: 0)
    #expect(
        [generator.next(), generator.next(), generator.next()] == [
            0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
        ])
    var unit = SplitMix64(seed: 0)
    let u = unit.nextOpenUnit()
    #expect(u > 0 && u < 1)
}

@Test func theLogNormalIsFittedToTheMedianAndP95() {
    let model = LatencyModel.logNormal(median: 0.4, p95: 1.5)
    let (mu, sigma) = model.logParameters
    #expect(exp(mu) == 0.4)
    #expect(abs(exp(mu + sigma * LatencyModel.z95) - 1.5) < 1e-12)
    // Many draws land on the median and p95 asked for.
    let samples = model.samples(20_000, seed: 3)
    let p50 = try! #require(LoadStatistics.percentile(50, of: samples))
    let p95 = try! #require(LoadStatistics.percentile(95, of: samples))
    #expect(abs(p50 / 0.4 - 1) < 0.03)
    #expect(abs(p95 / 1.5 - 1) < 0.05)
}

@Test func aSeedGivesTheSameLatenciesEveryRunAndAnotherSeedOthers() {
    let model = LatencyModel.standard
    #expect(model.samples(50, seed: 9) == model.samples(50, seed: 9))
    #expect(model.samples(50, seed: 9) != model.samples(50, seed: 10))
    #expect(LatencyModel.fixed(0.4).samples(3, seed: 9) == [0.4, 0.4, 0.4])
}

@Test func aSeededSimulationHasExactStatistics() {
    let simulation = LoadSimulation(theme: delayedTheme, count: 500, options: options(seed: 7))
    #expect(simulation.statistics.loads == 500)
    #expect(simulation.statistics.shown == 398)
    #expect(simulation.statistics.flashes == 0)
    #expect(simulation.statistics.contentDuringShowFade == 0)
    #expect(
        SimulationReport.lines(simulation, name: "Delayed", path: "t.theme.json", options: options(seed: 7)) == [
            "simulated 500 loads of \"Delayed\" (t.theme.json), seed 7",
            "latency: log-normal, median 400 ms, p95 1500 ms (drawn: p50 396 ms, p95 1343 ms)",
            "theme: show delay 200 ms, show fade 250 ms, hide fade 250 ms, minimum visible 500 ms",
            "skeleton shown: 398 of 500 loads (79.6 %)",
            "flashes (visible under 300 ms): 0 of 500 loads (0.0 %)",
            "visible: p50 750 ms, p95 1525 ms (over the 398 loads that showed it)",
            "content during the show fade: 0 of 500 loads (0.0 %)",
        ])
}

@Test func withoutAMinimumVisibleTimeQuickLoadsFlashAndLandInTheFade() {
    let chosen = options(seed: 7, latency: .logNormal(median: 0.25, p95: 0.9), minimumVisible: 0)
    let simulation = LoadSimulation(theme: delayedTheme, count: 500, options: chosen)
    #expect(simulation.transitions.minimumVisible == 0)
    #expect(simulation.statistics.shown == 290)
    #expect(simulation.statistics.flashes == 122)
    #expect(simulation.statistics.contentDuringShowFade == 186)
    #expect(simulation.statistics.visible.map { Milliseconds.text($0.p50) } == "374 ms")
    let report = SimulationReport.lines(simulation, name: "Delayed", path: "t.theme.json", options: chosen)
    #expect(report.last?.hasPrefix("hint: a show delay (transition.delay) lets quick loads skip the skeleton") == true)
}

@Test func loadKOfASimulationIsTheKthLatencyOfTheSeed() {
    let simulation = LoadSimulation(theme: delayedTheme, count: 5, options: options(seed: 11))
    #expect(simulation.loads.map(\.latency) == LatencyModel.standard.samples(5, seed: 11))
}

@Test func theChartsBinsNeverStraddleTheFlashThreshold() {
    let simulation = LoadSimulation(theme: delayedTheme, count: 500, options: options(seed: 7, minimumVisible: 0))
    let chart = SimulationChart(simulation: simulation, title: "t", theme: delayedTheme)
    let (width, counts) = chart.bins()
    #expect(width == 0.1)
    #expect(counts.reduce(0, +) == simulation.statistics.shown)
    let remainder = (SimulatedLoad.flashThreshold / width).truncatingRemainder(dividingBy: 1)
    #expect(remainder < 1e-9 || remainder > 1 - 1e-9)
}

@Test func durationsNeedTheirUnit() throws {
    #expect(try Milliseconds.parse("400ms", in: 0...10).get() == 0.4)
    #expect(try Milliseconds.parse("1.5 s", in: 0...10).get() == 1.5)
    #expect(try Milliseconds.parse(" 250 MS ", in: 0...10).get() == 0.25)
    for (text, problem) in [("400", Milliseconds.Problem.noUnit), ("fast ms", .notANumber), ("20s", .outOfRange)] {
        #expect(throws: problem) { try Milliseconds.parse(text, in: 0...10).get() }
    }
    #expect(Milliseconds.text(0.4) == "400 ms")
    #expect(Milliseconds.text(1.5234) == "1523 ms")
    #expect(Milliseconds.text(0.0025) == "2.5 ms")
    #expect(Milliseconds.text(12.34) == "12.3 s")
}
