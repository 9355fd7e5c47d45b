import Testing

@testable import SkeletonRaster

/// Every sub-pixel phase (1/256 px, as `DeviceShape` snaps) on one axis with a few on the other.
private let phases: [(x: Int, y: Int)] =
    (0..<256).flatMap { p in [(p, 0), (p, 77), (p, 128), (p, 255)] }
    + (0..<256).flatMap { p in [(0, p), (77, p), (128, p), (255, p)] }

/// Sizes below, around and above a vector's width, and radii from none to fully rounded.
private let sizes: [(w: Double, h: Double)] = [(0.6, 0.9), (3.3, 15), (13.1, 9.4)]
private let radii: [Double] = [0, 0.5, 2.5, 7.75]

/// The coverage each column of `row` gets as the row loops read the storage: each end as whole
/// vectors from its padded start (coverage 0 leaves a pixel alone), then the interior; nil when two
/// reads give one pixel a coverage (a pixel blended twice).
private func columnsAsPainted(_ row: ShapeCoverage.EdgeRow, _ cov: [UInt16]) -> [Int: UInt32]? {
    var painted: [Int: UInt32] = [:]
    let ends = [
        (row.leftX, row.leftWidth, row.leftOffset),
        (row.rightStart, row.rightWidth, row.rightOffset - (row.rightX - row.rightStart)),
    ]
    for (start, width, offset) in ends {
        guard width % PixelOctet.width == 0, offset >= 0, offset + width <= cov.count else { return nil }
        for j in 0..<width where cov[offset + j] > 0 {
            guard painted[start + j] == nil else { return nil }
            painted[start + j] = UInt32(cov[offset + j])
        }
    }
    for x in row.interiorStart..<max(row.interiorStart, row.interiorEnd) {
        guard painted[x] == nil else { return nil }
        painted[x] = row.interior
    }
    return painted
}

/// Checks every pixel of `s`'s rows (and a vector's width either side) as the row loops and the
/// dissolve's records read them against the per-pixel formula; returns the first mismatch.
private func firstMismatch(_ s: DeviceShape) -> String? {
    var coverage = ShapeCoverage()
    coverage.prepare(for: s)
    let b = s.bounds
    let columns = (b.x - PixelOctet.width)..<(b.maxX + PixelOctet.width)
    func expected(_ x: Int, _ y: Int) -> UInt32 {
        b.x <= x && x < b.maxX ? UInt32(ShapeCoverage.pixelCoverage(x, y, s)) : 0
    }
    let cov = coverage.table
    for y in b.y..<b.maxY {
        let indices = coverage.edgeRowIndices(in: y..<(y + 1))
        if coverage.middleRows.contains(y) {
            guard indices.isEmpty else { return "row \(y): a middle row with an edge row" }
            for x in columns where coverage.middleCoverage(x) != expected(x, y) {
                return "middle row \(y) column \(x): \(coverage.middleCoverage(x)) ≠ \(expected(x, y))"
            }
            continue
        }
        guard indices.count == 1, coverage.edgeRow(indices.lowerBound).y == y else {
            return "row \(y): edge rows \(indices)"
        }
        let row = coverage.edgeRow(indices.lowerBound)
        let placed = coverage.withEdgeRows { rows, cov in rows.coverages(indices.lowerBound) == cov + row.leftOffset }
        guard placed else { return "row \(y): its coverages are not where the row loop reads them" }
        guard let painted = columnsAsPainted(row, cov) else { return "row \(y): an end read outside its place" }
        for x in columns {
            let read = cov.withUnsafeBufferPointer { coverage.edgeCoverage(row, x, $0.baseAddress!) }
            guard painted[x] ?? 0 == expected(x, y), read == expected(x, y) else {
                return "row \(y) column \(x): painted \(painted[x] ?? 0), read \(read), formula \(expected(x, y))"
            }
        }
        let reached = [row.leftX, row.rightStart, row.leftX + row.leftWidth, row.rightStart + row.rightWidth]
        guard
            reached.allSatisfy({ coverage.paintedColumns.lowerBound <= $0 && $0 <= coverage.paintedColumns.upperBound })
        else { return "row \(y): ends outside the painted columns \(coverage.paintedColumns)" }
    }
    return nil
}

@Test func edgeRowsGiveEveryPixelTheFormulasCoverageAtEverySubPixelPhase() {
    for (px, py) in phases {
        for (w, h) in sizes {
            for r in radii {
                let (x0, y0) = (3 + Double(px) / 256, 2 + Double(py) / 256)
                guard let s = DeviceShape(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, radii: (r, r, r, r)) else {
                    Issue.record("no shape at \(x0), \(y0)")
                    continue
                }
                if let mismatch = firstMismatch(s) {
                    Issue.record("\(w)×\(h) r\(r) at \(x0), \(y0): \(mismatch)")
                    return
                }
            }
        }
    }
}

