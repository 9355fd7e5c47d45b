import SkeletonCore

extension Rasterizer {
    /// Executes `range` of the commands into the current target, every opacity multiplied by `opacity`.
    func run(_ commands: [DrawCommand], _ range: Range<Int>, opacity: Double, depth: Int) {
        guard let clip = target?.clip else { return }
        var i = range.lowerBound
        while i < range.upperBound {
            switch kinds[i] {
            case .draw:
                if bounds[i].intersects(clip) {
                    if let end = runGroupOverImage(commands, i, range, opacity: opacity, depth: depth) {
                        i = end
                    } else {
                        draw(commands[i], index: i, opacity: opacity)
                    }
                }
            case .pushClip:
                let end = min(partners[i], range.upperBound)
                runClipped(commands, i, end, opacity: opacity, depth: depth)
                i = end
            case .beginGroup:
                let end = min(partners[i], range.upperBound)
                if case .beginGroup(let groupOpacity) = commands[i] {
                    runGroup(commands, (i + 1)..<end, groupOpacity: groupOpacity, opacity: opacity, depth: depth)
                }
                i = end
            case .close:
                break
            }
            i += 1
        }
    }

    /// Draws one fill, text or image command.
    func draw(_ command: DrawCommand, index i: Int, opacity: Double) {
        switch command {
        case .fill(let f): drawFill(f, index: i, opacity: opacity)
        case .text(let t): drawText(t, index: i, opacity: opacity)
        case .image(let m): drawImage(m, index: i, opacity: opacity)
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
            shapes[slots[start]].traverse(clip: clip, into: &sink)
            narrowed.mask = mask
        }
        target = narrowed
        run(commands, (start + 1)..<end, opacity: opacity, depth: depth + 1)
        target = saved
    }
}
