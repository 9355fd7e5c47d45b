import SkeletonCore

extension Rasterizer {
    /// Per frame: device geometry and pixel bounds of every command, and the matching
    /// popClip/endGroup of every pushClip/beginGroup (unmatched ones run to the end of the list).
    func prepare(_ commands: [DrawCommand]) {
        let n = commands.count
        bounds.removeAll(keepingCapacity: true)
        deviceShapes.removeAll(keepingCapacity: true)
        partners.removeAll(keepingCapacity: true)
        openClips.removeAll(keepingCapacity: true)
        openGroups.removeAll(keepingCapacity: true)
        while shapes.count < n { shapes.append(ShapeCoverage()) }
        while texts.count < n { texts.append(nil) }
        while bitmaps.count < n { bitmaps.append(nil) }
        for (i, command) in commands.enumerated() {
            var shape: DeviceShape?
            var box = PixelRect.empty
            partners.append(n)
            switch command {
            case .fill(let f):
                shape = DeviceShape(rect: f.rect, radii: f.radii, scale: scale, offset: offset)
            case .image(let m):
                shape = DeviceShape(rect: m.rect, radii: m.radii, scale: scale, offset: offset)
            case .pushClip(let rect, let radii):
                shape = DeviceShape(rect: rect, radii: radii, scale: scale, offset: offset)
                openClips.append(i)
            case .text(let run):
                box = textBounds(run, index: i)
            case .popClip:
                if let open = openClips.popLast() { partners[open] = i }
            case .beginGroup:
                openGroups.append(i)
            case .endGroup:
                if let open = openGroups.popLast() { partners[open] = i }
            }
            if let shape { box = shape.bounds }
            bounds.append(box)
            deviceShapes.append(shape)
        }
    }

    /// The pixels a text run's mask covers (the mask is fetched once and cached for the run).
    private func textBounds(_ run: TextRun, index i: Int) -> PixelRect {
        if texts[i]?.run != run || texts[i]?.scale != scale {
            texts[i] = TextCacheEntry(run: run, scale: scale, mask: glyphs?.mask(for: run, scale: scale))
        }
        guard let mask = texts[i]?.mask, let origin = baselineOrigin(run) else { return .empty }
        return PixelRect(x: origin.x + mask.offsetX, y: origin.y + mask.offsetY, width: mask.width, height: mask.height)
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
        for (i, ramp) in ramps.enumerated() where ramp.opacity == opacity && ramp.stops == stops { return i }
        let ramp = GradientRamp(stops: stops, opacity: opacity)
        if ramps.count < 16 {
            ramps.append(ramp)
            return ramps.count - 1
        }
        nextRamp = (nextRamp + 1) % ramps.count
        ramps[nextRamp] = ramp
        return nextRamp
    }
}
