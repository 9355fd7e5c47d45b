import SkeletonCore

extension Rasterizer {
    /// Executes `range` of the commands into the current target, every opacity multiplied by `opacity`.
    func run(_ commands: [DrawCommand], _ range: Range<Int>, opacity: Double, depth: Int) {
        var i = range.lowerBound
        while i < range.upperBound {
            guard let clip = target?.clip else { return }
            switch commands[i] {
            case .fill(let f):
                if bounds[i].intersects(clip) { drawFill(f, index: i, opacity: opacity) }
            case .text(let t):
                if bounds[i].intersects(clip) { drawText(t, index: i, opacity: opacity) }
            case .image(let m):
                if bounds[i].intersects(clip) { drawImage(m, index: i, opacity: opacity) }
            case .pushClip:
                let end = min(partners[i], range.upperBound)
                runClipped(commands, i, end, opacity: opacity, depth: depth)
                i = end
            case .beginGroup(let groupOpacity):
                let end = min(partners[i], range.upperBound)
                runGroup(commands, (i + 1)..<end, groupOpacity: groupOpacity, opacity: opacity, depth: depth)
                i = end
            case .popClip, .endGroup:
                break
            }
            i += 1
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
            shapes[start].prepare(for: shape)
            var sink = MaskSink(mask: mask, parent: saved.mask)
            shapes[start].traverse(clip: clip, into: &sink)
            narrowed.mask = mask
        }
        target = narrowed
        run(commands, (start + 1)..<end, opacity: opacity, depth: depth + 1)
        target = saved
    }
}
