/// The coverage of one rounded rectangle, row by row, computed once per geometry and reused for
/// every frame (and every band of a group) that draws the same shape.
///
/// Rows come in two kinds. *Edge rows* (the top and bottom rows with partial vertical coverage and
/// every row crossing a rounded corner) store a coverage per pixel for their left and right ends and
/// one coverage for the interior between. *Middle rows* are all alike: a left pixel, a fully covered
/// interior, a right pixel.
struct ShapeCoverage {
    /// One edge row: `leftCount` pixels from `leftX` with their own coverages, the interior
    /// `interiorStart..<interiorEnd` at one coverage, `rightCount` pixels from `rightX` with their own.
    /// The ends are trimmed: leading/trailing zero coverages are dropped and pixels with the
    /// interior's coverage join the interior, so per-pixel work stays on the anti-aliased pixels.
    struct EdgeRow {
        // 36 bytes a row (104 as `Int`s, 52 as 32-bit numbers of every field): a frame reads every
        // shape's edge rows once, after its pixels have pushed them out of the caches, so their size
        // is load time. Stored are the fields the row loops read; the others follow from them with
        // an operation or two (the ends touch the interior: leftX + leftCount = interiorStart and
        // rightX = interiorEnd; the padded right vector's coverages follow the left end's padding).
        // Device columns and rows are clamped to ±2^22 and fit in 32 bits.
        /// Device row.
        var y: Int { Int(storedY) }
        /// First pixel of the left end.
        var leftX: Int { Int(storedLeftX) }
        /// Pixels in the left end.
        var leftCount: Int { interiorStart &- leftX }
        /// Index of the left end's first coverage in the shape's coverages (`table`).
        var leftOffset: Int { Int(storedLeftOffset) }
        /// First interior pixel.
        var interiorStart: Int { Int(storedInteriorStart) }
        /// One past the last interior pixel.
        var interiorEnd: Int { Int(storedInteriorEnd) }
        /// Coverage of the interior pixels (1/256).
        var interior: UInt32 { UInt32(storedInterior) }
        /// First pixel of the right end.
        var rightX: Int { interiorEnd }
        /// Pixels in the right end.
        var rightCount: Int { rightStart &+ rightWidth &- interiorEnd }
        /// Index of the right end's first coverage in the shape's coverages (its padding, after the left
        /// end's, comes first).
        var rightOffset: Int { leftOffset &+ leftWidth &+ (interiorEnd &- rightStart) }
        /// The left end's pixels rounded up to whole vectors (its zero padding follows it).
        var leftWidth: Int { Int(storedLeftWidth) }
        /// First column of the right end's whole vectors (its zero padding comes first).
        var rightStart: Int { Int(storedRightStart) }
        /// The right end's pixels rounded up to whole vectors, from `rightStart`.
        var rightWidth: Int { Int(storedRightWidth) }
        private let storedY: Int32, storedLeftX: Int32, storedLeftOffset: Int32, storedInteriorStart: Int32,
            storedInteriorEnd: Int32, storedLeftWidth: Int32, storedRightStart: Int32, storedRightWidth: Int32
        private let storedInterior: UInt16

        /// Row `y`: the left end's `leftCount` coverages at `leftOffset` in the coverages from column
        /// `leftX`, the interior `interiorStart..<interiorEnd` at `interior`, then `rightCount`
        /// coverages for the right end, stored after both ends' padding.
        init(
            y: Int, leftX: Int, leftCount: Int, leftOffset: Int, interiorStart: Int, interiorEnd: Int, interior: UInt32,
            rightCount: Int
        ) {
            assert(leftX + leftCount == interiorStart, "the left end ends where the interior starts")
            let rightPadding = ShapeCoverage.padding(rightCount)
            storedY = Int32(y)
            storedLeftX = Int32(leftX)
            storedLeftOffset = Int32(leftOffset)
            storedInteriorStart = Int32(interiorStart)
            storedInteriorEnd = Int32(interiorEnd)
            storedInterior = UInt16(interior)
            storedLeftWidth = Int32(leftCount + ShapeCoverage.padding(leftCount))
            storedRightStart = Int32(interiorEnd - rightPadding)
            storedRightWidth = Int32(rightCount + rightPadding)
        }
    }

    /// The edge rows of one shape in place: row `i`'s fields at byte `i × stride` of the table, each
    /// followed by its ends' coverages (`EdgeRow.leftOffset` indexes the table as 16-bit numbers).
    struct EdgeRows {
        /// The table's first byte.
        let base: UnsafeRawPointer
        /// Bytes from one row to the next.
        let stride: Int

