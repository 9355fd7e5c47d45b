import SkeletonCore

extension Rasterizer {
    /// Fills a rounded rectangle with its paint at its opacity × `opacity`.
    func drawFill(_ f: ShapeFill, index i: Int, opacity: Double) {
        switch f.paint {
        case .solid(let color):
            drawSolidFill(index: i, color, fillOpacity: f.opacity, opacity: opacity)
        case .linear(let g):
            let o = PixelMath.opacity(f.opacity) * opacity
            guard o > 0 else { return }
            let r = ramps.index(of: g.stops, opacity: o)
            let (scale, offset) = (frame.scale, frame.offset)
            let paint = ResolvedPaint(
                start: (g.start.x * scale + offset.x, g.start.y * scale + offset.y),
                end: (g.end.x * scale + offset.x, g.end.y * scale + offset.y), ramp: r, of: ramps[r])
            table.setGradientPaint(i, opacity: opacity, paint, replacements: ramps.replacements)
            drawGradientFill(index: i, paint)
        }
    }

    /// The gradient paint of command `i` at `opacity` when a band already resolved it this frame
    /// (and its ramp is still in its slot), so the command need not be read again.
    func resolvedGradient(index i: Int, opacity: Double) -> ResolvedPaint? {
        guard let known = table.gradientPaint(i), known.opacity == opacity,
            known.replacements == ramps.replacements
        else { return nil }
        return known.paint
    }

    /// Fills command `i`'s rounded rectangle with a resolved gradient paint.
    func drawGradientFill(index i: Int, _ paint: ResolvedPaint) {
        guard let shape = table.entries[i].shape, let target = frame.target, !paint.isInvisible else { return }
        paintShape(i, shape, paint, table: ramps.table(paint.ramp), target)
    }

    /// Fills command `i`'s rounded rectangle with one colour at `fillOpacity` × `opacity`.
    func drawSolidFill(index i: Int, _ color: RGBA8, fillOpacity: Double, opacity: Double) {
        let o = PixelMath.opacity(fillOpacity) * opacity
        guard o > 0 else { return }
        paintSolid(index: i, PixelMath.premultiplied(color, opacity: o))
    }

    /// Fills command `i`'s rounded rectangle with the premultiplied colour `c`: straight through
    /// its coverage's row loops when the target has no clip mask, as `paintShape` would.
    func paintSolid(index i: Int, _ c: UInt32) {
        guard c != 0, let shape = table.entries[i].shape, let target = frame.target else { return }
        guard target.mask == nil else {
            paintShape(i, shape, ResolvedPaint(color: c), table: nil, target)
            return
        }
        coverage.withCoverage(table.entries[i].slot, of: shape) {
            $0.paint(into: target.surface, clip: target.clip, color: c, colors: nil, opaque: c >> 24 == 255)
        }
    }

    /// Blends command `i`'s shape coverage with a paint.
    private func paintShape(
        _ i: Int, _ shape: DeviceShape, _ paint: ResolvedPaint, table: UnsafePointer<UInt32>?, _ target: DrawTarget
    ) {
        let slot = self.table.entries[i].slot
        var source = RowSource(paint: paint, table: table, scratch: scratch.colorRow.base, clipX: target.clip.x)
        if target.mask == nil && paint.kind == .vertical, let table {
            coverage.withCoverage(slot, of: shape) {
                $0.paint(
                    into: target.surface, clip: target.clip, color: 0, colors: nil, opaque: paint.isOpaque,
                    rowColor: { y in table[GradientRamp.index(paint.ty * Double(y) + paint.t0)] })
            }
            return
        }
        if target.mask == nil && (paint.kind == .solid || paint.kind == .horizontal) {
            let b = shape.bounds.intersection(target.clip)
            guard !b.isEmpty else { return }
            let (color, colors) =
                paint.kind == .horizontal && gradientRows.hasRow(i)
                ? (0, gradientRow(i, b, paint, table)) : source.colors(b.y, b.x, b.maxX)
            coverage.withCoverage(slot, of: shape) {
                $0.paint(into: target.surface, clip: target.clip, color: color, colors: colors, opaque: paint.isOpaque)
            }
            return
        }
        var sink = PaintSink(target: target, source: source, maskScratch: scratch.coverageRow.base)
        coverage.withCoverage(slot, of: shape) { $0.traverse(clip: target.clip, into: &sink) }
    }

    /// The cached colours of command `i`'s horizontal gradient over columns `b.x..<b.maxX`.
    private func gradientRow(
        _ i: Int, _ b: PixelRect, _ paint: ResolvedPaint, _ table: UnsafePointer<UInt32>?
    ) -> UnsafePointer<UInt32> {
        let origin = self.table.entries[i].bounds.intersection(frame.area).x
        return gradientRows.row(i, origin: origin, b, paint, table, replacements: ramps.replacements)
    }

