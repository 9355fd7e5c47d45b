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
            let r = rampIndex(g.stops, opacity: o)
            let paint = ResolvedPaint(
                start: (g.start.x * scale + offset.x, g.start.y * scale + offset.y),
                end: (g.end.x * scale + offset.x, g.end.y * scale + offset.y), ramp: r, of: ramps[r])
            gradientPaints[i] = (opacity, paint, rampReplacements)
            drawGradientFill(index: i, paint)
        }
    }

    /// The gradient paint of command `i` at `opacity` when a band already resolved it this frame
    /// (and its ramp is still in its slot), so the command need not be read again.
    func resolvedGradient(index i: Int, opacity: Double) -> ResolvedPaint? {
        guard let known = gradientPaints[i], known.opacity == opacity, known.replacements == rampReplacements
        else { return nil }
        return known.paint
    }

    /// Fills command `i`'s rounded rectangle with a resolved gradient paint.
    func drawGradientFill(index i: Int, _ paint: ResolvedPaint) {
        guard let shape = deviceShapes[i], let target, !paint.isInvisible else { return }
        paintShape(i, shape, paint, table: rampTable(paint.ramp), target)
    }

    /// Fills command `i`'s rounded rectangle with one colour at `fillOpacity` × `opacity`.
    func drawSolidFill(index i: Int, _ color: RGBA8, fillOpacity: Double, opacity: Double) {
        guard let shape = deviceShapes[i], let target else { return }
        let o = PixelMath.opacity(fillOpacity) * opacity
        guard o > 0 else { return }
        let c = PixelMath.premultiplied(color, opacity: o)
        guard c != 0 else { return }
        paintShape(i, shape, ResolvedPaint(color: c), table: nil, target)
    }

    /// Blends command `i`'s shape coverage with a paint.
    private func paintShape(
        _ i: Int, _ shape: DeviceShape, _ paint: ResolvedPaint, table: UnsafePointer<UInt32>?, _ target: DrawTarget
    ) {
        shapes[slots[i]].prepare(for: shape)
        var source = RowSource(paint: paint, table: table, scratch: colorRow.base, clipX: target.clip.x)
        if target.mask == nil && paint.kind == .vertical, let table {
            withCoverage(slots[i]) {
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
                paint.kind == .horizontal && gradientRowStart[i] >= 0
                ? (0, gradientRow(i, b, paint, table)) : source.colors(b.y, b.x, b.maxX)
            withCoverage(slots[i]) {
                $0.paint(into: target.surface, clip: target.clip, color: color, colors: colors, opaque: paint.isOpaque)
            }
            return
        }
        var sink = PaintSink(target: target, source: source, maskScratch: coverageRow.base)
        withCoverage(slots[i]) { $0.traverse(clip: target.clip, into: &sink) }
    }

    /// Runs `body` on the cached coverage in `slot` in place: calling a method on `shapes[slot]`
    /// directly would copy the coverage (retaining and releasing its arrays) on every visit.
    @inline(__always) func withCoverage<R>(_ slot: Int, _ body: (inout ShapeCoverage) -> R) -> R {
        body(&shapes[slot])
    }

    /// Blends a text run's glyph coverage in its colour.
    func drawText(_ run: TextRun, index i: Int, opacity: Double) {
        guard let target, let mask = textMasks[i] else { return }
        let color = PixelMath.premultiplied(run.color, opacity: PixelMath.opacity(run.opacity) * opacity)
        let box = bounds[i].intersection(target.clip)
        guard color != 0, !box.isEmpty, mask.coverage.count >= mask.width * mask.height else { return }
        blendMask(mask, placed: bounds[i], box: box, color: color, target)
    }

    /// Blends command `i`'s border or shadow mask in `color` at `fillOpacity` × `opacity`.
    func drawSoftMask(index i: Int, _ color: RGBA8, fillOpacity: Double, opacity: Double) {
        guard let target, let mask = textMasks[i] else { return }
        let c = PixelMath.premultiplied(color, opacity: PixelMath.opacity(fillOpacity) * opacity)
        let box = bounds[i].intersection(target.clip)
        guard c != 0, !box.isEmpty else { return }
        blendMask(mask, placed: bounds[i], box: box, color: c, target)
    }

    /// Blends a coverage mask whose top-left pixel is at (placed.x, placed.y) in a premultiplied
    /// colour over the pixels of `box` (inside `placed` and the target's clip), through the clip mask if any.
    func blendMask(_ mask: CoverageMask, placed: PixelRect, box: PixelRect, color: UInt32, _ target: DrawTarget) {
        let source = RowSource(
            paint: ResolvedPaint(color: color), table: nil, scratch: colorRow.base, clipX: target.clip.x)
        var sink = PaintSink(target: target, source: source, maskScratch: coverageRow.base)
        let row = columnWeight.base - box.x
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

    /// The bitmap for an image name, from the cache or the image source.
    private func bitmap(named name: String) -> BitmapCacheEntry? {
        if bitmapCache[name] == nil {
            let bitmap = images?.bitmap(named: name).flatMap { b in
                b.width > 0 && b.height > 0 && b.pixels.count >= b.width * b.height ? b : nil
            }
            bitmapCache[name] = BitmapCacheEntry(
                bitmap: bitmap, isOpaque: bitmap?.pixels.allSatisfy { $0 >> 24 == 255 } ?? false, lastUse: frameNumber)
        }
        bitmapCache[name]?.lastUse = frameNumber
        return bitmapCache[name]
    }

    /// Draws an image scaled into its rectangle by content mode, clipped to its rounded rectangle.
    func drawImage(_ draw: ImageDraw, index i: Int, opacity: Double) {
        guard let target, let shape = deviceShapes[i] else { return }
        guard let entry = bitmap(named: draw.name), let bitmap = entry.bitmap else { return }
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
        shapes[slots[i]].prepare(for: shape)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            guard let p = pixels.baseAddress else { return }
            let sampler = ImageSampler(
                pixels: p, width: bitmap.width, height: bitmap.height, isOpaque: entry.isOpaque,
                covers: draw.contentMode != .scaleAspectFit, opacity: o,
                left: placed.x, top: placed.y, placedWidth: placed.w, placedHeight: placed.h,
                columns: box.x, box.maxX, scratch: (columnIndex.base, columnWeight.base))
            let source = RowSource(image: sampler, scratch: colorRow.base, clipX: target.clip.x)
            var sink = PaintSink(target: target, source: source, maskScratch: coverageRow.base)
            withCoverage(slots[i]) { $0.traverse(clip: target.clip, into: &sink) }
        }
    }
}