        /// Edge row `index`.
        @inline(__always) subscript(index: Int) -> EdgeRow {
            base.load(fromByteOffset: index &* stride, as: EdgeRow.self)
        }

        /// The coverages of edge row `index` (at its `leftOffset`): its left end's padded vectors,
        /// then its right end's. Found from the row's place, not read from its fields, so that
        /// their loads need not wait for the row's.
        @inline(__always) func coverages(_ index: Int) -> UnsafePointer<UInt16> {
            (base + (index &* stride &+ MemoryLayout<EdgeRow>.stride)).assumingMemoryBound(to: UInt16.self)
        }
    }

    /// The shape this was computed for.
    private(set) var shape: DeviceShape?
    // One allocation a shape, each edge row beside its own coverages: a frame's pixels push the
    // tables out of the caches, and a visit of a shape then waits for its first row and that row's
    // first coverage. Kept in two arrays they were two allocations and two dependent cold lines
    // (the coverages' place is read from the row); here the coverages follow the row's fields in
    // the same or the next line, at an address known before the row is read.
    /// The edge rows top to bottom, each row's fields (`EdgeRow`, 36 bytes) followed by its left and
    /// right ends' coverages (1/256) padded to whole vectors, at `edgeRowStride` bytes from one row
    /// to the next.
    private(set) var table: [UInt16] = []
    /// Edge rows in `table`.
    var edgeRowCount: Int { Int(storedEdgeRowCount) }
    /// Bytes from one edge row to the next in `table`: the fields and the most coverages a row has.
    private var edgeRowStride: Int { Int(storedEdgeRowStride) }
    private var storedEdgeRowCount: Int32 = 0, storedEdgeRowStride: Int32 = 0
    // The rest as 32-bit numbers (device columns and rows fit, as in `EdgeRow`), read through
    // getters: 44 bytes instead of 96, loaded at every visit of the shape.
    /// The shape's first device row.
    var firstRow: Int { Int(storedFirstRow) }
    /// One past the shape's last device row.
    private var endRow: Int { Int(storedEndRow) }
    /// Rows of the middle section.
    var middleRows: Range<Int> { Range(uncheckedBounds: (Int(storedMiddleTop), Int(storedMiddleBottom))) }
    /// The middle rows' left pixel column and coverage (coverage 0 = none).
    var middleLeft: (x: Int, k: UInt32) { (Int(storedMiddleLeftX), UInt32(storedMiddleLeftK)) }
    /// The middle rows' fully covered columns.
    var middleInterior: Range<Int> {
        Range(uncheckedBounds: (Int(storedMiddleInteriorStart), Int(storedMiddleInteriorEnd)))
    }
    /// The middle rows' right pixel column and coverage (coverage 0 = none).
    var middleRight: (x: Int, k: UInt32) { (Int(storedMiddleRightX), UInt32(storedMiddleRightK)) }
    /// The columns `paint` may load and store: the shape's and those of its edge rows' ends padded
    /// to whole vectors. A clip holding them all needs no clamping row by row.
    var paintedColumns: Range<Int> { Range(uncheckedBounds: (Int(storedPaintedStart), Int(storedPaintedEnd))) }
    private var storedFirstRow: Int32 = 0, storedEndRow: Int32 = 0, storedMiddleTop: Int32 = 0,
        storedMiddleBottom: Int32 = 0, storedMiddleLeftX: Int32 = 0, storedMiddleInteriorStart: Int32 = 0,
        storedMiddleInteriorEnd: Int32 = 0, storedMiddleRightX: Int32 = 0, storedPaintedStart: Int32 = 0,
        storedPaintedEnd: Int32 = 0
    private var storedMiddleLeftK: UInt16 = 0, storedMiddleRightK: UInt16 = 0

