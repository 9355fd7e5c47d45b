import SkeletonCore

extension Rasterizer {
    /// Per frame: device geometry and pixel bounds of every command (a group's are its commands'),
    /// and the matching popClip/endGroup of every pushClip/beginGroup (unmatched ones run to the
    /// end of the list).
    func prepare(_ commands: [DrawCommand]) {
        let n = commands.count
        bounds.removeAll(keepingCapacity: true)
        swap(&previousShapes, &deviceShapes)
        swap(&previousSlots, &slots)
        deviceShapes.removeAll(keepingCapacity: true)
        partners.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        foldable.removeAll(keepingCapacity: true)
        openClips.removeAll(keepingCapacity: true)
        openGroups.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        textMasks.removeAll(keepingCapacity: true)
        solidFills.removeAll(keepingCapacity: true)
        gradientPaints.removeAll(keepingCapacity: true)
        gradientPaints.append(contentsOf: repeatElement(nil, count: n))
        frameNumber += 1
        for (i, command) in commands.enumerated() {
            var shape: DeviceShape?
            var box = PixelRect.empty
            var textMask: CoverageMask?
            var solidFill: (color: RGBA8, opacity: Double)?
            partners.append(n)
            var kind = CommandKind.draw
            switch command {
            case .fill(let f):
                shape = DeviceShape(rect: f.rect, radii: f.radii, scale: scale, offset: offset)
                if case .solid(let color) = f.paint { solidFill = (color, f.opacity) }
            case .image(let m):
                shape = DeviceShape(rect: m.rect, radii: m.radii, scale: scale, offset: offset)
            case .pushClip(let rect, let radii):
                shape = DeviceShape(rect: rect, radii: radii, scale: scale, offset: offset)
                openClips.append(i)
                kind = .pushClip
            case .text(let run):
                textMask = mask(for: run)
                box = textBounds(run, textMask)
            case .border(let b):
                (box, textMask) = softMask(SoftMaskKey(rect: b.rect, radii: b.radii, border: b.width, blur: nil))
            case .shadow(let s):
                (box, textMask) = softMask(SoftMaskKey(rect: s.rect, radii: s.radii, border: nil, blur: s.blur))
            case .popClip:
                if let open = openClips.popLast() { partners[open] = i }
                kind = .close
            case .beginGroup:
                openGroups.append(i)
                kind = .beginGroup
            case .endGroup:
                if let open = openGroups.popLast() {
                    partners[open] = i
                    bounds[open] = unionOfBounds(open + 1..<i)
                }
                kind = .close
            }
            if let shape { box = shape.bounds }
            slots.append(shape.map { slot($0, command: i) } ?? -1)
            textMasks.append(textMask)
            solidFills.append(solidFill)
            kinds.append(kind)
            foldable.append(nil)
            bounds.append(box)
            deviceShapes.append(shape)
        }
        for open in openGroups { bounds[open] = unionOfBounds(open + 1..<n) }
    }

    /// The pixels the commands in `range` may touch: the union of their bounds (a group's bounds are
    /// its commands', a clip's commands draw inside the clip's).
    private func unionOfBounds(_ range: Range<Int>) -> PixelRect {
        var union = PixelRect.empty
        for i in range { union = union.union(bounds[i]) }
        return union
    }

    /// True when command `i` alone paints every pixel of `rect` with an opaque colour, so whatever
    /// lies under it there need not be drawn (a full-canvas opaque image or background rectangle).
    func coversOpaquely(_ command: DrawCommand, index i: Int, _ rect: PixelRect) -> Bool {
        guard kinds[i] == .draw, target?.mask == nil, let s = deviceShapes[i], s.isPixelAligned else { return false }
        let b = bounds[i]
        guard b.x <= rect.x, b.y <= rect.y, b.maxX >= rect.maxX, b.maxY >= rect.maxY else { return false }
        switch command {
        case .fill(let f):
            guard f.opacity == 1, case .solid(let color) = f.paint else { return false }
            return color.a == 255
        case .image(let m):
            guard m.opacity == 1, m.contentMode != .scaleAspectFit, let cached = bitmapCache[m.name] else {
                return false
            }
            return cached.isOpaque
        case .text, .border, .shadow, .pushClip, .popClip, .beginGroup, .endGroup:
            return false
        }
    }

