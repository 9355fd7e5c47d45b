import SkeletonCore

#if canImport(SkeletonRasterAVX512)
    import SkeletonRasterAVX512
#endif

extension Rasterizer {
    /// Draws a group's commands as one layer composited at `groupOpacity` × `opacity`.
    ///
    /// At opacity 1 the layer would change nothing, so the commands draw directly. When the
    /// commands are plain draws whose pixel bounds do not overlap, each pixel receives at most one
    /// of them, so the opacity is folded into each command. Otherwise the group is drawn band by
    /// band into a layer small enough to stay in cache, each band composited before the next.
    ///
    /// `under` is an opaque image command just before the group that was not drawn yet: when the
    /// group goes through a layer, the layer is composited onto the image's pixels read in place
    /// (the cross-dissolve of content and skeleton then touches each pixel once, not twice), and a
    /// band whose items are solid fills sharing no pixel skips the layer (`dissolveWithoutLayer`);
    /// otherwise the image is drawn first as usual.
    func runGroup(
        _ commands: [DrawCommand], _ range: Range<Int>, groupOpacity: Double, opacity: Double, depth: Int,
        under: (index: Int, rows: Surface)? = nil
    ) {
        let alpha = PixelMath.opacity(groupOpacity)
        let k = PixelMath.coverage(fromOpacity: alpha * opacity)
        let begin = range.lowerBound - 1
        if alpha > 0, alpha < 1, !range.isEmpty, table.entries[begin].foldable == nil {
            table.setFoldable(begin, overlap.drawsDisjointly(range, table))
        }
        let foldable = table.entries[begin].foldable
        let layered = alpha > 0 && alpha < 1 && !range.isEmpty && foldable == false && k > 0
        if !layered, let under { draw(commands[under.index], index: under.index, opacity: opacity) }
        guard alpha > 0, !range.isEmpty, let saved = frame.target else { return }
        if alpha == 1 {
            run(commands, range, opacity: opacity, depth: depth)
            return
        }
        if foldable == true {
            run(commands, range, opacity: opacity * alpha, depth: depth)
            return
        }
        // The group's bounds, from `prepare` (its beginGroup precedes `range`); over an image, every
        // pixel of the clip takes the image under the group, so the layer spans all of it.
        let area = under == nil ? table.entries[begin].bounds.intersection(saved.clip) : saved.clip
        guard !area.isEmpty, k > 0 else { return }
        let bandRows = Self.bandRows(width: area.width, height: area.height)
        let layer = scratch.layer(depth: depth, count: area.width * bandRows)
        // A layer whose first command covers it opaquely (a skeleton's background) needs no clear,
        // and stays opaque whatever is drawn over it.
        let opaque = coversOpaquely(commands[range.lowerBound], index: range.lowerBound, area)
        // When that command is a solid colour, the layer holds that pixel wherever no later item
        // reaches (the colour as `drawSolidFill` computes it, at full coverage).
        let background = table.entries[range.lowerBound].solidFill.map {
            PixelMath.premultiplied($0.color, opacity: PixelMath.opacity($0.opacity))
        }
        let savedBands = frame.bands
        // A layer within one band of the frame (a group over an image, run band by band) keeps the
        // frame's bands, so that its band index is built once per frame rather than once per band.
        let withinOneBand =
            frame.bands.map { b in area.y >= b.firstRow && b.band(of: area.y) == b.band(of: area.maxY - 1) } ?? false
        if !withinOneBand || bandRows < area.height {
            frame.bands = BandGeometry(covering: area, rows: bandRows)
        }
        var y = area.y
        while y < area.maxY {
            let band = PixelRect(x: area.x, y: y, width: area.width, height: min(bandRows, area.maxY - y))
            if opaque, let background, let under, saved.mask == nil,
                dissolveWithoutLayer(range, band, background: background, k, onto: saved.surface, under: under.rows)
            {
                y = band.maxY
                continue
            }
            let surface = Surface(base: layer, area: band)
            frame.target = DrawTarget(surface: surface, clip: band, mask: saved.mask)
            if !opaque { layer.update(repeating: 0, count: band.width * band.height) }
            run(commands, range, opacity: 1, depth: depth + 1)
            if opaque, let background {
                compositeAroundTouched(
                    range, band, layer: surface, background: background, onto: saved.surface, k, under: under?.rows)
            } else {
                for row in band.y..<band.maxY {
                    Span.blend(
                        saved.surface.span(row, band.x, band.width), band.width,
                        colors: surface.span(row, band.x, band.width), k,
                        under: under.map { UnsafePointer($0.rows.span(row, band.x, band.width)) }, opaque: opaque)
                }
            }
            y = band.maxY
        }
        frame.bands = savedBands
        frame.target = saved
    }