    /// Recomputes the rows for `s` unless they are already for it (keeps the buffers' capacity).
    mutating func prepare(for s: DeviceShape) {
        if shape == s { return }
        shape = s
        let b = s.bounds
        // The rows and their coverages apart first, then laid out in `table`; `row` holds one row's
        // coverages while it is being trimmed.
        var rows = EdgeRowList()
        var row: [UInt16] = []
        row.reserveCapacity(b.width)
        var top = b.y
        while top < b.maxY, isEdgeRow(top, s) {
            appendEdgeRow(top, s, &row, to: &rows)
            top += 1
        }
        var bottom = b.maxY
        while bottom > top, isEdgeRow(bottom - 1, s) { bottom -= 1 }
        for y in bottom..<b.maxY { appendEdgeRow(y, s, &row, to: &rows) }
        storedMiddleTop = Int32(top)
        storedMiddleBottom = Int32(bottom)
        storedFirstRow = Int32(b.y)
        storedEndRow = Int32(b.maxY)
        setMiddle(s, bounds: b)
        let first = rows.rows.map { min($0.leftX, $0.rightStart) }.min() ?? b.x
        let end = rows.rows.map { max($0.leftX + $0.leftWidth, $0.rightStart + $0.rightWidth) }.max() ?? b.maxX
        storedPaintedStart = Int32(min(b.x, first))
        storedPaintedEnd = Int32(max(b.maxX, end))
        lay(rows)
    }

    /// The edge rows and their coverages as `appendTrimmed` computes them, before `lay` places them:
    /// `coverages` holds each row's left end and right end padded to whole vectors, one after the other.
    private struct EdgeRowList {
        var rows: [EdgeRow] = []
        var coverages: [UInt16] = []
    }

    /// Stores `list` in `table`: each row's fields, then its ends' coverages (the row's `leftOffset`
    /// pointing there), every row `edgeRowStride` bytes after the one before.
    private mutating func lay(_ list: EdgeRowList) {
        let fields = MemoryLayout<EdgeRow>.stride
        let widest = list.rows.map { $0.leftWidth + $0.rightWidth }.max() ?? 0
        let stride = fields + widest * MemoryLayout<UInt16>.stride
        assert(fields % MemoryLayout<UInt16>.stride == 0 && stride % MemoryLayout<EdgeRow>.alignment == 0)
        storedEdgeRowCount = Int32(list.rows.count)
        storedEdgeRowStride = Int32(stride)
        table.removeAll(keepingCapacity: true)
        table.append(contentsOf: repeatElement(0, count: list.rows.count * stride / MemoryLayout<UInt16>.stride))
        table.withUnsafeMutableBytes { bytes in
            for (i, r) in list.rows.enumerated() {
                let at = i * stride
                let offset = (at + fields) / MemoryLayout<UInt16>.stride
                bytes.storeBytes(
                    of: EdgeRow(
                        y: r.y, leftX: r.leftX, leftCount: r.leftCount, leftOffset: offset,
                        interiorStart: r.interiorStart, interiorEnd: r.interiorEnd, interior: r.interior,
                        rightCount: r.rightCount),
                    toByteOffset: at, as: EdgeRow.self)
                let ends = list.coverages[r.leftOffset..<(r.leftOffset + r.leftWidth + r.rightWidth)]
                for (j, k) in ends.enumerated() {
                    bytes.storeBytes(
                        of: k, toByteOffset: at + fields + j * MemoryLayout<UInt16>.stride, as: UInt16.self)
                }
            }
        }
    }

