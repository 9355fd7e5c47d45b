extension ShapeCoverage {
    /// Adds the shape to `items` as one item of a dissolve without a layer (`DissolveBlend`), in
    /// premultiplied colour `color`, drawing in `columns` (its bounds' inside the area) of `rows`
    /// (inside the band); `whole` when its bounds lie inside the area's columns. Each of its rows
    /// in the band gets its layer pixels, scaled, in a record: the middle rows share one.
    ///
    /// Row by row the records give what the layer path gives: the layer pixel at coverage c is
    /// `over(scale(colour, c), background)`, coverage 0 (the padding of an end, columns outside the
    /// row) leaving the background. An end's padded vector is kept whole where its padding lies in
    /// the row's interior (those lanes take the interior's coverage), so a row is stored as whole
    /// vectors around one run; other rows of a vector's width or more are whole vectors, the last
    /// one ending at the row's end, each lane at its own column's coverage; narrower rows, and the
    /// rows of shapes cut by the area's edge, are kept pixel by pixel.
    func addDissolveItem(
        color: UInt32, columns: Range<Int>, rows: Range<Int>, whole: Bool, _ blend: DissolveBlend,
        to items: inout BandItems
    ) {
        let (lo, hi) = (columns.lowerBound, columns.upperBound)
        let interiorPixel = blend.scaledLayer(color, coverage: 256)
        let indices = edgeRowIndices(in: rows)
        // At most: a record per edge row and one for the middle rows, each of `columns` (whole
        // vectors of its ends, each padded by less than a vector, or of the row) or its pixels.
        let most = indices.count + 1
        var item = DissolveItem(
            columns: columns, rows: rows, middleRows: middleRows, middle: -1, edges: items.used.records, edgesAbove: 0)
        items.add(records: most, vectors: most * ((hi - lo) / PixelOctet.width + 2), pixels: most * (hi - lo)) { out in
            // Read here, not captured: a captured width was a value the closure loaded and divided by
            // (four divisions an edge row), the constant's remainders and quotients are masks and shifts.
            let w = PixelOctet.width
            withEdgeRows { edges, cov in
                let colors = PixelOctet.Pixels(repeating: color)
                for index in indices {
                    let r = edges[index]
                    assertEnds(r, in: table.count)
                    if r.y < middleRows.lowerBound { item.edgesAbove += 1 }
                    let leftFits = r.leftCount % w == 0 || r.leftX + r.leftWidth <= r.interiorEnd
                    let rightFits = r.rightCount % w == 0 || r.rightStart >= r.interiorStart
                    let start = r.leftCount > 0 ? r.leftX : r.interiorStart
                    let end = r.rightCount > 0 ? r.rightX + r.rightCount : r.interiorEnd
                    guard whole, leftFits, rightFits else {
                        if whole, end - start >= w {
                            addVectors(start..<end, colors, blend, to: &out) { edgeCoverage(r, $0, cov) }
                        } else {
                            out.addPixels(columns) { blend.scaledLayer(color, coverage: edgeCoverage(r, $0, cov)) }
                        }
                        continue
                    }
                    let interior = PixelOctet.Lanes(repeating: UInt16(r.interior))
                    let first = out.nextVector
                    var i = 0
                    while i < r.leftCount {
                        // Lanes past the end (its zero padding) lie in the interior: they take its coverage.
                        let k2 =
                            PixelOctet.coverages(cov + r.leftOffset + i)
                            | (interior & ~blend.lanes(before: r.leftCount - i))
                        out.add(blend.scaledLayer(colors, coverages: k2))
                        i += w
                    }
                    let padding = r.rightX - r.rightStart
                    i = 0
                    while i < r.rightWidth {
                        // Lanes before the end (its zero padding) lie in the interior, as on the left.
                        let k2 =
                            PixelOctet.coverages(cov + (r.rightOffset - padding + i))
                            | (interior & blend.lanes(before: padding - i))
                        out.add(blend.scaledLayer(colors, coverages: k2))
                        i += w
                    }
                    out.add(
                        DissolveRow(
                            start: start, end: end, first: first, leftVectors: r.leftWidth / w,
                            rightVectors: r.rightWidth / w,
                            run: r.interior == 256 ? interiorPixel : blend.scaledLayer(color, coverage: r.interior))
                    )
                }
            }
            if rows.overlaps(middleRows) {
                item.middle = out.nextRecord
                if whole, hi - lo > w, middleInterior.lowerBound <= lo + 1, middleInterior.upperBound >= hi - 1 {
                    // A middle row differs from its interior only in its two side pixels: one vector at
                    // each side (overlapping in the interior when it is narrower than two) around a run.
                    var left = PixelOctet.Pixels(repeating: interiorPixel)
                    var right = left
                    left[0] = blend.scaledLayer(color, coverage: middleCoverage(lo))
                    right[w - 1] = blend.scaledLayer(color, coverage: middleCoverage(hi - 1))
                    out.add(
                        DissolveRow(
                            start: lo, end: hi, first: out.nextVector, leftVectors: 1, rightVectors: 1,
                            run: interiorPixel)
                    )
                    out.add(left)
                    out.add(right)
                } else {
                    out.addPixels(columns) { blend.scaledLayer(color, coverage: middleCoverage($0)) }
                }
            }
        }
        items.add(item)
    }

    /// Adds a record of the columns `span` (a vector's width or more) as whole vectors of colours
    /// `colors` at the coverages `coverage(x)`, the last one ending at the span's end (its pixels
    /// computed twice alike where it overlaps the one before).
    @inline(__always) private func addVectors(
        _ span: Range<Int>, _ colors: PixelOctet.Pixels, _ blend: DissolveBlend, to out: inout DissolveRowWriter,
        _ coverage: (Int) -> UInt32
    ) {
        let w = PixelOctet.width
        let count = (span.count - 1) / w
        let first = out.nextVector
        @inline(__always) func vector(_ x0: Int) -> PixelOctet.Pixels {
            var k2 = PixelOctet.Lanes()
            for i in 0..<w {
                let k = UInt16(truncatingIfNeeded: coverage(x0 + i))
                k2[2 * i] = k
                k2[2 * i + 1] = k
            }
            return blend.scaledLayer(colors, coverages: k2)
        }
        for i in 0..<count { out.add(vector(span.lowerBound + i * w)) }
        out.add(vector(span.upperBound - w))
        // The left vectors reach the last one's start or overlap it: no run between them.
        out.add(
            DissolveRow(
                start: span.lowerBound, end: span.upperBound, first: first, leftVectors: count, rightVectors: 1, run: 0)
        )
    }

    /// Loads the first of the edge rows inside `rows` and its first coverage, and returns something
    /// of both (0 when there is none): the loads ahead of `addDissolveItem`.
    func firstEdgeBytes(in rows: Range<Int>) -> UInt32 {
        let index = edgeRowIndices(in: rows).lowerBound
        guard index < edgeRowCount else { return 0 }
        let row = edgeRow(index)
        let first = row.leftOffset < table.count ? table[row.leftOffset] : 0
        return UInt32(truncatingIfNeeded: row.leftX) &+ UInt32(first)
    }

    /// The coverage of column `x` in a middle row (as `paint` draws it).
    func middleCoverage(_ x: Int) -> UInt32 {
        if middleInterior.contains(x) { return 256 }
        if x == middleLeft.x { return middleLeft.k }
        return x == middleRight.x ? middleRight.k : 0
    }

    /// The coverage of column `x` in edge row `r` (as `paint` draws it), `cov` being `table`'s first value.
    func edgeCoverage(_ r: EdgeRow, _ x: Int, _ cov: UnsafePointer<UInt16>) -> UInt32 {
        if x >= r.leftX && x < r.leftX + r.leftCount { return UInt32(cov[r.leftOffset + (x - r.leftX)]) }
        if x >= r.interiorStart && x < r.interiorEnd { return r.interior }
        if x >= r.rightX && x < r.rightX + r.rightCount { return UInt32(cov[r.rightOffset + (x - r.rightX)]) }
        return 0
    }
}
