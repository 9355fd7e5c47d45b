import SkeletonCore
import Testing

@testable import SkeletonRaster

@Test func pixelAlignedRectangleFillsExactlyItsPixels() {
    let fb = Draw.render([Draw.fill(2, 1, 3, 2)], width: 8, height: 5)
    for y in 0..<5 {
        for x in 0..<8 {
            let inside = (2..<5).contains(x) && (1..<3).contains(y)
            #expect(fb.pixels[y * 8 + x] == (inside ? 0xFF00_0000 : 0xFFFF_FFFF))
        }
    }
}

@Test func fractionalEdgesCoverTheAreaOfThePixel() {
    // x from 1.25 to 3.5, y from 0.5 to 2: column 1 is 3/4 covered, column 3 half, row 0 half.
    let fb = Draw.render([Draw.fill(1.25, 0.5, 2.25, 1.5)], width: 5, height: 3)
    #expect(Draw.ink(fb, 1, 1) == 191)  // coverage 192/256 → alpha 191
    #expect(Draw.ink(fb, 2, 1) == 255)
    #expect(Draw.ink(fb, 3, 1) == 128)  // alpha 128, white × 127/255
    #expect(Draw.ink(fb, 2, 0) == 128)
    #expect(Draw.ink(fb, 1, 0) == 96)  // 3/4 × 1/2 = 96/256
    #expect(Draw.ink(fb, 0, 1) == 0)
    #expect(Draw.ink(fb, 4, 1) == 0)
    #expect(Draw.ink(fb, 2, 2) == 0)
}

@Test func abuttingShapesLeaveNoSeam() {
    // Two shapes of the same opaque colour over the same colour meet at x = 3.3: the shared pixel
    // gets coverages that sum to exactly 256, so the colour is uniform.
    for split in stride(from: 1.0, through: 4.0, by: 0.1) {
        let color = RGBA8(r: 200, g: 100, b: 50)
        let fb = Draw.render(
            [Draw.fill(0, 0, split, 2, color: color), Draw.fill(split, 0, 6 - split, 2, color: color)],
            width: 6, height: 2, background: color)
        #expect(fb.pixels.allSatisfy { $0 == 0xFFC8_6432 }, "split at \(split)")
        let coverageA = ShapeCoverageProbe.coverages(x0: 0, y0: 0, x1: split, y1: 2, radius: 0)
        let coverageB = ShapeCoverageProbe.coverages(x0: split, y0: 0, x1: 6, y1: 2, radius: 0)
        let column = Int(split)
        #expect(coverageA[0][column] + coverageB[0][column] == 256 || split == split.rounded())
    }
}
