import SkeletonCore

extension Rasterizer {
    /// Ranges shorter than this are walked command by command; longer ones through a `BandIndex`.
    static let indexedRangeMinimum = 16

    /// Executes `range` of the commands into the current target, every opacity multiplied by `opacity`.
    ///
    /// Inside a band of `frame.bands`, a long range visits only the items whose rows meet the band
    /// (a frame of hundreds of shapes cut into dozens of bands would otherwise test every shape in
    /// every band).
    func run(_ commands: [DrawCommand], _ range: Range<Int>, opacity: Double, depth: Int) {
        guard let clip = frame.target?.clip, !clip.isEmpty else { return }
        // An item may consume the ones after it (a group drawn over the image before it).
        var next = range.lowerBound
        forEachItem(range, meeting: clip) { i in
            if i >= next { next = runItem(commands, i, range, opacity: opacity, depth: depth) }
        }
    }

    /// Calls `body` with the start index of each item of `range` (a draw, or a clip or group as a
    /// whole), in drawing order: inside a band of `frame.bands`, only the items meeting the band
    /// that `clip` starts in.
    @inline(__always) func forEachItem(_ range: Range<Int>, meeting clip: PixelRect, _ body: (Int) -> Void) {
        guard let (slot, band) = indexedBand(range, clip) else {
            var i = range.lowerBound
            while i < range.upperBound {
                body(i)
                i = table.itemEnd(i, range)
            }
            return
        }
        for i in bandIndexes.items(slot, inBand: band) { body(i) }
    }

    /// The band index slot and band that `run` visits `range` through inside `clip`; nil when the
    /// range is short or there are no bands, and `run` walks it command by command.
    private func indexedBand(_ range: Range<Int>, _ clip: PixelRect) -> (slot: Int, band: Int)? {
        guard range.count >= Self.indexedRangeMinimum, let bands = frame.bands, clip.y >= bands.firstRow else {
            return nil
        }
        return (bandIndexes.slot(for: range, bands, table), bands.band(of: clip.y))
    }

    /// Executes the item starting at command `i` (a draw, or a clip or group with its commands)
    /// and returns the index of the command after it.
    private func runItem(_ commands: [DrawCommand], _ i: Int, _ range: Range<Int>, opacity: Double, depth: Int) -> Int {
        guard let clip = frame.target?.clip else { return range.upperBound }
        switch table.entries[i].kind {
        case .draw:
            guard table.entries[i].bounds.intersects(clip) else { return i + 1 }
            // The commonest commands, drawn without copying them out of the list.
            if let solid = table.entries[i].solidFill {
                if opacity == 1 {
                    paintSolid(index: i, table.entries[i].solidColor)
                } else {
                    drawSolidFill(index: i, solid.color, fillOpacity: solid.opacity, opacity: opacity)
                }
                return i + 1
            }
            if let paint = resolvedGradient(index: i, opacity: opacity) {
                drawGradientFill(index: i, paint)
                return i + 1
            }
            if let end = runGroupOverImage(commands, i, range, opacity: opacity, depth: depth) { return end + 1 }
            draw(commands[i], index: i, opacity: opacity)
            return i + 1
        case .pushClip:
            let end = min(table.entries[i].partner, range.upperBound)
            runClipped(commands, i, end, opacity: opacity, depth: depth)
            return end + 1
        case .beginGroup:
            let end = min(table.entries[i].partner, range.upperBound)
            if case .beginGroup(let groupOpacity) = commands[i] {
                runGroup(commands, (i + 1)..<end, groupOpacity: groupOpacity, opacity: opacity, depth: depth)
            }
            return end + 1
        case .popClip, .endGroup:
            return i + 1
        }
    }

    /// Draws one fill, text or image command.
    func draw(_ command: DrawCommand, index i: Int, opacity: Double) {
        switch command {
        case .fill(let f): drawFill(f, index: i, opacity: opacity)
        case .text(let t): drawText(t, index: i, opacity: opacity)
        case .image(let m): drawImage(m, index: i, opacity: opacity)
        case .border(let b): drawSoftMask(index: i, b.color, fillOpacity: b.opacity, opacity: opacity)
        case .shadow(let s): drawSoftMask(index: i, s.color, fillOpacity: s.opacity, opacity: opacity)
        case .pushClip, .popClip, .beginGroup, .endGroup: break
        }
    }

    /// Runs the commands between a pushClip at `start` and its popClip at `end` with the clip
    /// narrowed to the shape, through a coverage mask when the shape has rounded or fractional edges.
    private func runClipped(_ commands: [DrawCommand], _ start: Int, _ end: Int, opacity: Double, depth: Int) {
        guard let saved = frame.target, let shape = table.entries[start].shape else { return }
        let clip = saved.clip.intersection(table.entries[start].bounds)
        guard !clip.isEmpty else { return }
        var mask = saved.mask
        if !shape.isPixelAligned || saved.mask != nil {
            let count = clip.width * clip.height
            let base = scratch.mask(depth: depth, count: count)
            base.update(repeating: 0, count: count)
            let narrowed = ClipMask(base: base, rect: clip)
            var sink = MaskSink(mask: narrowed, parent: saved.mask)
            coverage.withCoverage(table.entries[start].slot, of: shape) { $0.traverse(clip: clip, into: &sink) }
            mask = narrowed
        }
        frame.target = DrawTarget(surface: saved.surface, clip: clip, mask: mask)
        run(commands, (start + 1)..<end, opacity: opacity, depth: depth + 1)
        frame.target = saved
    }
}
