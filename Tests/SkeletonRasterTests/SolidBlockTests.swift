import Testing

@testable import SkeletonRaster

/// The per-pixel definition a painted shape must reproduce: its colour at the pixel's exact
/// coverage, source-over the pixel under it.
private func reference(_ color: UInt32, _ under: UInt32, _ k: UInt16) -> UInt32 {
    k == 0 ? under : PixelMath.over(k == 256 ? color : PixelMath.scale(color, UInt32(k)), under)
}

/// A background where every pixel differs from its neighbours, so a misplaced store shows.
private func background(_ width: Int, _ height: Int) -> [UInt32] {
    (0..<(width * height)).map { i in 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF }
}

/// Paints blocks 0.75–40 px wide in steps of 1.3 px (around a vector's width: interiors stored as
/// whole vectors from 8 pixels on, narrower ones pixel by pixel), with fractional edges, square to
/// fully rounded corners, unclipped and clipped through the ends, in one colour or in the per-column
/// `colors` when given, and expects every pixel to equal the per-pixel formula.
private func expectBlocksEqualThePerPixelFormula(color: UInt32, colors: [UInt32]?, opaque: Bool) {
    let (width, height) = (64, 24)
    let frame = PixelRect(x: 0, y: 0, width: width, height: height)
    let clips = [frame, PixelRect(x: 5, y: 3, width: 20, height: 15)]
    for w in stride(from: 0.75, through: 40, by: 1.3) {
        for r in [0.0, 2.5, 6, 10] {
            for clip in clips {
                guard let shape = DeviceShape(x0: 3.4, y0: 2.7, x1: 3.4 + w, y1: 20.2, radii: (r, r, r, r)) else {
                    continue
                }
                let under = background(width, height)
                var pixels = under
                var coverage = ShapeCoverage()
                coverage.prepare(for: shape)
                pixels.withUnsafeMutableBufferPointer { p in
                    let surface = Surface(base: p.baseAddress!, area: frame)
                    if let colors {
                        colors.withUnsafeBufferPointer { c in
                            coverage.paint(into: surface, clip: clip, color: 0, colors: c.baseAddress, opaque: opaque)
                        }
                    } else {
                        coverage.paint(into: surface, clip: clip, color: color, colors: nil, opaque: opaque)
                    }
                }
                let wrong = (0..<(width * height)).filter { i in
                    let (x, y) = (i % width, i / width)
                    let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
                    let k = inside ? ShapeCoverage.pixelCoverage(x, y, shape) : 0
                    return pixels[i] != reference(colors?[x] ?? color, under[i], k)
                }
                #expect(
                    wrong.isEmpty,
                    "width \(w) radius \(r) colour \(color) clip \(clip): wrong pixels \(wrong.prefix(5))")
            }
        }
    }
}

@Test func solidBlocksOfEveryWidthEqualThePerPixelFormulaInsideAndOutsideTheirClip() {
    // Opaque colours with differing and equal bytes and a translucent one.
    for color: UInt32 in [0xFFD3_D8DE, 0xFFFF_FFFF, 0x8069_6C6F] {
        expectBlocksEqualThePerPixelFormula(color: color, colors: nil, opaque: color >> 24 == 255)
    }
}

@Test func gradientBlocksOfEveryWidthEqualThePerPixelFormulaInsideAndOutsideTheirClip() {
    // Per-column colours, as a horizontal gradient's row: opaque ones (whose fully covered
    // interiors are copied as whole vectors) and translucent ones (blended).
    let opaque = (0..<64).map { 0xFF00_0000 | UInt32(truncatingIfNeeded: $0 &* 40_503) & 0xFF_FFFF }
    expectBlocksEqualThePerPixelFormula(color: 0, colors: opaque, opaque: true)
    let translucent = opaque.map { PixelMath.scale($0, 160) }
    expectBlocksEqualThePerPixelFormula(color: 0, colors: translucent, opaque: false)
}

@Test func oneColourBlendsInPlaceOfEveryLengthEqualThePerPixelFormula() {
    // A partly covered row of a block (its top or bottom) is one colour blended in place; its last
    // pixels are one more vector overlapping the one before, which must not blend them twice.
    for n in 0...40 {
        for color: UInt32 in [0x8069_6C6F, 0xFFD3_D8DE, 0x0101_0101] {
            let under = background(n + 2, 1)
            var row = under
            row.withUnsafeMutableBufferPointer { d in Span.blend(d.baseAddress! + 1, n, color) }
            for i in 1..<(n + 1) {
                #expect(row[i] == PixelMath.over(color, under[i]), "n \(n) colour \(color) pixel \(i)")
            }
            #expect(row[0] == under[0] && row[n + 1] == under[n + 1], "n \(n)")
        }
    }
}
