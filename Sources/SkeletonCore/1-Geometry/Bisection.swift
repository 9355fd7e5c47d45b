/// Bisection, for the monotone questions that have no closed form here: where an easing curve
/// reaches a value, and how long a prefix of text fits a width.
package enum Bisection {
    /// The s in 0…1 at which the increasing `f` reaches `target`: `steps` halvings of 0…1, each
    /// evaluating `f` at the middle of the interval left and stopping early when that middle is
    /// within `tolerance` of the target (0 never stops early). Returns the last middle evaluated.
    package static func solve(
        _ f: (Double) -> Double, reaching target: Double, steps: Int, tolerance: Double = 0
    ) -> Double {
        var low = 0.0
        var high = 1.0
        var middle = 0.5
        for _ in 0..<steps {
            middle = (low + high) / 2
            let value = f(middle)
            if abs(value - target) < tolerance { return middle }
            if value < target { low = middle } else { high = middle }
        }
        return middle
    }

    /// The largest n in `fitting..<tooLong` that `fits`, for a `fits` that holds up to some n and
    /// fails beyond it (widths grow with a prefix), given that `fitting` fits and `tooLong` does not.
    package static func last(fitting: Int, tooLong: Int, _ fits: (Int) -> Bool) -> Int {
        var fitting = fitting
        var tooLong = tooLong
        while tooLong - fitting > 1 {
            let middle = fitting + (tooLong - fitting) / 2
            if fits(middle) { fitting = middle } else { tooLong = middle }
        }
        return fitting
    }
}
