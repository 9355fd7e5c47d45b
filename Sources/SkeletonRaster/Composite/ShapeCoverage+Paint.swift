extension ShapeCoverage {
    /// Blends the shape into `surface` inside `clip` without a clip mask, with one colour, with
    /// colours that are constant down each column (`colors[x]`, a horizontal gradient), or with one
    /// colour per row (`rowColor`, a vertical gradient: called once per row).
    ///
    /// The common case of every skeleton frame, written out without the generic segment sink: the
    /// middle rows reuse one clamped layout and pre-scaled edge colours, so a row costs one blend of
    /// its two edge pixels and one span fill.
    func paint(
        into surface: Surface, clip: PixelRect, color fixedColor: UInt32, colors: UnsafePointer<UInt32>?, opaque: Bool,
        rowColor: ((Int) -> UInt32)? = nil
    ) {
        guard let s = shape else { return }
        let b = s.bounds.intersection(clip)
        guard !b.isEmpty else { return }
        let lo = b.x
        let hi = b.maxX
        if edgeRowCount > 0 {
            // A shape whose padded ends lie inside the clip (nearly all) is painted without a
            // clamp per row.
            let whole = clip.x <= paintedColumns.lowerBound && paintedColumns.upperBound <= clip.maxX
            if whole && colors == nil && rowColor == nil {
                paintEdgeRows(surface, b.y..<b.maxY, color: fixedColor, opaque: opaque)
            } else {
                paintEdgeRows(
                    surface, b, color: fixedColor, colors: colors, opaque: opaque, rowColor: rowColor, whole: whole)
            }
        }
        let top = max(b.y, middleRows.lowerBound)
        let bottom = min(b.maxY, middleRows.upperBound)
        guard top < bottom else { return }
        let left = middleLeft.k > 0 && middleLeft.x >= lo && middleLeft.x < hi ? middleLeft.x : nil
        let right = middleRight.k > 0 && middleRight.x >= lo && middleRight.x < hi ? middleRight.x : nil
        let a = max(lo, middleInterior.lowerBound)
        let z = min(hi, middleInterior.upperBound)
        // The two edge pixels' colours at their coverages, in a vector's first two lanes.
        func ends(_ color: UInt32) -> PixelOctet.Pixels {
            var v = PixelOctet.Pixels()
            if let x = left { v[0] = PixelMath.scale(colors?[x] ?? color, middleLeft.k) }
            if let x = right { v[1] = PixelMath.scale(colors?[x] ?? color, middleRight.k) }
            return v
        }
        var color = fixedColor
        var sources = ends(color)
        var inverse = PixelOctet.inverseAlphas(sources)
        for y in top..<bottom {
            let d = surface.row(y)
            if let rowColor {
                color = rowColor(y)
                sources = ends(color)
                inverse = PixelOctet.inverseAlphas(sources)
            }
            switch (left, right) {
            case (let l?, let r?): Self.blendPair(d, l, r, sources, inverse)
            case (let l?, nil): d[l] = PixelMath.over(sources[0], d[l])
            case (nil, let r?): d[r] = PixelMath.over(sources[1], d[r])
            case (nil, nil): break
            }
            if a < z { Self.fill(d, a, z, 256, color, colors, opaque) }
        }
    }

    /// Blends `sources[0]` over pixel `l` and `sources[1]` over pixel `r` of row `d` (another
    /// column) as one vector, `inverse` being their `PixelOctet.inverseAlphas`: a middle row's two
    /// anti-aliased pixels for the price of one.
    @inline(__always) private static func blendPair(
        _ d: UnsafeMutablePointer<UInt32>, _ l: Int, _ r: Int, _ sources: PixelOctet.Pixels,
        _ inverse: PixelOctet.Pixels
    ) {
        assert(l != r, "one pixel blended twice")
        var under = PixelOctet.Pixels()
        under[0] = d[l]
        under[1] = d[r]
        let blended = PixelOctet.over(sources, under, inverseAlpha: inverse)
        d[l] = blended[0]
        d[r] = blended[1]
    }

    /// The edge rows inside `rows` of a shape whose padded ends lie inside the clip, in one colour:
    /// the loop a solid frame spends most of its time in, on its own so that no row tests for
    /// clamps or per-column colours, and the colour's vectors stay in registers from row to row.
    private func paintEdgeRows(_ surface: Surface, _ rows: Range<Int>, color: UInt32, opaque: Bool) {
        withEdgeRows { edges, cov in
            for index in edgeRowIndices(in: rows) {
                let row = edges[index]
                assertEnds(row, in: table.count)
                let ends = edges.coverages(index)
                assert(ends == cov + row.leftOffset, "a row's coverages follow its fields")
                let d = surface.row(row.y)
                // Both ends before the interior, as in the general loop below. The right end's
                // padded vectors follow the left end's.
                Span.blendVectors(d + row.leftX, row.leftWidth, coverage: ends, color: color)
                Span.blendVectors(d + row.rightStart, row.rightWidth, coverage: ends + row.leftWidth, color: color)
                Self.fill(d, row.interiorStart, row.interiorEnd, row.interior, color, nil, opaque)
            }
        }
    }

    /// The edge rows inside `b` (the shape's bounds inside the clip). Each end is blended over its
    /// columns padded to whole vectors, clamped to `b`'s columns unless the shape is `whole`
    /// (every padded end inside the clip): a padded pixel has coverage 0 and is stored back
    /// unchanged (it belongs to the same shape's row, not yet or already drawn).
    private func paintEdgeRows(
        _ surface: Surface, _ b: PixelRect, color fixedColor: UInt32, colors: UnsafePointer<UInt32>?, opaque: Bool,
        rowColor: ((Int) -> UInt32)?, whole: Bool
    ) {
        withEdgeRows { rows, cov in
            for index in edgeRowIndices(in: b.y..<b.maxY) {
                let row = rows[index]
                assertEnds(row, in: table.count)
                let d = surface.row(row.y)
                let color = rowColor?(row.y) ?? fixedColor
                let left = cov + (row.leftOffset - row.leftX)
                let right = cov + (row.rightOffset - row.rightX)
                // Both ends before the interior: a right end's padded vector reaches back into
                // the interior, and loading pixels the fill had just stored at other offsets
                // would stall on store forwarding. The fill then overwrites that padding.
                if whole {
                    Self.blendVectors(d, row.leftX, row.leftWidth, left, color, colors)
                    Self.blendVectors(d, row.rightStart, row.rightWidth, right, color, colors)
                    Self.fill(d, row.interiorStart, row.interiorEnd, row.interior, color, colors, opaque)
                } else {
                    Self.blend(d, max(b.x, row.leftX), min(b.maxX, row.leftX + row.leftWidth), left, color, colors)
                    Self.blend(
                        d, max(b.x, row.rightStart), min(b.maxX, row.rightStart + row.rightWidth), right, color,
                        colors)
                    Self.fill(
                        d, max(b.x, row.interiorStart), min(b.maxX, row.interiorEnd), row.interior, color, colors,
                        opaque)
                }
            }
        }
    }

    /// Asserts (in debug builds) that both ends of `row`, padded to whole vectors, index inside the
    /// `count` stored coverages.
    @inline(__always) func assertEnds(_ row: EdgeRow, in count: Int) {
        assert(row.leftOffset >= 0 && row.leftOffset + row.leftWidth <= count)
        assert(row.rightOffset - (row.rightX - row.rightStart) >= 0 && row.rightOffset + row.rightCount <= count)
    }

    /// `width` pixels (whole vectors) of row `d` from column `x` at coverage `cov[x]`.
    @inline(__always) private static func blendVectors(
        _ d: UnsafeMutablePointer<UInt32>, _ x: Int, _ width: Int, _ cov: UnsafePointer<UInt16>, _ color: UInt32,
        _ colors: UnsafePointer<UInt32>?
    ) {
        Span.blendVectors(d + x, width, coverage: cov + x, colors: colors.map { $0 + x }, color: color)
    }

    /// Columns x0..<x1 of row `d` at per-pixel coverage `cov[x]`.
    @inline(__always) private static func blend(
        _ d: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ cov: UnsafePointer<UInt16>, _ color: UInt32,
        _ colors: UnsafePointer<UInt32>?
    ) {
        guard x0 < x1 else { return }
        Span.paint(d + x0, x1 - x0, coverage: cov + x0, color: color, colors: colors.map { $0 + x0 })
    }

    /// Columns x0..<x1 of row `d` at one coverage `k`. A wide run at full coverage of one opaque
    /// colour (the interior of every row of a solid block but its top and bottom), or of opaque
    /// per-column colours (a horizontal gradient's), is stored as whole vectors straight away: the
    /// rows are short and many, so `Span.paint`'s tests for the other cases, or a call to memcpy,
    /// would cost as much as the stores.
    @inline(__always) private static func fill(
        _ d: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ k: UInt32, _ color: UInt32,
        _ colors: UnsafePointer<UInt32>?, _ opaque: Bool
    ) {
        guard x0 < x1 else { return }
        if k == 256, x1 - x0 >= PixelOctet.width {
            if let colors {
                if opaque { return Span.copyVectors(d + x0, x1 - x0, colors + x0) }
            } else if color >> 24 == 255 {
                return Span.fillVectors(d + x0, x1 - x0, PixelOctet.Pixels(repeating: color))
            }
        }
        paintRun(d, x0, x1, k, color, colors, opaque)
    }

    /// The runs `fill` does not store straight away, out of line: `fill` stays small enough to be
    /// inlined into the row loops, which then keep their vector constants in registers.
    @inline(never) private static func paintRun(
        _ d: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ k: UInt32, _ color: UInt32,
        _ colors: UnsafePointer<UInt32>?, _ opaque: Bool
    ) {
        Span.paint(d + x0, x1 - x0, k, color: color, colors: colors.map { $0 + x0 }, opaque: opaque)
    }
}
