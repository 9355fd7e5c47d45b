/// Corner coverage of device shapes kept across frames and across the lists one rasterizer draws,
/// one slot per shape: drawing the same geometry again (in another band, frame or layout) costs only
/// the pixel stores. Slots unused for two frames are given to new shapes once more than a screenful
/// of shapes is kept.
final class CoverageCache {
    /// Shapes kept before stale ones are evicted.
    static let capacity = 8192

    /// The coverage in each slot.
    private var shapes: [ShapeCoverage] = []
    /// The last frame that used each slot.
    private var lastUse: [Int] = []
    /// The slot of each cached device shape.
    private var slotOfShape: [DeviceShape: Int] = [:]
    /// Slots whose shapes were evicted.
    private var freeSlots: [Int] = []

    /// The slot of `shape` (`previous` when the caller knows it from the frame before), marked as
    /// used by `frame`; a new shape takes a free slot or a new one.
    func slot(for shape: DeviceShape, previous: Int?, frame: Int) -> Int {
        let slot: Int
        if let previous {
            slot = previous
        } else if let known = slotOfShape[shape] {
            slot = known
        } else if let free = freeSlots.popLast() {
            slot = free
            slotOfShape[shape] = slot
        } else {
            slot = shapes.count
            shapes.append(ShapeCoverage())
            lastUse.append(0)
            slotOfShape[shape] = slot
        }
        lastUse[slot] = frame
        return slot
    }

    /// Runs `body` on the coverage of `shape` in `slot` (computed first unless the slot holds it)
    /// in place: a copy would retain and release its arrays on every visit.
    @inline(__always) func withCoverage<R>(_ slot: Int, of shape: DeviceShape, _ body: (inout ShapeCoverage) -> R) -> R
    {
        assert(shapes.indices.contains(slot), "coverage slot \(slot) outside 0..<\(shapes.count)")
        shapes[slot].prepare(for: shape)
        return body(&shapes[slot])
    }

    /// Frees the slots last used before frame `stale` once more than `capacity` shapes are kept.
    func evict(before stale: Int) {
        guard slotOfShape.count > Self.capacity else { return }
        for (shape, slot) in slotOfShape where lastUse[slot] < stale {
            slotOfShape[shape] = nil
            freeSlots.append(slot)
        }
    }
}
