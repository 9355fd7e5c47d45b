import Testing

@testable import SkeletonRaster

/// Sizes 0…12 px (in quarter steps) and radii 0…7 px, at several sub-pixel origins.
private let origins: [Double] = [0, 0.25, 0.5, 0.7]
private let sizes: [Double] = stride(from: 0.0, through: 12, by: 0.75).map { $0 }
private let radii: [Double] = [0, 0.5, 1, 2.5, 3, 4, 6, 7]

@Test func noPixelOutsideTheShapeBoundsIsCovered() {
    for o in origins {
        for w in sizes {
            for h in sizes {
                for r in radii {
                    let grid = ShapeCoverageProbe.coverages(
                        x0: o + 1, y0: o + 1, x1: o + 1 + w, y1: o + 1 + h, radius: r)
                    for (y, row) in grid.enumerated() {
                        for (x, k) in row.enumerated() where k > 0 {
                            let inside =
                                Double(x + 1) > o + 1 && Double(x) < o + 1 + w && Double(y + 1) > o + 1
                                && Double(y) < o + 1 + h
                            #expect(inside, "pixel \(x),\(y) covered \(k) outside \(o)+\(w)×\(h) r\(r)")
                        }
                    }
                }
            }
        }
    }
}

@Test func coverageNeverDecreasesTowardsTheCentre() {
    for o in origins {
        for w in sizes where w > 0 {
            for h in sizes where h > 0 {
                for r in radii {
                    // Symmetric placement: the centre lies on a pixel centre or boundary.
                    let size = Int((2 * o + max(w, h)).rounded(.up)) + 2
                    let x0 = (Double(size) - w) / 2
                    let y0 = (Double(size) - h) / 2
                    let grid = ShapeCoverageProbe.coverages(
                        x0: x0, y0: y0, x1: x0 + w, y1: y0 + h, radius: r, minimumSize: size)
                    let mid = size / 2
                    for row in grid {
                        for x in 1..<min(mid, row.count) { #expect(row[x] >= row[x - 1], "\(w)×\(h) r\(r) row") }
                    }
                    for x in 0..<grid[0].count {
                        for y in 1..<min(mid, grid.count) {
                            #expect(grid[y][x] >= grid[y - 1][x], "\(w)×\(h) r\(r) column \(x)")
                        }
                    }
                }
            }
        }
    }
}

@Test func cornersOfASymmetricShapeAreMirrorImages() {
    for inset in [0.0, 0.25, 0.5, 0.75] {
        for r in radii {
            let size = 16.0
            let grid = ShapeCoverageProbe.coverages(
                x0: 1 + inset, y0: 2 + inset, x1: size - 1 - inset, y1: size - 2 - inset, radius: r, minimumSize: 16)
            let n = Int(size)
            for y in 0..<n {
                for x in 0..<n {
                    #expect(grid[y][x] == grid[y][n - 1 - x], "inset \(inset) r\(r) at \(x),\(y)")
                    #expect(grid[y][x] == grid[n - 1 - y][x], "inset \(inset) r\(r) at \(x),\(y)")
                }
            }
        }
    }
}

@Test func coveragesAddUpToTheShapesArea() {
    for r in radii {
        let (w, h) = (14.3, 12.6)
        let grid = ShapeCoverageProbe.coverages(x0: 0.35, y0: 0.8, x1: 0.35 + w, y1: 0.8 + h, radius: r)
        let total = grid.joined().reduce(0, +)
        let clamped = min(r, h / 2)
        let area = w * h - (4 - Double.pi) * clamped * clamped
        // Each partially covered pixel is rounded by at most half a unit (1/512 pixel).
        let edgePixels = 2 * (w + h + 4)
        #expect(abs(Double(total) / 256 - area) < edgePixels / 512, "r\(r)")
    }
}

@Test func radiusLargerThanHalfTheShorterSideIsClampedToACapsule() {
    let capped = ShapeCoverageProbe.coverages(x0: 0.5, y0: 0.5, x1: 12.5, y1: 6.5, radius: 100)
    let capsule = ShapeCoverageProbe.coverages(x0: 0.5, y0: 0.5, x1: 12.5, y1: 6.5, radius: 3)
    #expect(capped == capsule)
}

@Test func perCornerRadiiRoundOnlyTheirCorners() {
    let grid = ShapeCoverageProbe.coverages(x0: 0, y0: 0, x1: 8, y1: 8, radii: (4, 0, 0, 0))
    #expect(grid[0][0] < 64)
    #expect(grid[0][7] == 256)
    #expect(grid[7][7] == 256)
    #expect(grid[7][0] == 256)
}

@Test func circleCoverageMatchesItsArea() {
    let grid = ShapeCoverageProbe.coverages(x0: 0.3, y0: 0.6, x1: 20.3, y1: 20.6, radius: 10)
    let total = Double(grid.joined().reduce(0, +)) / 256
    #expect(abs(total - Double.pi * 100) < 0.1)
    #expect(grid[10][10] == 256)
}

@Test func abuttingRowsSumToFullCoverage() {
    for split in stride(from: 2.0, through: 5.0, by: 0.125) {
        let top = ShapeCoverageProbe.coverages(x0: 0, y0: 0, x1: 4, y1: split, radius: 0)
        let bottom = ShapeCoverageProbe.coverages(x0: 0, y0: split, x1: 4, y1: 8, radius: 0)
        for y in 0..<min(top.count, bottom.count) {
            #expect(top[y][1] + bottom[y][1] == 256, "split \(split) row \(y)")
        }
    }
}

@Test func rowShortcutsEqualTheExactAreaOfEveryPixel() {
    // The cached rows skip the integral where the arc does not pass; every pixel must still equal
    // the exact area computed pixel by pixel.
    for o in origins {
        for w in [0.75, 3.0, 7.5, 12.25] {
            for h in [0.75, 3.0, 7.5, 12.25] {
                for r in radii {
                    let radii = (r, r * 0.5, r, 0.0)
                    let grid = ShapeCoverageProbe.coverages(
                        x0: o, y0: o + 0.3, x1: o + w, y1: o + 0.3 + h, radii: radii)
                    guard let shape = DeviceShape(x0: o, y0: o + 0.3, x1: o + w, y1: o + 0.3 + h, radii: radii) else {
                        continue
                    }
                    for (y, row) in grid.enumerated() {
                        for (x, k) in row.enumerated() {
                            #expect(k == Int(ShapeCoverage.pixelCoverage(x, y, shape)), "\(w)×\(h) r\(r) at \(x),\(y)")
                        }
                    }
                }
            }
        }
    }
}