    /// Blends a text run's glyph coverage in its colour.
    func drawText(_ run: TextRun, index i: Int, opacity: Double) {
        guard let target = frame.target, let mask = table.mask(i) else { return }
        let color = PixelMath.premultiplied(run.color, opacity: PixelMath.opacity(run.opacity) * opacity)
        let placed = table.entries[i].bounds
        let box = placed.intersection(target.clip)
        guard color != 0, !box.isEmpty, mask.coverage.count >= mask.width * mask.height else { return }
        blendMask(mask, placed: placed, box: box, color: color, target)
    }

    /// Blends command `i`'s border or shadow mask in `color` at `fillOpacity` × `opacity`.
    func drawSoftMask(index i: Int, _ color: RGBA8, fillOpacity: Double, opacity: Double) {
        guard let target = frame.target, let mask = table.mask(i) else { return }
        let c = PixelMath.premultiplied(color, opacity: PixelMath.opacity(fillOpacity) * opacity)
        let placed = table.entries[i].bounds
        let box = placed.intersection(target.clip)
        guard c != 0, !box.isEmpty else { return }
        blendMask(mask, placed: placed, box: box, color: c, target)
    }

    /// Blends a coverage mask whose top-left pixel is at (placed.x, placed.y) in a premultiplied
    /// colour over the pixels of `box` (inside `placed` and the target's clip), through the clip mask if any.
    func blendMask(_ mask: CoverageMask, placed: PixelRect, box: PixelRect, color: UInt32, _ target: DrawTarget) {
        assert(placed.width == mask.width && placed.height == mask.height, "mask placed at another size")
        assert(box.intersection(placed) == box && box.intersection(target.clip) == box, "mask box outside its place")
        assert(mask.coverage.count >= mask.width * mask.height, "mask smaller than its size")
        let source = RowSource(
            paint: ResolvedPaint(color: color), table: nil, scratch: scratch.colorRow.base, clipX: target.clip.x)
        var sink = PaintSink(target: target, source: source, maskScratch: scratch.coverageRow.base)
        let row = scratch.columnWeight.base - box.x
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let c = cov.baseAddress else { return }
            for y in box.y..<box.maxY {
                let src = c + ((y - placed.y) * mask.width - placed.x)
                for x in box.x..<box.maxX { row[x] = UInt16(PixelMath.coverage(fromByte: src[x])) }
                sink.beginRow(y, box.x, box.maxX)
                sink.segment(box.x, box.maxX, 0, UnsafePointer(row))
            }
        }
    }

    /// Draws an image scaled into its rectangle by content mode, clipped to its rounded rectangle.
    func drawImage(_ draw: ImageDraw, index i: Int, opacity: Double) {
        guard let target = frame.target, let shape = table.entries[i].shape else { return }
        let entry = bitmaps.entry(named: draw.name, from: frame.images, frame: frame.number)
        guard let bitmap = entry.bitmap else { return }
        let o = PixelMath.opacity(draw.opacity) * opacity
        guard o > 0 else { return }
        let w = shape.x1 - shape.x0
        let h = shape.y1 - shape.y0
        let bw = Double(bitmap.width)
        let bh = Double(bitmap.height)
        var placed = (x: shape.x0, y: shape.y0, w: w, h: h)
        if draw.contentMode != .scaleToFill {
            let s = draw.contentMode == .scaleAspectFit ? min(w / bw, h / bh) : max(w / bw, h / bh)
            placed = (shape.x0 + (w - bw * s) / 2, shape.y0 + (h - bh * s) / 2, bw * s, bh * s)
        }
        let box = shape.bounds.intersection(target.clip)
        guard !box.isEmpty, placed.w > 0, placed.h > 0 else { return }
        let slot = table.entries[i].slot
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            guard let p = pixels.baseAddress else { return }
            let sampler = ImageSampler(
                pixels: p, width: bitmap.width, height: bitmap.height, isOpaque: entry.isOpaque,
                covers: draw.contentMode != .scaleAspectFit, opacity: o,
                left: placed.x, top: placed.y, placedWidth: placed.w, placedHeight: placed.h,
                columns: box.x, box.maxX, scratch: (scratch.columnIndex.base, scratch.columnWeight.base))
            let source = RowSource(image: sampler, scratch: scratch.colorRow.base, clipX: target.clip.x)
            var sink = PaintSink(target: target, source: source, maskScratch: scratch.coverageRow.base)
            coverage.withCoverage(slot, of: shape) { $0.traverse(clip: target.clip, into: &sink) }
        }
    }
}
