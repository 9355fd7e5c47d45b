import SkeletonCore

extension Rasterizer {
    /// The first stage, once per frame: the command table (device geometry, coverage slot, pixel
    /// bounds and masks of every command; the partner of every clip and group), then the gradient
    /// rows' storage.
    func prepare(_ commands: [DrawCommand]) {
        let n = commands.count
        table.begin()
        frame.number += 1
        let (scale, offset) = (frame.scale, frame.offset)
        for command in commands {
            var entry: PreparedCommand
            var mask: CoverageMask?
            switch command {
            case .fill(let f):
                entry = PreparedCommand(kind: .draw, count: n)
                entry.shape = DeviceShape(rect: f.rect, radii: f.radii, scale: scale, offset: offset)
                switch f.paint {
                case .solid(let color):
                    entry.solidFill = (color, f.opacity)
                    // As `drawSolidFill` computes it at opacity 1.
                    entry.solidColor = PixelMath.premultiplied(color, opacity: PixelMath.opacity(f.opacity))
                case .linear(let g):
                    entry.horizontalGradient = g.start.y == g.end.y
                }
            case .image(let m):
                entry = PreparedCommand(kind: .draw, count: n)
                entry.shape = DeviceShape(rect: m.rect, radii: m.radii, scale: scale, offset: offset)
            case .pushClip(let rect, let radii):
                entry = PreparedCommand(kind: .pushClip, count: n)
                entry.shape = DeviceShape(rect: rect, radii: radii, scale: scale, offset: offset)
            case .text(let run):
                entry = PreparedCommand(kind: .draw, count: n)
                mask = glyphMasks.mask(for: run, scale: scale, from: frame.glyphs, frame: frame.number)
                entry.bounds = textBounds(run, mask)
            case .border(let b):
                entry = PreparedCommand(kind: .draw, count: n)
                let key = SoftMaskKey(rect: b.rect, radii: b.radii, border: b.width, blur: nil)
                (entry.bounds, mask) = softMasks.mask(for: key, scale: scale, offset: offset, frame: frame.number)
            case .shadow(let s):
                entry = PreparedCommand(kind: .draw, count: n)
                let key = SoftMaskKey(rect: s.rect, radii: s.radii, border: nil, blur: s.blur)
                (entry.bounds, mask) = softMasks.mask(for: key, scale: scale, offset: offset, frame: frame.number)
            case .popClip:
                entry = PreparedCommand(kind: .popClip, count: n)
            case .beginGroup:
                entry = PreparedCommand(kind: .beginGroup, count: n)
            case .endGroup:
                entry = PreparedCommand(kind: .endGroup, count: n)
            }
            if let shape = entry.shape {
                entry.bounds = shape.bounds
                entry.slot = coverage.slot(for: shape, previous: table.previousSlot(for: shape), frame: frame.number)
            }
            if let mask { entry.maskIndex = table.store(mask) }
            table.append(entry)
        }
        table.finish()
        gradientRows.prepare(table, area: frame.area)
    }

    /// True when command `i` alone paints every pixel of `rect` with an opaque colour, so whatever
    /// lies under it there need not be drawn (a full-canvas opaque image or background rectangle).
    func coversOpaquely(_ command: DrawCommand, index i: Int, _ rect: PixelRect) -> Bool {
        let entry = table.entries[i]
        guard entry.kind == .draw, frame.target?.mask == nil, let s = entry.shape, s.isPixelAligned else {
            return false
        }
        let b = entry.bounds
        guard b.x <= rect.x, b.y <= rect.y, b.maxX >= rect.maxX, b.maxY >= rect.maxY else { return false }
        switch command {
        case .fill(let f):
            guard f.opacity == 1, case .solid(let color) = f.paint else { return false }
            return color.a == 255
        case .image(let m):
            guard m.opacity == 1, m.contentMode != .scaleAspectFit, let cached = bitmaps.loaded(m.name) else {
                return false
            }
            return cached.isOpaque
        case .text, .border, .shadow, .pushClip, .popClip, .beginGroup, .endGroup:
            return false
        }
    }

    /// The pixels a text run's mask covers.
    private func textBounds(_ run: TextRun, _ mask: CoverageMask?) -> PixelRect {
        guard let mask, let origin = baselineOrigin(run) else { return .empty }
        return PixelRect(
            x: anchoredX(run, mask, left: origin.x) + mask.offsetX, y: origin.y + mask.offsetY, width: mask.width,
            height: mask.height)
    }

    /// The device x of a run's mask: its left end at the run's origin, or its right end (centre) at
    /// the run's laid-out right end (centre), so glyphs that render wider or narrower at this scale
    /// than measured in points still end at the margin (stay centred).
    private func anchoredX(_ run: TextRun, _ mask: CoverageMask, left: Int) -> Int {
        let drawn = Double(mask.width)
        let point: Double
        switch run.anchor {
        case .left: return left
        case .right: point = (run.baselineOrigin.x + run.width) * frame.scale + frame.offset.x - drawn
        case .center: point = (run.baselineOrigin.x + run.width / 2) * frame.scale + frame.offset.x - drawn / 2
        }
        guard point.isFinite, abs(point) < 1e9 else { return left }
        return Int(point.rounded())
    }

    /// The device pixel of a run's baseline origin (rounded to the nearest pixel), nil when not finite.
    private func baselineOrigin(_ run: TextRun) -> (x: Int, y: Int)? {
        let x = run.baselineOrigin.x * frame.scale + frame.offset.x
        let y = run.baselineOrigin.y * frame.scale + frame.offset.y
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        return (Int(x.rounded()), Int(y.rounded()))
    }

    /// Drops cache entries the last two frames did not use once a cache holds more than a screenful.
    func evictStaleEntries() {
        let stale = frame.number - 2
        coverage.evict(before: stale)
        softMasks.evict(before: stale)
        glyphMasks.evict(before: stale)
        bitmaps.evict(before: stale)
    }
}
