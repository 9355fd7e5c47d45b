@testable import SkeletonRaster

/// The coverage (1/256) of every pixel of a shape, as the rasterizer computes it, for invariant checks.
enum ShapeCoverageProbe {
    /// Coverages by row and column over columns and rows 0 up to past the far edges (at least `minimumSize`).
    static func coverages(
        x0: Double, y0: Double, x1: Double, y1: Double, radii: (Double, Double, Double, Double), minimumSize: Int = 0
    ) -> [[Int]] {
        let width = max(minimumSize, Int(x1.rounded(.up)) + 1)
        let height = max(minimumSize, Int(y1.rounded(.up)) + 1)
        var grid = [[Int]](repeating: [Int](repeating: 0, count: width), count: height)
        guard let shape = DeviceShape(x0: x0, y0: y0, x1: x1, y1: y1, radii: radii) else { return grid }
        var coverage = ShapeCoverage()
        coverage.prepare(for: shape)
        var sink = GridSink(grid: grid)
        coverage.traverse(clip: PixelRect(x: 0, y: 0, width: width, height: height), into: &sink)
        grid = sink.grid
        return grid
    }

    /// Same with one radius on every corner.
    static func coverages(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double, minimumSize: Int = 0)
        -> [[Int]]
    {
        coverages(x0: x0, y0: y0, x1: x1, y1: y1, radii: (radius, radius, radius, radius), minimumSize: minimumSize)
    }

    private struct GridSink: SegmentSink {
        var grid: [[Int]]
        var y = 0

        mutating func beginRow(_ y: Int, _ x0: Int, _ x1: Int) { self.y = y }

        mutating func segment(_ x0: Int, _ x1: Int, _ k: UInt32, _ coverage: UnsafePointer<UInt16>?) {
            for x in max(0, x0)..<min(grid[y].count, x1) where x1 > max(0, x0) {
                grid[y][x] = Int(coverage.map { UInt32($0[x]) } ?? k)
            }
        }
    }
}
