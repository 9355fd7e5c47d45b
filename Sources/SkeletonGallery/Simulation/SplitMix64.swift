/// Steele, Lea and Flood's SplitMix64: a tiny, fast generator whose stream is fixed by its seed,
/// so a seeded simulation gives the same loads on every machine and run (the standard library's
/// generator is seeded at random and its algorithm is not promised).
package struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state.
    private var state: UInt64

    /// A stream starting from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number strictly between 0 and 1 (the top 53 bits, centred in their step), so its
    /// logarithm is always finite.
    mutating func nextOpenUnit() -> Double {
        (Double(next() >> 11) + 0.5) / 9_007_199_254_740_992
    }
}
