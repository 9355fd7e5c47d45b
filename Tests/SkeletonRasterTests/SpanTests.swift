import Testing

@testable import SkeletonRaster

/// Deterministic pseudo-random values (a linear congruential generator), the same on every run.
private struct Lcg {
    var state: UInt32
    mutating func next(_ bound: UInt32) -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return (state >> 8) % bound
    }
}

/// The per-pixel definition the vector loops must reproduce: source-over at coverage k/256.
private func reference(_ s: UInt32, _ d: UInt32, _ k: UInt32) -> UInt32 {
    k == 0 ? d : PixelMath.over(k == 256 ? s : PixelMath.scale(s, k), d)
}

@Test func coverageBlendsOfEveryLengthEqualThePerPixelFormula() {
    var random = Lcg(state: 7)
    for n in 0...40 {
        let under = (0..<(n + 2)).map { _ in 0xFF00_0000 | random.next(0x100_0000) }
        let coverage = (0..<n).map { _ in UInt16([0, 256, random.next(257)][Int(random.next(3))]) }
        let colors = (0..<n).map { _ -> UInt32 in
            let a = random.next(256)
            return a << 24 | (random.next(a + 1) << 16) | (random.next(a + 1) << 8) | random.next(a + 1)
        }
        let color: UInt32 = 0xC060_4020
        var one = under
        var many = under
        one.withUnsafeMutableBufferPointer { d in
            Span.blend(d.baseAddress! + 1, n, color, coverage: coverage)
        }
        many.withUnsafeMutableBufferPointer { d in
            Span.blend(d.baseAddress! + 1, n, colors: colors, coverage: coverage)
        }
        for i in 0..<n {
            #expect(one[i + 1] == reference(color, under[i + 1], UInt32(coverage[i])), "n \(n) pixel \(i)")
            #expect(many[i + 1] == reference(colors[i], under[i + 1], UInt32(coverage[i])), "n \(n) pixel \(i)")
        }
        // The pixels on either side of the run are untouched.
        #expect(one[0] == under[0] && one[n + 1] == under[n + 1], "n \(n)")
        #expect(many[0] == under[0] && many[n + 1] == under[n + 1], "n \(n)")
    }
}

@Test func fillsOfEveryLengthStoreExactlyTheirPixels() {
    // Past five vectors' width: the loop of four stores, then the four clamped to the run's end.
    for n in 0...100 {
        for color: UInt32 in [0xFFD3_D8DE, 0xFFFF_FFFF] {
            var row = [UInt32](repeating: 0x1234_5678, count: n + 2)
            row.withUnsafeMutableBufferPointer { d in Span.fill(d.baseAddress! + 1, n, color) }
            #expect(row[0] == 0x1234_5678 && row[n + 1] == 0x1234_5678, "n \(n)")
            #expect(row[1..<(n + 1)].allSatisfy { $0 == color }, "n \(n)")
        }
    }
}

@Test func vectorCopiesOfEveryLengthStoreExactlyTheirPixels() {
    // From one vector's width up: pairs of vectors, then one, then one more ending at the last pixel.
    for n in PixelOctet.width...80 {
        let source = (0..<n).map { 0xFF00_0000 | UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) & 0xFF_FFFF }
        var row = [UInt32](repeating: 0x1234_5678, count: n + 2)
        row.withUnsafeMutableBufferPointer { d in Span.copyVectors(d.baseAddress! + 1, n, source) }
        #expect(row[0] == 0x1234_5678 && row[n + 1] == 0x1234_5678, "n \(n)")
        #expect(Array(row[1..<(n + 1)]) == source, "n \(n)")
    }
}