    /// Runs `body` on the edge rows and the coverages their offsets index (`table`'s first value).
    @inline(__always) func withEdgeRows<R>(_ body: (EdgeRows, UnsafePointer<UInt16>) -> R) -> R {
        table.withUnsafeBufferPointer { buffer in
            // An empty table has no storage: its rows are never read.
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<EdgeRow>.alignment)!
            return body(EdgeRows(base: UnsafeRawPointer(base), stride: edgeRowStride), base)
        }
    }

    /// Edge row `index` (0..<`edgeRowCount`).
    func edgeRow(_ index: Int) -> EdgeRow {
        precondition(index >= 0 && index < edgeRowCount, "edge row \(index) outside 0..<\(edgeRowCount)")
        return withEdgeRows { rows, _ in rows[index] }
    }

    /// True when row `y` needs per-pixel work: partial vertical coverage or a rounded corner.
    private func isEdgeRow(_ y: Int, _ s: DeviceShape) -> Bool {
        if DeviceShape.span(y, s.qy0, s.qy1) < 256 { return true }
        let (top, bottom) = cornerBands(y, s)
        return top.left || top.right || bottom.left || bottom.right
    }

    /// Which corners' boxes row `y` crosses.
    private func cornerBands(_ y: Int, _ s: DeviceShape) -> (
        top: (left: Bool, right: Bool), bottom: (left: Bool, right: Bool)
    ) {
        let fy = Double(y)
        func topBand(_ r: Double) -> Bool { r > 0 && fy < s.y0 + r }
        func bottomBand(_ r: Double) -> Bool { r > 0 && fy + 1 > s.y1 - r }
        return ((topBand(s.topLeft), topBand(s.topRight)), (bottomBand(s.bottomLeft), bottomBand(s.bottomRight)))
    }

    private func appendEdgeRow(_ y: Int, _ s: DeviceShape, _ scratch: inout [UInt16], to list: inout EdgeRowList) {
        let b = s.bounds
        let ky = DeviceShape.span(y, s.qy0, s.qy1)
        let (top, bottom) = cornerBands(y, s)
        var leftEnd = b.x + 1
        if top.left { leftEnd = max(leftEnd, Int((s.x0 + s.topLeft).rounded(.up))) }
        if bottom.left { leftEnd = max(leftEnd, Int((s.x0 + s.bottomLeft).rounded(.up))) }
        var rightStart = b.maxX - 1
        if top.right { rightStart = min(rightStart, Int((s.x1 - s.topRight).rounded(.down))) }
        if bottom.right { rightStart = min(rightStart, Int((s.x1 - s.bottomRight).rounded(.down))) }
        // Pixels the arc does not cross are whole-pixel cases (outside the disk: nothing; inside:
        // the rectangle's coverage); only the arc's few pixels per row need the exact integral.
        // With two corners on one side in the same row (tiny shapes) every end pixel is exact.
        let left = top.left && bottom.left ? nil : arcWindow(y, s, left: true, top: top.left)
        let right = top.right && bottom.right ? nil : arcWindow(y, s, left: false, top: top.right)
        let leftRounded = top.left || bottom.left
        let rightRounded = top.right || bottom.right
        scratch.removeAll(keepingCapacity: true)
        for x in b.x..<b.maxX {
            let inLeft = x < leftEnd
            let inRight = x >= rightStart
            guard inLeft || inRight else {
                scratch.append(UInt16(ky))
                continue
            }
            // A pixel in both ends (a shape one or two pixels wide) takes the exact area.
            let window = inLeft ? (leftRounded ? left : (b.x, b.x)) : (rightRounded ? right : (b.maxX, b.maxX))
            guard !(inLeft && inRight), let (outside, inside) = window else {
                scratch.append(Self.pixelCoverage(x, y, s))
                continue
            }
            let clear = inLeft ? x < outside : x >= outside
            let whole = inLeft ? x >= inside : x < inside
            if clear {
                scratch.append(0)
            } else if whole {
                let kx = DeviceShape.span(x, s.qx0, s.qx1)
                scratch.append(UInt16(PixelMath.product(UInt32(kx), UInt32(ky))))
            } else {
                scratch.append(Self.pixelCoverage(x, y, s))
            }
        }
        appendTrimmed(y, scratch, from: b.x, to: &list)
    }

    /// For the corner on one side that row `y` crosses: the column bounds of the pixels the arc
    /// leaves empty and of those wholly inside the disk. Left side: x < outside is empty, x ≥ inside
    /// is inside. Right side: x ≥ outside is empty, x < inside is inside.
    private func arcWindow(_ y: Int, _ s: DeviceShape, left: Bool, top: Bool) -> (outside: Int, inside: Int) {
        let r = left ? (top ? s.topLeft : s.bottomLeft) : (top ? s.topRight : s.bottomRight)
        let cx = left ? s.x0 + r : s.x1 - r
        let cy = top ? s.y0 + r : s.y1 - r
        // Distances from the centre towards the corner covered by this row, clipped to the box.
        let a = top ? cy - Double(y + 1) : Double(y) - cy
        let b = top ? cy - Double(y) : Double(y + 1) - cy
        let near = min(r, max(0, a))
        let far = min(r, max(0, b))
        let widest = (r * r - near * near).squareRoot()
        let narrowest = (max(0, r * r - far * far)).squareRoot()
        if left {
            return (Int((cx - widest).rounded(.down)), Int((cx - narrowest).rounded(.up)))
        }
        return (Int((cx + widest).rounded(.up)), Int((cx + narrowest).rounded(.down)))
    }

    /// Splits the row `scratch` (starting at column `x0`) into left end, interior and right end:
    /// the interior is the run of the row's largest coverage, provided that run is contiguous.
    private func appendTrimmed(_ y: Int, _ scratch: [UInt16], from x0: Int, to list: inout EdgeRowList) {
        var lo = 0
        var hi = scratch.count
        while lo < hi && scratch[lo] == 0 { lo += 1 }
        while hi > lo && scratch[hi - 1] == 0 { hi -= 1 }
        let peak = scratch[lo..<hi].max() ?? 0
        var p = lo
        while p < hi && scratch[p] != peak { p += 1 }
        var q = p
        while q < hi && scratch[q] == peak { q += 1 }
        if scratch[q..<hi].contains(peak) {
            // Two separate runs at the peak (cannot happen for a convex shape): keep every pixel apart.
            p = hi
            q = hi
        }
        // Each end is stored zero-padded to whole vectors (after the left end, before the right),
        // so that `paint` can blend an end as whole vectors of coverage.
        let leftOffset = list.coverages.count
        list.coverages.append(contentsOf: scratch[lo..<p])
        list.coverages.append(contentsOf: repeatElement(0, count: Self.padding(p - lo)))
        list.coverages.append(contentsOf: repeatElement(0, count: Self.padding(hi - q)))
        let rightOffset = list.coverages.count
        list.coverages.append(contentsOf: scratch[q..<hi])
        list.rows.append(
            EdgeRow(
                y: y, leftX: x0 + lo, leftCount: p - lo, leftOffset: leftOffset, interiorStart: x0 + p,
                interiorEnd: x0 + q, interior: UInt32(peak), rightCount: hi - q))
        assert(list.rows[list.rows.count - 1].rightOffset == rightOffset, "right coverages where the row says")
    }

    /// Indices (for `EdgeRows`) of the edge rows inside device rows `rows`. The edge rows are the
    /// shape's rows above and below the middle section, so the count of those before a row is
    /// arithmetic: a band visits only its own rows of a tall shape, at no search cost.
    func edgeRowIndices(in rows: Range<Int>) -> Range<Int> {
        func edgeRowsAbove(_ y: Int) -> Int {
            max(0, min(y, middleRows.lowerBound) - firstRow) + max(0, min(y, endRow) - middleRows.upperBound)
        }
        let first = edgeRowsAbove(rows.lowerBound)
        return first..<max(first, edgeRowsAbove(rows.upperBound))
    }

    /// Zeros that round an end of `count` pixels up to whole vectors.
    static func padding(_ count: Int) -> Int {
        (PixelOctet.width - count % PixelOctet.width) % PixelOctet.width
    }

    private mutating func setMiddle(_ s: DeviceShape, bounds b: PixelRect) {
        if b.width == 1 {
            setMiddle(left: (b.x, UInt32(DeviceShape.span(b.x, s.qx0, s.qx1))), interior: b.x..<b.x, right: (b.x, 0))
            return
        }
        let kl = DeviceShape.span(b.x, s.qx0, s.qx1)
        let kr = DeviceShape.span(b.maxX - 1, s.qx0, s.qx1)
        let lo = kl == 256 ? b.x : b.x + 1
        let hi = kr == 256 ? b.maxX : b.maxX - 1
        setMiddle(
            left: (b.x, kl == 256 ? 0 : UInt32(kl)), interior: lo..<hi, right: (b.maxX - 1, kr == 256 ? 0 : UInt32(kr)))
    }

    private mutating func setMiddle(left: (x: Int, k: UInt32), interior: Range<Int>, right: (x: Int, k: UInt32)) {
        storedMiddleLeftX = Int32(left.x)
        storedMiddleLeftK = UInt16(left.k)
        storedMiddleInteriorStart = Int32(interior.lowerBound)
        storedMiddleInteriorEnd = Int32(interior.upperBound)
        storedMiddleRightX = Int32(right.x)
        storedMiddleRightK = UInt16(right.k)
    }

    /// Exact area (1/256) of pixel (x, y) inside the shape: the pixel's overlap with the rectangle
    /// minus, for each rounded corner, the part of the corner's box outside its quarter disk.
    static func pixelCoverage(_ x: Int, _ y: Int, _ s: DeviceShape) -> UInt16 {
        let px = Double(x)
        let py = Double(y)
        let ox = max(0, min(px + 1, s.x1) - max(px, s.x0))
        let oy = max(0, min(py + 1, s.y1) - max(py, s.y0))
        var area = ox * oy
        // Each corner in local coordinates: u grows from the disk centre towards the corner's side.
        area -= cut(
            lo: px, hi: px + 1, edge: s.x0, toward: -1, vlo: py, vhi: py + 1, vedge: s.y0, vtoward: -1, r: s.topLeft)
        area -= cut(
            lo: px, hi: px + 1, edge: s.x1, toward: 1, vlo: py, vhi: py + 1, vedge: s.y0, vtoward: -1, r: s.topRight)
        area -= cut(
            lo: px, hi: px + 1, edge: s.x1, toward: 1, vlo: py, vhi: py + 1, vedge: s.y1, vtoward: 1, r: s.bottomRight)
        area -= cut(
            lo: px, hi: px + 1, edge: s.x0, toward: -1, vlo: py, vhi: py + 1, vedge: s.y1, vtoward: 1, r: s.bottomLeft)
        return UInt16(min(256, Int(max(0, area * 256) + 0.5)))
    }

    /// Area of the pixel inside one corner's r×r box but outside its quarter disk. `edge` is the
    /// shape side the corner touches and `toward` (±1) points from the disk centre towards it.
    private static func cut(
        lo: Double, hi: Double, edge: Double, toward: Double,
        vlo: Double, vhi: Double, vedge: Double, vtoward: Double, r: Double
    ) -> Double {
        guard r > 0 else { return 0 }
        let cx = edge - toward * r
        let cy = vedge - vtoward * r
        // Distances from the centre towards the corner, clipped to the box [0, r].
        let a0 = toward > 0 ? lo - cx : cx - hi
        let a1 = toward > 0 ? hi - cx : cx - lo
        let b0 = vtoward > 0 ? vlo - cy : cy - vhi
        let b1 = vtoward > 0 ? vhi - cy : cy - vlo
        let u0 = max(0, a0)
        let u1 = min(r, a1)
        let v0 = max(0, b0)
        let v1 = min(r, b1)
        guard u1 > u0, v1 > v0 else { return 0 }
        // Most pixels of a corner's box lie wholly inside or wholly outside the disk: exact without integrating.
        if u1 * u1 + v1 * v1 <= r * r { return 0 }
        if u0 * u0 + v0 * v0 >= r * r { return (u1 - u0) * (v1 - v0) }
        return (u1 - u0) * (v1 - v0) - QuarterDisk.area(u0: u0, u1: u1, v0: v0, v1: v1, radius: r)
    }
}

