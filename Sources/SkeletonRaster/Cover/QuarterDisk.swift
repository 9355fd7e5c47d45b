/// Exact areas under a circle, for the coverage of pixels on a rounded corner.
enum QuarterDisk {
    /// Area of [u0, u1] × [v0, v1] inside {u ≥ 0, v ≥ 0, u² + v² ≤ r²}, for 0 ≤ u0 ≤ u1 and 0 ≤ v0 ≤ v1.
    ///
    /// Along u the disk's height is h(u) = √(r² − u²); the strip holds min(max(h − v0, 0), v1 − v0).
    /// Up to a = h⁻¹(v1) the strip is full, beyond b = h⁻¹(v0) it is empty, between the area is
    /// ∫ (h − v0) du, integrated in closed form.
    static func area(u0: Double, u1: Double, v0: Double, v1: Double, radius r: Double) -> Double {
        let r2 = r * r
        let a = (max(0, r2 - v1 * v1)).squareRoot()
        let b = (max(0, r2 - v0 * v0)).squareRoot()
        var total = (v1 - v0) * max(0, min(u1, a) - u0)
        let lo = max(u0, a)
        let hi = min(u1, b)
        if hi > lo {
            total += integralOfHeight(from: lo, to: hi, radius: r) - v0 * (hi - lo)
        }
        return total
    }

    /// ∫ √(r² − u²) du from `lo` to `hi` (0 ≤ lo ≤ hi ≤ r):
    /// ½(u·h(u))|lo..hi + ½r²(asin(hi/r) − asin(lo/r)), the arcsine difference taken as one arcsine
    /// of a small argument so that no precision is lost on large radii.
    static func integralOfHeight(from lo: Double, to hi: Double, radius r: Double) -> Double {
        let r2 = r * r
        let hLo = max(0, r2 - lo * lo).squareRoot()
        let hHi = max(0, r2 - hi * hi).squareRoot()
        let sinDifference = min(1, max(0, (hi * hLo - lo * hHi) / r2))
        return 0.5 * (hi * hHi - lo * hLo) + 0.5 * r2 * arcsine(sinDifference)
    }

    /// asin(x) for x in 0…1 by its Taylor series (|x| ≤ ½) and the half-angle identity above ½;
    /// pure Swift so that results are identical on every machine.
    static func arcsine(_ x: Double) -> Double {
        if x > 0.5 {
            return Double.pi / 2 - 2 * arcsine(((1 - x) / 2).squareRoot())
        }
        let x2 = x * x
        var term = x
        var sum = x
        var n = 0.0
        while term > 1e-18 * sum, n < 60 {
            term *= x2 * (2 * n + 1) * (2 * n + 1) / ((2 * n + 2) * (2 * n + 3))
            sum += term
            n += 1
        }
        return sum
    }
}
