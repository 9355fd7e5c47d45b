extension ShapeCoverage {
    /// Blends the shape into `surface` inside `clip` without a clip mask, with one colour, with
    /// colours that are constant down each column (`colors[x]`, a horizontal gradient), or with one
    /// colour per row (`rowColor`, a vertical gradient: called once per row).
    ///
    /// The common case of every skeleton frame, written out without the generic segment sink: the
    /// middle rows reuse one clamped layout and pre-scaled edge colours, so a row costs two pixel
    /// blends and one span fill.
    func paint(
        into surface: Surface, clip: PixelRect, color fixedColor: UInt32, colors: UnsafePointer<UInt32>?, opaque: Bool,
        rowColor: ((Int) -> UInt32)? = nil
    ) {
        guard let s = shape else { return }
        let b = s.bounds.intersection(clip)
        guard !b.isEmpty else { return }
        let lo = b.x
        let hi = b.maxX
        if !edgeRows.isEmpty {
            coverages.withUnsafeBufferPointer { buffer in
                guard let cov = buffer.baseAddress else { return }
                for row in edgeRows[edgeRowIndices(in: b.y..<b.maxY)] {
                    assertEnds(row, in: buffer.count)
                    let d = surface.row(row.y)
                    let color = rowColor?(row.y) ?? fixedColor
                    // Both ends before the interior: a right end's padded vector reaches back into
                    // the interior, and loading pixels the fill had just stored at other offsets
                    // would stall on store forwarding. The fill then overwrites that padding.
                    Self.blendEnd(
                        d, row.leftX, row.leftCount, cov + (row.leftOffset - row.leftX), left: true, lo, hi, color,
                        colors)
                    Self.blendEnd(
                        d, row.rightX, row.rightCount, cov + (row.rightOffset - row.rightX), left: false, lo, hi,
                        color, colors)
                    Self.fill(
                        d, max(lo, row.interiorStart), min(hi, row.interiorEnd), row.interior, color, colors, opaque)
                }
            }
        }
        let top = max(b.y, middleRows.lowerBound)
        let bottom = min(b.maxY, middleRows.upperBound)
        guard top < bottom else { return }
        let left = middleLeft.k > 0 && middleLeft.x >= lo && middleLeft.x < hi ? middleLeft.x : nil
        let right = middleRight.k > 0 && middleRight.x >= lo && middleRight.x < hi ? middleRight.x : nil
        let a = max(lo, middleInterior.lowerBound)
        let z = min(hi, middleInterior.upperBound)
        var color = fixedColor
        var leftColor = PixelMath.scale(color, middleLeft.k)
        var rightColor = PixelMath.scale(color, middleRight.k)
        for y in top..<bottom {
            let d = surface.row(y)
            if let rowColor {
                color = rowColor(y)
                leftColor = PixelMath.scale(color, middleLeft.k)
                rightColor = PixelMath.scale(color, middleRight.k)
            }
            if let x = left {
                d[x] = PixelMath.over(colors.map { PixelMath.scale($0[x], middleLeft.k) } ?? leftColor, d[x])
            }
            if a < z { Self.fill(d, a, z, 256, color, colors, opaque) }
            if let x = right {
                d[x] = PixelMath.over(colors.map { PixelMath.scale($0[x], middleRight.k) } ?? rightColor, d[x])
            }
        }
    }

    /// Asserts (in debug builds) that both ends of `row`, padded to whole vectors, index inside the
    /// `count` stored coverages.
    @inline(__always) func assertEnds(_ row: EdgeRow, in count: Int) {
        assert(row.leftOffset >= 0 && row.leftOffset + row.leftCount + Self.padding(row.leftCount) <= count)
        assert(row.rightOffset - Self.padding(row.rightCount) >= 0 && row.rightOffset + row.rightCount <= count)
    }

    /// An edge row's end: `count` pixels from column `x` at coverage `cov[x]`, whose zero padding
    /// (after a left end, before a right one) rounds it to whole vectors. When those vectors lie
    /// inside columns lo..<hi they are blended whole: a padded pixel has coverage 0 and is stored
    /// back unchanged (it belongs to the same shape's row, not yet or already drawn). Otherwise
    /// only the end's own columns inside lo..<hi are blended.
    @inline(__always) private static func blendEnd(
        _ d: UnsafeMutablePointer<UInt32>, _ x: Int, _ count: Int, _ cov: UnsafePointer<UInt16>, left: Bool,
        _ lo: Int, _ hi: Int, _ color: UInt32, _ colors: UnsafePointer<UInt32>?
    ) {
        guard count > 0 else { return }
        let padded = count + padding(count)
        let start = left ? x : x + count - padded
        guard start >= lo, start + padded <= hi else {
            blend(d, max(lo, x), min(hi, x + count), cov, color, colors)
            return
        }
        Span.blendVectors(d + start, padded, coverage: cov + start, colors: colors.map { $0 + start }, color: color)
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