    /// Composites the layer band `band` at coverage `k` onto `target` (over `under`'s pixels when
    /// given), for a layer that `range`'s first command filled with the opaque pixel `background`:
    /// columns no later item reaches still hold it, so they blend it as a constant (the layer is not
    /// read or scaled there); the others blend the layer's pixels. Same bytes as blending every
    /// pixel of the layer: the constant is those pixels' own value, through the same arithmetic.
    private func compositeAroundTouched(
        _ range: Range<Int>, _ band: PixelRect, layer: Surface, background: UInt32, onto target: Surface,
        _ k: UInt32, under: Surface?
    ) {
        let scaled = PixelMath.scale(background, k)
        var touched = TouchedColumns()
        swap(&touched, &touchedColumns)  // keeps the storage without an access to `self` per row
        defer { swap(&touched, &touchedColumns) }
        touched.reset()
        forEachItem(range, meeting: band) { i in
            if i != range.lowerBound { touched.add(table.entries[i].bounds, within: band) }
        }
        touched.finish()
        // The runs of one colour and of the layer, on 16-pixel vectors where the CPU has them
        // (the shortest such run, read once: a global of another module is a call per access).
        #if canImport(SkeletonRasterAVX512)
            let shortestWideRun = usesWideComposite ? LayerComposite.width : Int.max
        #else
            let shortestWideRun = Int.max
        #endif
        @inline(__always) func blend(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, under b: UnsafePointer<UInt32>) {
            DissolveBlend.run(d, n, scaled, under: b, shortestWideRun: shortestWideRun)
        }
        @inline(__always) func blend(
            _ d: UnsafeMutablePointer<UInt32>, _ n: Int, colors s: UnsafePointer<UInt32>, under b: UnsafePointer<UInt32>
        ) {
            #if canImport(SkeletonRasterAVX512)
                if n >= shortestWideRun {
                    LayerComposite.blendOpaque(d, n, colors: s, k, under: b)
                    return
                }
            #endif
            Span.blend(d, n, colors: s, k, under: b, opaque: true)
        }
        var y = band.y
        while y < band.maxY {
            let end = touched.runs(from: y, to: band.maxY)
            for row in y..<end {
                let d = target.span(row, band.x, band.width)
                let s = layer.span(row, band.x, band.width)
                let b = under.map { UnsafePointer($0.span(row, band.x, band.width)) } ?? UnsafePointer(d)
                var x = 0
                for run in touched.runs {
                    let start = run.lowerBound - band.x
                    let count = run.count
                    if start > x { blend(d + x, start - x, under: b + x) }
                    blend(d + start, count, colors: s + start, under: b + start)
                    x = start + count
                }
                if x < band.width { blend(d + x, band.width - x, under: b + x) }
            }
            y = end
        }
    }

    /// When command `i` is an image copied 1:1 and opaquely over the whole clip and a group follows
    /// it, runs that group with the image as its `under` and returns the group's endGroup index;
    /// nil when command `i` is to be drawn normally.
    func runGroupOverImage(
        _ commands: [DrawCommand], _ i: Int, _ range: Range<Int>, opacity: Double, depth: Int
    ) -> Int? {
        guard opacity == 1, i + 1 < range.upperBound, table.entries[i + 1].kind == .beginGroup,
            case .beginGroup(let groupOpacity) = commands[i + 1], case .image(let m) = commands[i],
            let clip = frame.target?.clip, coversOpaquely(commands[i], index: i, clip),
            let shape = table.entries[i].shape, let bitmap = bitmaps.loaded(m.name)?.bitmap,
            shape.x0 == shape.x0.rounded(), shape.y0 == shape.y0.rounded(),
            shape.x1 - shape.x0 == Double(bitmap.width), shape.y1 - shape.y0 == Double(bitmap.height)
        else { return nil }
        let end = min(table.entries[i + 1].partner, range.upperBound)
        bitmaps.markUsed(m.name, frame: frame.number)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            guard let p = pixels.baseAddress else { return }
            let rows = Surface(
                base: UnsafeMutablePointer(mutating: p),
                area: PixelRect(x: Int(shape.x0), y: Int(shape.y0), width: bitmap.width, height: bitmap.height))
            runGroup(
                commands, (i + 2)..<end, groupOpacity: groupOpacity, opacity: opacity, depth: depth,
                under: (i, rows))
        }
        return end
    }
}
