/// Decides whether the commands of a group touch a common pixel, so that its opacity can be
/// folded into each command instead of compositing a layer. Keeps its two index arrays from use to
/// use (no allocation in steady frames).
final class OverlapSweep {
    /// Command indices sorted by top row.
    private var order: [Int] = []
    /// Commands still open at the current top.
    private var active: [Int] = []

    /// True when every command of `range` in `table` is a fill, text, image, border or shadow and no
    /// two touch a common pixel. Sorts by top row, then sweeps keeping the commands still open at each top.
    func drawsDisjointly(_ range: Range<Int>, _ table: CommandTable) -> Bool {
        order.removeAll(keepingCapacity: true)
        for i in range {
            guard table.entries[i].kind == .draw else { return false }
            if !table.entries[i].bounds.isEmpty { order.append(i) }
        }
        // The commonest answer first, without sorting: a group that starts with its background.
        if order.count > 1, table.entries[order[0]].bounds.intersects(table.entries[order[1]].bounds) { return false }
        sortByTop(&order, table)
        active.removeAll(keepingCapacity: true)
        for i in order {
            let b = table.entries[i].bounds
            var j = 0
            while j < active.count {
                let other = table.entries[active[j]].bounds
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
    private func sortByTop(_ a: inout [Int], _ table: CommandTable) {
        let n = a.count
        func key(_ i: Int) -> Int { table.entries[a[i]].bounds.y }
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
