import Testing

@testable import SkeletonCore

/// Direction, then start and end points at p = 0, 0.5 and 1, from SkeletonView's
/// GradientDirection+Animations.swift.
private let slidingTable: [(GradientDirection, [(start: Point, end: Point)])] = [
    (
        .leftRight,
        [
            (Point(x: -1, y: 0.5), Point(x: 0, y: 0.5)), (Point(x: 0, y: 0.5), Point(x: 1, y: 0.5)),
            (Point(x: 1, y: 0.5), Point(x: 2, y: 0.5)),
        ]
    ),
    (
        .rightLeft,
        [
            (Point(x: 1, y: 0.5), Point(x: 2, y: 0.5)), (Point(x: 0, y: 0.5), Point(x: 1, y: 0.5)),
            (Point(x: -1, y: 0.5), Point(x: 0, y: 0.5)),
        ]
    ),
    (
        .topBottom,
        [
            (Point(x: 0.5, y: -1), Point(x: 0.5, y: 0)), (Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)),
            (Point(x: 0.5, y: 1), Point(x: 0.5, y: 2)),
        ]
    ),
    (
        .bottomTop,
        [
            (Point(x: 0.5, y: 1), Point(x: 0.5, y: 2)), (Point(x: 0.5, y: 0), Point(x: 0.5, y: 1)),
            (Point(x: 0.5, y: -1), Point(x: 0.5, y: 0)),
        ]
    ),
    (
        .topLeftBottomRight,
        [
            (Point(x: -1, y: -1), Point(x: 0, y: 0)), (Point(x: 0, y: 0), Point(x: 1, y: 1)),
            (Point(x: 1, y: 1), Point(x: 2, y: 2)),
        ]
    ),
    (
        .bottomRightTopLeft,
        [
            (Point(x: 1, y: 1), Point(x: 2, y: 2)), (Point(x: 0, y: 0), Point(x: 1, y: 1)),
            (Point(x: -1, y: -1), Point(x: 0, y: 0)),
        ]
    ),
]

@Test(arguments: GradientDirection.allCases)
func slidingPointsFollowTheDirectionTable(direction: GradientDirection) throws {
    let expected = try #require(slidingTable.first { $0.0 == direction }?.1)
    let sliding = SlidingAnimation(directionOverride: direction)
    for (index, p) in [0.0, 0.5, 1].enumerated() {
        let points = sliding.points(progress: p)
        #expect(points.start == expected[index].start, "start at p = \(p)")
        #expect(points.end == expected[index].end, "end at p = \(p)")
    }
}

@Test func slidingDefaultsAreOneAndAHalfSecondsEaseInNoAutoreverse() {
    let sliding = SlidingAnimation()
    #expect(sliding.direction == .leftRight)
    #expect(sliding.loop.duration == 1.5)
    #expect(sliding.loop.easing == .easeIn)
    #expect(!sliding.loop.autoreverse)
}

@Test func slidingAtThreeQuartersOfASecondIsEaseInOfAHalf() {
    let points = SlidingAnimation().points(at: 0.75)
    // p = 0.315356812573: start x = −1 + 2p, end x = 2p.
    #expect(threeDecimals(points.start.x) == -0.369)
    #expect(threeDecimals(points.end.x) == 0.631)
    #expect(points.start.y == 0.5)
}

@Test func slidingRestartsEachPass() {
    let sliding = SlidingAnimation()
    #expect(sliding.points(at: 1.5).start == Point(x: -1, y: 0.5))
    #expect(sliding.points(at: 3).end == Point(x: 0, y: 0.5))
}

@Test func slidingWithAutoreverseComesBack() {
    var settings = AnimationSettings()
    settings.autoreverse = true
    let sliding = SlidingAnimation(settings: settings)
    #expect(sliding.points(at: 1.5).start == Point(x: 1, y: 0.5))
    #expect(sliding.points(at: 2.25).start == sliding.points(at: 0.75).start)
    #expect(sliding.points(at: 3).start == Point(x: -1, y: 0.5))
}

@Test func slidingDirectionIsRightLeftInRTLUnlessChosen() {
    var settings = AnimationSettings()
    #expect(SlidingAnimation(settings: settings, rtl: true).direction == .rightLeft)
    settings.direction = .topBottom
    #expect(SlidingAnimation(settings: settings, rtl: true).direction == .topBottom)
    #expect(SlidingAnimation(settings: settings, rtl: true, directionOverride: .bottomTop).direction == .bottomTop)
    settings.direction = .leftRight
    #expect(SlidingAnimation(settings: settings, rtl: true).direction == .leftRight)
}
