import Testing

@testable import SkeletonSDL

private let idle = ProcessUsage(cpuSeconds: 1.5, wallSeconds: 30, peakRSSBytes: 50 * 1_048_576)

@Test func intervalsCountOnlyBetweenContinuousFrames() {
    var stats = FrameStatistics()
    stats.recordFrame(at: 1.0, renderSeconds: 0.002, continuous: false)
    stats.recordFrame(at: 1.016, renderSeconds: 0.003, continuous: true)
    stats.recordFrame(at: 5.0, renderSeconds: 0.001, continuous: false)  // after an idle wait
    stats.recordFrame(at: 5.034, renderSeconds: 0.001, continuous: true)
    #expect(stats.frames == 4)
    #expect(stats.intervalsMs.count == 2)
    let summary = stats.summary(usage: idle)
    #expect(summary.framesOver16_7ms == 1)
    #expect(summary.framesOver33ms == 1)
    #expect(summary.renderMsMedian == 1)  // nearest-rank median of 2, 3, 1, 1 ms
}

@Test func percentilesUseTheNearestRank() {
    let values = (1...100).map(Double.init)
    #expect(FrameStatistics.percentile(50, of: values) == 50)
    #expect(FrameStatistics.percentile(99, of: values) == 99)
    #expect(FrameStatistics.percentile(100, of: values) == 100)
    #expect(FrameStatistics.percentile(0, of: values) == 1)
    #expect(FrameStatistics.percentile(50, of: [7]) == 7)
    #expect(FrameStatistics.percentile(50, of: []) == nil)
}

@Test func cpuPercentIsCPUOverWallTime() {
    #expect(idle.cpuPercent == 5)
    #expect(ProcessUsage(cpuSeconds: 1, wallSeconds: 0, peakRSSBytes: 0).cpuPercent == 0)
    let later = ProcessUsage(cpuSeconds: 2.5, wallSeconds: 40, peakRSSBytes: 60 * 1_048_576)
    #expect(later.since(idle) == ProcessUsage(cpuSeconds: 1, wallSeconds: 10, peakRSSBytes: 60 * 1_048_576))
}

@Test func onlyTheFirstVisibleTimeCounts() {
    var stats = FrameStatistics()
    stats.recordWindowVisible(afterMs: 120)
    stats.recordWindowVisible(afterMs: 900)
    #expect(stats.windowVisibleMs == 120)
}

@Test func jsonHasTheIssueKeysWithNullForUnknownFigures() {
    var stats = FrameStatistics()
    stats.recordReload(latencyMs: 42.25)
    stats.recordReload(latencyMs: 8)
    let json = stats.summary(usage: idle, processCPUSeconds: 2.25).json
    #expect(
        json == """
            {
              "frames": 0,
              "p50_interval_ms": null,
              "p99_interval_ms": null,
              "max_interval_ms": null,
              "frames_over_16_7ms": 0,
              "frames_over_33ms": 0,
              "render_ms_median": null,
              "cpu_seconds": 1.500,
              "wall_seconds": 30.000,
              "cpu_percent": 5.000,
              "process_cpu_seconds": 2.250,
              "peak_rss_mb": 50.000,
              "window_visible_ms": null,
              "reload_latency_ms": [42.250, 8.000]
            }

            """)
}

@Test func textReportNamesEveryFigure() {
    var stats = FrameStatistics()
    stats.recordFrame(at: 0, renderSeconds: 0.0015, continuous: false)
    stats.recordFrame(at: 0.0166, renderSeconds: 0.0025, continuous: true)
    stats.recordWindowVisible(afterMs: 180)
    let text = stats.summary(usage: idle).text
    #expect(text.contains("frames shown:        2"))
    #expect(text.contains("median 16.60 ms, p99 16.60 ms"))
    #expect(text.contains("(5.0 % of one core; n/a s with start-up)"))
    #expect(text.contains("peak memory:         50.0 MB"))
    #expect(text.contains("window visible:      180.00 ms"))
    #expect(text.contains("reload latencies:    none"))
}

@Test func fixedFormattingRoundsWithoutExponent() {
    #expect(StatisticsSummary.fixed(0.00001, 3) == "0.000")
    #expect(StatisticsSummary.fixed(16.6666, 2) == "16.67")
    #expect(StatisticsSummary.fixed(-1.25, 1) == "-1.3")
    #expect(StatisticsSummary.fixed(3, 0) == "3")
    #expect(StatisticsSummary.number(.nan) == "null")
}
