import SkeletonCore

/// Gradient tables kept across frames: the `slots` most recently built, their entries in one block
/// of memory, so drawing reads a table through a plain pointer with no reference counting per shape.
final class RampCache {
    /// Gradient tables kept at once.
    static let slots = 16

    /// The ramps in their slots (at most `slots`).
    private var ramps: [GradientRamp] = []
    /// The entries of the tables, `GradientRamp.size` per slot.
    private let tables = ScratchBuffer<UInt32>(capacity: slots * GradientRamp.size)
    /// The slot replaced next when every slot is taken.
    private var nextRamp = 0
    /// How many times a slot was given to another ramp: a slot found before still holds the same
    /// ramp while this is unchanged.
    private(set) var replacements = 0

    /// The number of ramps kept.
    var count: Int { ramps.count }

    /// The ramp in `slot`.
    subscript(slot: Int) -> GradientRamp { ramps[slot] }

    /// The slot of the table for these stops and opacity, built into a free (or the oldest) slot
    /// unless a slot holds it.
    func index(of stops: [GradientStop], opacity: Double) -> Int {
        let fingerprint = GradientRamp.fingerprint(of: stops, opacity: opacity)
        for i in ramps.indices
        where ramps[i].fingerprint == fingerprint && ramps[i].opacity == opacity && ramps[i].stops == stops {
            return i
        }
        let slot = ramps.count < Self.slots ? ramps.count : (nextRamp + 1) % ramps.count
        let ramp = GradientRamp(stops: stops, opacity: opacity, table: tables.base + slot * GradientRamp.size)
        if slot == ramps.count {
            ramps.append(ramp)
        } else {
            nextRamp = slot
            ramps[slot] = ramp
            replacements += 1
        }
        return slot
    }

    /// The `GradientRamp.size` entries of the table in `slot`.
    @inline(__always) func table(_ slot: Int) -> UnsafePointer<UInt32> {
        assert(ramps.indices.contains(slot), "ramp slot \(slot) outside 0..<\(ramps.count)")
        return UnsafePointer(tables.base + slot * GradientRamp.size)
    }
}
