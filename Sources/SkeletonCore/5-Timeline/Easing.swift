/// A timing curve (CAMediaTimingFunction).
package enum Easing: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// cubic-bezier(0.42, 0, 1, 1): the sliding default.
    case easeIn
    /// cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// cubic-bezier(0.42, 0, 0.58, 1): the pulse and fade default.
    case easeInOut
    /// Any cubic Bézier with control points (x1, y1), (x2, y2); x clamped to 0…1.
    case cubicBezier(Double, Double, Double, Double)
}

extension Easing {
    /// The control points (x1, y1, x2, y2) of the curve; x1 and x2 are clamped to 0…1 so x(s) is
    /// monotone and every progress has exactly one solution.
    package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            (min(1, max(0, x1)), y1, min(1, max(0, x2)), y2)
        }
    }

    /// The eased value at a linear progress: the input is clamped to 0…1 (NaN → 0), 0 gives 0 and
    /// 1 gives 1, and x(s) = progress is solved to 1e-12 by Newton's method with a bisection
    /// fallback (a fixed number of steps, so it always ends). A cubic-bezier with a non-finite
    /// control point behaves as linear.
    package func value(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(1, max(0, progress))
        let c = controlPoints
        guard c.x1.isFinite, c.y1.isFinite, c.x2.isFinite, c.y2.isFinite else { return p }
        if p == 0 || p == 1 { return p }
        if self == .linear { return p }
        let s = Self.solve(x: p, x1: c.x1, x2: c.x2)
        return Self.bezier(s, c.y1, c.y2)
    }

    /// The parameter s in 0…1 with x(s) = x.
    private static func solve(x: Double, x1: Double, x2: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let slope = derivative(s, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard s >= 0, s <= 1 else { break }
        }
        return Bisection.solve({ bezier($0, x1, x2) }, reaching: x, steps: 64, tolerance: tolerance)
    }

    /// One coordinate of the cubic Bézier from 0 to 1 with inner control values a and b.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * a + 3 * inverse * s * s * b + s * s * s
    }

    /// d/ds of `bezier`.
    private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * a + 6 * inverse * s * (b - a) + 3 * s * s * (1 - b)
    }
}
