import SkeletonCore
import SkeletonRaster
import Testing

@testable import SkeletonCompose

/// Every character 7 points wide; counts the measurements.
private final class CountingMetrics: TextMetrics, @unchecked Sendable {
    var measurements = 0

    func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        TestPlatform.services.metrics.lineMetrics(for: font)
    }

    func width(of text: String, font: FontSpec) -> Double {
        measurements += 1
        return Double(text.count) * 7
    }
}

private func painter(_ metrics: CountingMetrics) -> ChromeMetrics {
    ChromeMetrics(metrics: metrics, pixelScale: 1)
}

@Test func aHugeLayoutNameIsShortenedWithAFewMeasurements() {
    let metrics = CountingMetrics()
    let name = String(repeating: "a", count: 30_000)
    let label = painter(metrics).fitted(name, width: 100)
    // 11 characters and "..." are 98 points; 12 would be 105.
    #expect(label == String(repeating: "a", count: 11) + "...")
    #expect(metrics.measurements <= 17)
}

@Test func aNameThatFitsIsKept() {
    #expect(painter(CountingMetrics()).fitted("Feed", width: 28) == "Feed")
}

@Test func aWidthNarrowerThanTheEllipsisLeavesOnlyTheEllipsis() {
    #expect(painter(CountingMetrics()).fitted("Feed", width: 10) == "...")
}

@Test func aPrefixThatFitsExactlyIsKept() {
    #expect(painter(CountingMetrics()).fitted("abcdefghi", width: 56) == "abcde...")
}
