import Testing

@testable import SkeletonCore

/// Rounds to three decimals, the precision the eased values of the acceptance cases are given to.
func threeDecimals(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
}

/// Rounds to twelve decimals: the solver's tolerance is 1e-12, so values compare exactly at this precision.
func twelveDecimals(_ value: Double) -> Double {
    (value * 1e12).rounded() / 1e12
}

@Test func easeInOutAtQuarterHalfAndThreeQuartersIsSpecValues() {
    // Exact (30-digit) values: 0.129161931047319811…, 0.5, 0.870838068952680188…
    #expect(threeDecimals(Easing.easeInOut.value(at: 0.25)) == 0.129)
    #expect(Easing.easeInOut.value(at: 0.5) == 0.5)
    #expect(threeDecimals(Easing.easeInOut.value(at: 0.75)) == 0.871)
    #expect(twelveDecimals(Easing.easeInOut.value(at: 0.25)) == 0.129161931047)
    #expect(twelveDecimals(Easing.easeInOut.value(at: 0.75)) == 0.870838068953)
}

@Test func easeInAtHalfIsSlidingSpecValue() {
    // Exact: 0.315356812572539304…; the sliding band at t = 0.75 s of 1.5 s.
    #expect(threeDecimals(Easing.easeIn.value(at: 0.5)) == 0.315)
    #expect(twelveDecimals(Easing.easeIn.value(at: 0.5)) == 0.315356812573)
}

@Test func easeOutMirrorsEaseIn() {
    // Exact: 0.684643187427460695…
    #expect(twelveDecimals(Easing.easeOut.value(at: 0.5)) == 0.684643187427)
    for step in 0...20 {
        let p = Double(step) / 20
        #expect(twelveDecimals(Easing.easeOut.value(at: p)) == twelveDecimals(1 - Easing.easeIn.value(at: 1 - p)))
    }
}

@Test func linearIsIdentity() {
    for step in 0...10 {
        let p = Double(step) / 10
        #expect(Easing.linear.value(at: p) == p)
    }
    #expect(twelveDecimals(Easing.cubicBezier(0.25, 0.25, 0.75, 0.75).value(at: 0.3)) == 0.3)
}

@Test(arguments: [
    Easing.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.1, 0.7, 0.9, 0.2), .cubicBezier(1, 0, 0, 1),
])
func everyCurveStartsAtZeroEndsAtOneAndClampsItsInput(easing: Easing) {
    #expect(easing.value(at: 0) == 0)
    #expect(easing.value(at: 1) == 1)
    #expect(easing.value(at: -5) == 0)
    #expect(easing.value(at: 7) == 1)
    #expect(easing.value(at: .nan) == 0)
    #expect(easing.value(at: -.infinity) == 0)
    #expect(easing.value(at: .infinity) == 1)
}

@Test(arguments: [Easing.easeIn, .easeOut, .easeInOut, .cubicBezier(1, 0, 0, 1), .cubicBezier(0, 1, 1, 0)])
func curvesWithYInsideUnitRangeAreMonotone(easing: Easing) {
    var previous = 0.0
    for step in 1...1000 {
        let value = easing.value(at: Double(step) / 1000)
        #expect(value >= previous - 1e-12)
        previous = value
    }
}

@Test func namedCurvesEqualTheirCubicBezier() {
    for step in 0...8 {
        let p = Double(step) / 8
        #expect(Easing.easeIn.value(at: p) == Easing.cubicBezier(0.42, 0, 1, 1).value(at: p))
        #expect(Easing.easeInOut.value(at: p) == Easing.cubicBezier(0.42, 0, 0.58, 1).value(at: p))
    }
}

@Test func controlPointXOutsideUnitRangeIsClamped() {
    let points = Easing.cubicBezier(-1, 0.2, 2, 0.8).controlPoints
    #expect([points.x1, points.y1, points.x2, points.y2] == [0, 0.2, 1, 0.8])
    #expect(Easing.cubicBezier(-1, 0, 2, 1).value(at: 0.5) == Easing.cubicBezier(0, 0, 1, 1).value(at: 0.5))
}

@Test func overshootingCurveKeepsItsYValues() {
    // y may leave 0…1 (CSS allows it); the value at 0.5 of (0.5, -1, 0.5, 2) is exactly 0.5 by symmetry.
    #expect(twelveDecimals(Easing.cubicBezier(0.5, -1, 0.5, 2).value(at: 0.5)) == 0.5)
    #expect(Easing.cubicBezier(0.5, -1, 0.5, 2).value(at: 0.1) < 0)
}

@Test func nonFiniteControlPointsBehaveAsLinear() {
    #expect(Easing.cubicBezier(.nan, 0, 1, 1).value(at: 0.3) == 0.3)
    #expect(Easing.cubicBezier(0.42, .infinity, 0.58, 1).value(at: 0.7) == 0.7)
}
