import SkeletonCore

extension Rect {
    /// Whether `point` lies inside: left and top edges inside, right and bottom outside, so two
    /// rectangles side by side never both hold a point; NaN is inside nothing.
    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