@Test func layerCompositesOfEveryLengthAndOpacityEqualThePerPixelFormula() {
    // Translucent and opaque layers, composited in place and onto separate pixels under, at
    // opacities 0…256 (the opaque path shares one inverse alpha, which must match each pixel's).
    var random = Lcg(state: 11)
    for n in 0...40 {
        for k: UInt32 in [0, 1, 77, 128, 255, 256] {
            let under = (0..<n).map { _ in 0xFF00_0000 | random.next(0x100_0000) }
            let translucent = (0..<n).map { _ -> UInt32 in
                let a = random.next(256)
                return a << 24 | (random.next(a + 1) << 16) | (random.next(a + 1) << 8) | random.next(a + 1)
            }
            let opaque = (0..<n).map { _ in 0xFF00_0000 | random.next(0x100_0000) }
            for (colors, isOpaque) in [(translucent, false), (opaque, true), (opaque, false)] {
                var inPlace = under
                var separate = [UInt32](repeating: 0x1234_5678, count: n)
                inPlace.withUnsafeMutableBufferPointer { d in
                    Span.blend(d.baseAddress!, n, colors: colors, k, opaque: isOpaque)
                }
                separate.withUnsafeMutableBufferPointer { d in
                    Span.blend(d.baseAddress!, n, colors: colors, k, under: under, opaque: isOpaque)
                }
                for i in 0..<n {
                    let expected = reference(colors[i], under[i], k)
                    #expect(inPlace[i] == expected, "n \(n) k \(k) opaque \(isOpaque) pixel \(i)")
                    #expect(separate[i] == expected, "n \(n) k \(k) opaque \(isOpaque) pixel \(i)")
                }
            }
        }
    }
}

@Test func oneColourBlendsOfEveryLengthEqualThePerPixelFormulaInPlaceAndOntoSeparatePixels() {
    // Runs of every length around a vector's width: the last vector overlaps the one before it,
    // which must not blend the overlapped pixels twice when the run blends in place.
    var random = Lcg(state: 5)
    for n in 0...40 {
        for color: UInt32 in [0xFFD3_D8DE, 0x8069_6C6F, 0x0000_0000] {
            let under = (0..<(n + 2)).map { _ in 0xFF00_0000 | random.next(0x100_0000) }
            var inPlace = under
            var separate = [UInt32](repeating: 0x1234_5678, count: n + 2)
            inPlace.withUnsafeMutableBufferPointer { d in
                Span.blend(d.baseAddress! + 1, n, color, under: UnsafePointer(d.baseAddress! + 1))
            }
            separate.withUnsafeMutableBufferPointer { d in
                under.withUnsafeBufferPointer { b in Span.blend(d.baseAddress! + 1, n, color, under: b.baseAddress! + 1)
                }
            }
            for i in 1..<(n + 1) {
                #expect(inPlace[i] == PixelMath.over(color, under[i]), "n \(n) colour \(color) pixel \(i)")
                #expect(separate[i] == PixelMath.over(color, under[i]), "n \(n) colour \(color) pixel \(i)")
            }
            #expect(inPlace[0] == under[0] && inPlace[n + 1] == under[n + 1], "n \(n)")
            #expect(separate[0] == 0x1234_5678 && separate[n + 1] == 0x1234_5678, "n \(n)")
        }
    }
}

@Test func blendsOntoSeparatePixelsFromEveryAlignmentStoreExactlyTheirPixels() {
    // Runs composited onto separate pixels store whole vectors of memory after their first one:
    // from each start within 64 bytes, every length to 80, each pixel of the run is the formula's
    // and no pixel beside it changes (a layer's opaque pixels at coverage 128, and one colour).
    var random = Lcg(state: 23)
    let count = 16 + 80 + 16
    let under = (0..<count).map { _ in 0xFF00_0000 | random.next(0x100_0000) }
    let colors = (0..<count).map { _ in 0xFF00_0000 | random.next(0x100_0000) }
    let color: UInt32 = 0x8069_6C6F
    let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: count + 16)
    defer { storage.deallocate() }
    // A 64-byte boundary to count the starts from.
    let aligned = storage + (16 - Int(bitPattern: storage) / 4 % 16) % 16
    var wrong: [String] = []
    for start in 0..<16 {
        for n in 0...80 {
            for layer in [true, false] {
                aligned.update(repeating: 0x1234_5678, count: count)
                under.withUnsafeBufferPointer { b in
                    colors.withUnsafeBufferPointer { s in
                        if layer {
                            Span.blend(
                                aligned + start, n, colors: s.baseAddress! + start, 128, under: b.baseAddress! + start,
                                opaque: true)
                        } else {
                            Span.blend(aligned + start, n, color, under: b.baseAddress! + start)
                        }
                    }
                }
                for i in 0..<count {
                    let source = layer ? PixelMath.scale(colors[i], 128) : color
                    let expected = i >= start && i < start + n ? PixelMath.over(source, under[i]) : 0x1234_5678
                    if aligned[i] != expected { wrong.append("start \(start) n \(n) layer \(layer) pixel \(i)") }
                }
            }
        }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
}
