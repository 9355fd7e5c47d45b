import Testing

@testable import SkeletonCore

private let white = RGBA8(rgb: 0xFFFFFF)
private let box = Rect(x: 0, y: 0, width: 100, height: 20)
private let whiteStops = [
    GradientStop(offset: 0, color: RGBA8(r: 255, g: 255, b: 255, a: 128)),
    GradientStop(offset: 0.5, color: RGBA8(r: 255, g: 255, b: 255, a: 204)),
    GradientStop(offset: 1, color: RGBA8(r: 255, g: 255, b: 255, a: 128)),
]

/// The start and end x of the shimmer over `box` at a time.
private func axis(at time: Double, duration: Double = 1.25) -> [Double] {
    let gradient = ShimmerTemplateAnimation.gradient(box: box, background: white, duration: duration, time: time)
    return [gradient.start.x, gradient.end.x]
}

@Test func shimmerStartsWithLocationsMinusOneToZero() {
    let gradient = ShimmerTemplateAnimation.gradient(box: box, background: white, duration: 1.25, time: 0)
    #expect(gradient == LinearGradient(start: Point(x: -100, y: 20), end: Point(x: 0, y: 20), stops: whiteStops))
}

@Test func shimmerMovesTwoWidthsPerCycleLinearly() {
    #expect(axis(at: 0.3125) == [-50, 50])
    #expect(axis(at: 0.625) == [0, 100])
    #expect(axis(at: 0.9375) == [50, 150])
    #expect(axis(at: 1.25) == [-100, 0])
    #expect(axis(at: 1.875) == [0, 100])
}

@Test func shimmerHighlightIsInsideTheViewFromAQuarterToThreeQuartersOfTheCycle() {
    // The band centre is the middle of the axis: 0 at t = 0.3125, 100 (the width) at t = 0.9375.
    #expect(axis(at: 0.3125).reduce(0, +) / 2 == 0)
    #expect(axis(at: 0.9375).reduce(0, +) / 2 == 100)
}

@Test func shimmerUsesTheThemeDuration() {
    #expect(axis(at: 1, duration: 2) == [0, 100])
}

@Test(arguments: [0, -1, Double.nan, .infinity])
func shimmerWithInvalidDurationUsesOneAndAQuarterSeconds(duration: Double) {
    #expect(axis(at: 0.625, duration: duration) == [0, 100])
}

@Test func shimmerBeforeItsStartShowsTheFirstFrame() {
    #expect(axis(at: -3) == [-100, 0])
    #expect(axis(at: .nan) == [-100, 0])
}

@Test func shimmerKeepsTheBackgroundColorAtHalfAndEightyPercent() {
    let gradient = ShimmerTemplateAnimation.gradient(
        box: box, background: RGBA8(rgb: 0x000000), duration: 1.25, time: 0)
    #expect(gradient.stops.map(\.color) == [128, 204, 128].map { RGBA8(r: 0, g: 0, b: 0, a: $0) })
}