/// Exact areas under a circle, for the coverage of pixels on a rounded corner.
enum QuarterDisk {
    /// Area of [u0, u1] × [v0, v1] inside {u ≥ 0, v ≥ 0, u² + v² ≤ r²}, for 0 ≤ u0 ≤ u1 and 0 ≤ v0 ≤ v1.
    ///
    /// Along u the disk's height is h(u) = √(r² − u²); the strip holds min(max(h − v0, 0), v1 − v0).
    /// Up to a = h⁻¹(v1) the strip is full, beyond b = h⁻¹(v0) it is empty, between the area is
    /// ∫ (h − v0) du, integrated in closed form.
    static func area(u0: Double, u1: Double, v0: Double, v1: Double, radius r: Double) -> Double {
        let r2 = r * r
        let a = (max(0, r2 - v1 * v1)).squareRoot()
        let b = (max(0, r2 - v0 * v0)).squareRoot()
        var total = (v1 - v0) * max(0, min(u1, a) - u0)
        let lo = max(u0, a)
        let hi = min(u1, b)
        if hi > lo {
            total += integralOfHeight(from: lo, to: hi, radius: r) - v0 * (hi - lo)
        }
        return total
    }

    /// ∫ √(r² − u²) du from `lo` to `hi` (0 ≤ lo ≤ hi ≤ r):
    /// ½(u·h(u))|lo..hi + ½r²(asin(hi/r) − asin(lo/r)), the arcsine difference taken as one arcsine
    /// of a small argument so that no precision is lost on large radii.
    static func integralOfHeight(from lo: Double, to hi: Double, radius r: Double) -> Double {
        let r2 = r * r
        let hLo = max(0, r2 - lo * lo).squareRoot()
        let hHi = max(0, r2 - hi * hi).squareRoot()
        let sinDifference = min(1, max(0, (hi * hLo - lo * hHi) / r2))
        return 0.5 * (hi * hHi - lo * hLo) + 0.5 * r2 * arcsine(sinDifference)
    }

    /// asin(x) for x in 0…1 by its Taylor series (|x| ≤ ½) and the half-angle identity above ½;
    /// pure Swift so that results are identical on every machine.
    static func arcsine(_ x: Double) -> Double {
        if x > 0.5 {
            return Double.pi / 2 - 2 * arcsine(((1 - x) / 2).squareRoot())
        }
        let x2 = x * x
        var term = x
        var sum = x
        var n = 0.0
        while term > 1e-18 * sum, n < 60 {
            term *= x2 * (2 * n + 1) * (2 * n + 1) / ((2 * n + 2) * (2 * n + 3))
            sum += term
            n += 1
        }
        return sum
    }
}
