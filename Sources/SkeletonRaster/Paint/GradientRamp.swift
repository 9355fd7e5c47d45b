import SkeletonCore

/// A gradient's colours sampled at 1024 evenly spaced offsets (entry i at offset i/1023), premultiplied
/// with the opacity folded in, so a pixel's colour is one table read. The table lives in storage the
/// rasterizer owns (one block for all its ramps), so drawing reads it through a plain pointer, with
/// no reference counting per shape.
struct GradientRamp {
    /// Entries in the table.
    static let size = 1024

    /// The stops it was built from.
    let stops: [GradientStop]
    /// The opacity folded in.
    let opacity: Double
    /// True when every entry is opaque (spans can be copied instead of blended).
    let isOpaque: Bool
    /// The last entry: the colour of a gradient without length.
    let lastColor: UInt32
    /// `fingerprint(of: stops, opacity: opacity)`.
    let fingerprint: UInt64

    /// Samples the stops (sorted, offsets clamped to 0…1 and made non-decreasing) with pad extension,
    /// interpolating straight-alpha channels linearly, as Skia and CSS do, into the `size` entries
    /// at `table`.
    init(stops: [GradientStop], opacity: Double, table: UnsafeMutablePointer<UInt32>) {
        self.stops = stops
        self.opacity = opacity
        fingerprint = Self.fingerprint(of: stops, opacity: opacity)
        var clean: [(offset: Double, color: RGBA8)] = []
        var last = 0.0
        for stop in stops {
            let o = stop.offset.isNaN ? last : max(last, min(1, stop.offset))
            clean.append((o, stop.color))
            last = o
        }
        var opaque = true
        let alpha = PixelMath.opacity(opacity)
        var segment = 0
        for i in 0..<Self.size {
            let t = Double(i) / Double(Self.size - 1)
            while segment < clean.count && clean[segment].offset < t { segment += 1 }
            let pixel: UInt32
            if clean.isEmpty {
                pixel = 0
            } else if segment == 0 {
                pixel = PixelMath.premultiplied(clean[0].color, opacity: alpha)
            } else if segment == clean.count {
                pixel = PixelMath.premultiplied(clean[segment - 1].color, opacity: alpha)
            } else {
                let a = clean[segment - 1]
                let b = clean[segment]
                let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
                func mix(_ x: UInt8, _ y: UInt8) -> Double { Double(x) + (Double(y) - Double(x)) * f }
                let ca = UInt32((mix(a.color.a, b.color.a) * alpha).rounded())
                pixel = PixelMath.pack(
                    r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g), b: mix(a.color.b, b.color.b), alpha: ca)
            }
            if pixel >> 24 != 255 { opaque = false }
            table[i] = pixel
        }
        self.isOpaque = opaque
        lastColor = table[Self.size - 1]
    }

    /// A hash of stops and opacity: equal ones (by `==`) hash equal, so the ramp cache compares
    /// the stops of a ramp only when its fingerprint matches (comparing arrays retains them).
    static func fingerprint(of stops: [GradientStop], opacity: Double) -> UInt64 {
        // FNV-1a over the values; + 0 turns −0 into +0, which `==` treats as equal.
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var h = (0xCBF2_9CE4_8422_2325 ^ (opacity + 0).bitPattern) &* prime
        stops.withUnsafeBufferPointer { stops in
            for stop in stops {
                let c = stop.color
                h = (h ^ (stop.offset + 0).bitPattern) &* prime
                h = (h ^ (UInt64(c.r) | UInt64(c.g) << 8 | UInt64(c.b) << 16 | UInt64(c.a) << 24)) &* prime
            }
        }
        return h
    }

    /// The table index for gradient offset t (padded: t < 0 → first entry, t > 1 → last).
    @inline(__always) static func index(_ t: Double) -> Int {
        Int(min(Double(size - 1), max(0, t * Double(size - 1) + 0.5)))
    }
}

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
