import SkeletonCore

extension Rasterizer {
    /// Ranges shorter than this are walked command by command; longer ones through a `BandIndex`.
    static let indexedRangeMinimum = 16

    /// Executes `range` of the commands into the current target, every opacity multiplied by `opacity`.
    ///
    /// Inside a band of `bands`, a long range visits only the items whose rows meet the band (a
    /// frame of hundreds of shapes cut into dozens of bands would otherwise test every shape in
    /// every band).
    func run(_ commands: [DrawCommand], _ range: Range<Int>, opacity: Double, depth: Int) {
        guard let clip = target?.clip, !clip.isEmpty else { return }
        guard let (slot, band) = indexedBand(range, clip) else {
            var i = range.lowerBound
            while i < range.upperBound { i = runItem(commands, i, range, opacity: opacity, depth: depth) }
            return
        }
        var next = range.lowerBound
        for i in bandIndices[slot].items(inBand: band) where i >= next {
            next = runItem(commands, i, range, opacity: opacity, depth: depth)
        }
    }

    /// The band index slot and band that `run` visits `range` through inside `clip`; nil when the
    /// range is short or there are no bands, and `run` walks it command by command.
    private func indexedBand(_ range: Range<Int>, _ clip: PixelRect) -> (slot: Int, band: Int)? {
        guard range.count >= Self.indexedRangeMinimum, let bands, clip.y >= bands.firstRow else { return nil }
        return (bandIndex(range, bands), bands.band(of: clip.y))
    }

    /// The index after the item starting at command `i` of `range`: a clip or group ends after its
    /// matching popClip or endGroup, anything else after itself.
    private func itemEnd(_ i: Int, _ range: Range<Int>) -> Int {
        kinds[i] == .pushClip || kinds[i] == .beginGroup ? min(partners[i], range.upperBound) + 1 : i + 1
    }

    /// Executes the item starting at command `i` (a draw, or a clip or group with its commands)
    /// and returns the index of the command after it.
    private func runItem(_ commands: [DrawCommand], _ i: Int, _ range: Range<Int>, opacity: Double, depth: Int) -> Int {
        guard let clip = target?.clip else { return range.upperBound }
        switch kinds[i] {
        case .draw:
            guard bounds[i].intersects(clip) else { return i + 1 }
            // The commonest commands, drawn without copying them out of the list.
            if let solid = solidFills[i] {
                drawSolidFill(index: i, solid.color, fillOpacity: solid.opacity, opacity: opacity)
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
            let end = min(partners[i], range.upperBound)
            runClipped(commands, i, end, opacity: opacity, depth: depth)
            return end + 1
        case .beginGroup:
            let end = min(partners[i], range.upperBound)
            if case .beginGroup(let groupOpacity) = commands[i] {
                runGroup(commands, (i + 1)..<end, groupOpacity: groupOpacity, opacity: opacity, depth: depth)
            }
            return end + 1
        case .close:
            return i + 1
        }
    }

    /// The slot in `bandIndices` indexing `range` cut by `geometry`, built on first use in a frame.
    private func bandIndex(_ range: Range<Int>, _ geometry: BandGeometry) -> Int {
        for slot in 0..<bandIndicesUsed where bandIndices[slot].indexes(range, geometry) { return slot }
        itemExtents.removeAll(keepingCapacity: true)
        var i = range.lowerBound
        while i < range.upperBound {
            // A clip's commands draw only inside the clip's bounds, a group's inside its commands'.
            if kinds[i] != .close { itemExtents.append((i, bounds[i].y..<bounds[i].maxY)) }
            i = itemEnd(i, range)
        }
        if bandIndicesUsed == bandIndices.count { bandIndices.append(BandIndex()) }
        bandIndices[bandIndicesUsed].rebuild(range, geometry, extents: itemExtents)
        bandIndicesUsed += 1
        return bandIndicesUsed - 1
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
        guard let saved = target, let shape = deviceShapes[start] else { return }
        let clip = saved.clip.intersection(bounds[start])
        guard !clip.isEmpty else { return }
        var narrowed = saved
        narrowed.clip = clip
        if !shape.isPixelAligned || saved.mask != nil {
            while masks.count <= depth { masks.append(ScratchBuffer(capacity: 1)) }
            let base = masks[depth].reserve(clip.width * clip.height)
            base.update(repeating: 0, count: clip.width * clip.height)
            let mask = ClipMask(base: base, rect: clip)
            shapes[slots[start]].prepare(for: shape)
            var sink = MaskSink(mask: mask, parent: saved.mask)
            withCoverage(slots[start]) { $0.traverse(clip: clip, into: &sink) }
            narrowed.mask = mask
        }
        target = narrowed
        run(commands, (start + 1)..<end, opacity: opacity, depth: depth + 1)
        target = saved
    }
}
