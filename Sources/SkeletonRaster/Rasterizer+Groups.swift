import SkeletonCore

extension Rasterizer {
    /// Draws a group's commands as one layer composited at `groupOpacity` × `opacity`.
    ///
    /// At opacity 1 the layer would change nothing, so the commands draw directly. When the
    /// commands are plain draws whose pixel bounds do not overlap, each pixel receives at most one
    /// of them, so the opacity is folded into each command. Otherwise the group is drawn band by
    /// band into a layer small enough to stay in cache, each band composited before the next.
    func runGroup(_ commands: [DrawCommand], _ range: Range<Int>, groupOpacity: Double, opacity: Double, depth: Int) {
        let alpha = PixelMath.opacity(groupOpacity)
        guard alpha > 0, !range.isEmpty, let saved = target else { return }
        if alpha == 1 {
            run(commands, range, opacity: opacity, depth: depth)
            return
        }
        let begin = range.lowerBound - 1
        if foldable[begin] == nil { foldable[begin] = drawsDisjointly(commands, range) }
        if foldable[begin] == true {
            run(commands, range, opacity: opacity * alpha, depth: depth)
            return
        }
        var area = PixelRect.empty
        for i in range { area = area.union(bounds[i]) }
        area = area.intersection(saved.clip)
        let k = PixelMath.coverage(fromOpacity: alpha * opacity)
        guard !area.isEmpty, k > 0 else { return }
        while layers.count <= depth { layers.append(ScratchBuffer(capacity: 1)) }
        let bandRows = max(1, min(area.height, Self.bandPixels / area.width))
        let layer = layers[depth].reserve(area.width * bandRows)
        var y = area.y
        while y < area.maxY {
            let band = PixelRect(x: area.x, y: y, width: area.width, height: min(bandRows, area.maxY - y))
            let surface = Surface(base: layer, stride: area.width, originX: area.x, originY: y)
            target = DrawTarget(surface: surface, clip: band, mask: saved.mask)
            if !coversOpaquely(commands[range.lowerBound], index: range.lowerBound, band) {
                layer.update(repeating: 0, count: band.width * band.height)
            }
            run(commands, range, opacity: 1, depth: depth + 1)
            for row in band.y..<band.maxY {
                composite(surface.row(row) + band.x, onto: saved.surface.row(row) + band.x, band.width, k)
            }
            y = band.maxY
        }
        target = saved
    }

    /// Source-over of a layer row at opacity k/256.
    private func composite(
        _ src: UnsafeMutablePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ k: UInt32
    ) {
        Span.blend(dst, n, colors: src, k)
    }

    /// True when every command in `range` is a fill, text or image and no two touch a common pixel.
    /// Sorts by top row, then sweeps keeping the commands still open at each top.
    private func drawsDisjointly(_ commands: [DrawCommand], _ range: Range<Int>) -> Bool {
        order.removeAll(keepingCapacity: true)
        for i in range {
            guard kinds[i] == .draw else { return false }
            if !bounds[i].isEmpty { order.append(i) }
        }
        sortByTop(&order)
        active.removeAll(keepingCapacity: true)
        for i in order {
            let b = bounds[i]
            var j = 0
            while j < active.count {
                let other = bounds[active[j]]
                if other.maxY <= b.y {
                    active.swapAt(j, active.count - 1)
                    active.removeLast()
                    continue
                }
                if other.x < b.maxX && b.x < other.maxX { return false }
                j += 1
            }
            active.append(i)
        }
        return true
    }

    /// In-place heapsort of command indices by their bounds' top row (no allocation).
    private func sortByTop(_ a: inout [Int]) {
        let n = a.count
        func key(_ i: Int) -> Int { bounds[a[i]].y }
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && key(child) < key(child + 1) { child += 1 }
                if key(root) >= key(child) { return }
                a.swapAt(root, child)
                root = child
            }
        }
        var start = n / 2 - 1
        while start >= 0 {
            siftDown(start, n)
            start -= 1
        }
        var end = n - 1
        while end > 0 {
            a.swapAt(0, end)
            siftDown(0, end)
            end -= 1
        }
    }
}