@Test func unequalCornersAndShapesFarFromTheOriginKeepTheirColumnsAndOffsets() {
    let shapes = [
        DeviceShape(x0: 10.3, y0: 4.6, x1: 41.9, y1: 30.2, radii: (0, 3.5, 12, 6.25)),
        DeviceShape(x0: -4_000_000.4, y0: 3_999_000.7, x1: -3_999_950.1, y1: 3_999_031.2, radii: (9, 9, 9, 9)),
        DeviceShape(x0: 0.5, y0: 0.5, x1: 60.5, y1: 60.5, radii: (30, 30, 30, 30)),
    ]
    for s in shapes {
        guard let s else {
            Issue.record("a shape did not build")
            continue
        }
        #expect(firstMismatch(s) == nil, "\(s)")
    }
}

@Test func theTablesKeepTheirCompactSizes() {
    // What a frame reads per shape row, per visit and per command: growing them costs load time.
    #expect(MemoryLayout<ShapeCoverage.EdgeRow>.stride == 36)
    #expect(MemoryLayout<DeviceShape>.size == 48)
    #expect(MemoryLayout<PreparedCommand>.stride == 136)
}

@Test func aShapePaintedAtEveryPhaseThroughAClipThatCutsItMatchesThePerPixelFormula() {
    for (px, py) in phases where px % 5 == 0 || py % 5 == 0 {
        for r in [0, 2.5, 7.75] {
            let wrong = wrongPixels(clip: PixelRect(x: 6, y: 5, width: 17, height: 13), px, py, 24.6, 19.3, r)
            #expect(wrong == nil, "r\(r) at phase \(px), \(py): \(wrong ?? "")")
        }
    }
}

@Test func aWholeShapeWhoseRowsHoldEndsOfDifferentWidthsMatchesThePerPixelFormula() {
    // The clip holds every padded end (the one-colour row loop); the circles' and wide corners'
    // rows have ends of one to three vectors, laid at the stride of the widest.
    let shapes: [(w: Double, h: Double, r: Double)] = [
        (24.6, 19.3, 0), (24.6, 19.3, 7.75), (33, 33, 16.5), (60.2, 21.7, 10.85), (9.4, 40.2, 4.7), (0.6, 0.9, 0.3),
    ]
    for (px, py) in phases where px % 7 == 0 || py % 7 == 0 {
        for (w, h, r) in shapes {
            let wrong = wrongPixels(clip: PixelRect(x: 0, y: 0, width: 96, height: 56), px, py, w, h, r)
            #expect(wrong == nil, "\(w)×\(h) r\(r) at phase \(px), \(py): \(wrong ?? "")")
        }
    }
}

/// Paints a `w`×`h` shape with radius `r` at (3, 2) plus sub-pixel phase (`px`, `py`) in one opaque
/// colour through `clip` over a 96×56 frame of varied pixels, and describes the pixels that differ from
/// the per-pixel formula (nil when none does).
private func wrongPixels(clip: PixelRect, _ px: Int, _ py: Int, _ w: Double, _ h: Double, _ r: Double) -> String? {
    let (width, height) = (96, 56)
    let frame = PixelRect(x: 0, y: 0, width: width, height: height)
    let under = (0..<(width * height)).map { i in
        0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFF_FFFF
    }
    let color: UInt32 = 0xFFD3_D8DE
    let (x0, y0) = (3 + Double(px) / 256, 2 + Double(py) / 256)
    guard let s = DeviceShape(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, radii: (r, r, r, r)) else { return "no shape" }
    var coverage = ShapeCoverage()
    coverage.prepare(for: s)
    var pixels = under
    pixels.withUnsafeMutableBufferPointer { p in
        coverage.paint(
            into: Surface(base: p.baseAddress!, area: frame), clip: clip, color: color, colors: nil, opaque: true)
    }
    let wrong = (0..<(width * height)).filter { i in
        let (x, y) = (i % width, i / width)
        let inside = x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
        let k = inside ? ShapeCoverage.pixelCoverage(x, y, s) : 0
        let expected =
            k == 0 ? under[i] : PixelMath.over(k == 256 ? color : PixelMath.scale(color, UInt32(k)), under[i])
        return pixels[i] != expected
    }
    return wrong.isEmpty ? nil : "wrong pixels \(wrong.prefix(5))"
}