    /// The glyph mask of a run at the current scale, from the cache or the glyph source.
    private func mask(for run: TextRun) -> CoverageMask? {
        let key = GlyphKey(run: run, scale: scale)
        if let hit = glyphCache[key] {
            glyphCache[key]?.lastUse = frameNumber
            return hit.mask
        }
        let mask = glyphs?.mask(for: run, scale: scale)
        glyphCache[key] = (mask, frameNumber)
        return mask
    }

    /// The mask of a border or shadow at the current scale and offset, from the cache or built.
    private func softMask(_ key: SoftMaskKey) -> (PixelRect, CoverageMask?) {
        var key = key
        key.scale = scale
        key.offset = offset
        if let hit = softMasks[key] {
            softMasks[key]?.lastUse = frameNumber
            return (hit.box, hit.mask)
        }
        guard let shape = SoftCoverage.Shape(rect: key.rect, radii: key.radii, scale: scale, offset: offset),
            let (box, mask) =
                key.border.map({ SoftCoverage.border(shape, width: $0 * scale) })
                ?? SoftCoverage.shadow(shape, blur: (key.blur ?? 0) * scale)
        else { return (.empty, nil) }
        softMasks[key] = (box, mask, frameNumber)
        return (box, mask)
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
        case .right: point = (run.baselineOrigin.x + run.width) * scale + offset.x - drawn
        case .center: point = (run.baselineOrigin.x + run.width / 2) * scale + offset.x - drawn / 2
        }
        guard point.isFinite, abs(point) < 1e9 else { return left }
        return Int(point.rounded())
    }

    /// The coverage slot of command `i`'s device shape (computed on first draw, kept while it is used).
    private func slot(_ shape: DeviceShape, command i: Int) -> Int {
        let slot: Int
        if i < previousSlots.count, previousSlots[i] >= 0, previousShapes[i] == shape {
            // Used in the frame before, so not evicted since.
            slot = previousSlots[i]
        } else if let known = slotOfShape[shape] {
            slot = known
        } else if let free = freeSlots.popLast() {
            slot = free
            slotOfShape[shape] = slot
        } else {
            slot = shapes.count
            shapes.append(ShapeCoverage())
            shapeLastUse.append(0)
            slotOfShape[shape] = slot
        }
        shapeLastUse[slot] = frameNumber
        return slot
    }

    /// Drops cache entries the last two frames did not use once a cache holds more than a screenful.
    func evictStaleEntries() {
        let stale = frameNumber - 2
        if slotOfShape.count > 8192 {
            for (shape, slot) in slotOfShape where shapeLastUse[slot] < stale {
                slotOfShape[shape] = nil
                freeSlots.append(slot)
            }
        }
        if softMasks.count > 256 {
            softMasks = softMasks.filter { $0.value.lastUse >= stale }
        }
        if glyphCache.count > 2048 {
            glyphCache = glyphCache.filter { $0.value.lastUse >= stale }
        }
        if bitmapCache.count > 64 {
            bitmapCache = bitmapCache.filter { $0.value.lastUse >= stale }
        }
    }

    /// The device pixel of a run's baseline origin (rounded to the nearest pixel), nil when not finite.
    func baselineOrigin(_ run: TextRun) -> (x: Int, y: Int)? {
        let x = run.baselineOrigin.x * scale + offset.x
        let y = run.baselineOrigin.y * scale + offset.y
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        return (Int(x.rounded()), Int(y.rounded()))
    }

    /// The index of the gradient table for these stops and opacity in the small ramp cache.
    func rampIndex(_ stops: [GradientStop], opacity: Double) -> Int {
        let fingerprint = GradientRamp.fingerprint(of: stops, opacity: opacity)
        for i in ramps.indices
        where ramps[i].fingerprint == fingerprint && ramps[i].opacity == opacity && ramps[i].stops == stops {
            return i
        }
        let slot = ramps.count < Self.rampSlots ? ramps.count : (nextRamp + 1) % ramps.count
        let ramp = GradientRamp(stops: stops, opacity: opacity, table: rampTables.base + slot * GradientRamp.size)
        if slot == ramps.count {
            ramps.append(ramp)
        } else {
            nextRamp = slot
            ramps[slot] = ramp
            rampReplacements += 1
        }
        return slot
    }

    /// The table of ramp `slot`.
    @inline(__always) func rampTable(_ slot: Int) -> UnsafePointer<UInt32> {
        UnsafePointer(rampTables.base + slot * GradientRamp.size)
    }
}
