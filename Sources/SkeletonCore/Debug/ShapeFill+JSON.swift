extension ShapeFill {
    /// "rect" with square corners, "circle" for a square with radii of at least half its side,
    /// else "roundedRect".
    var kindName: String {
        let corners = radii.corners
        if corners.allSatisfy({ $0 <= 0 }) { return "rect" }
        if rect.width == rect.height, rect.width > 0, corners.allSatisfy({ $0 >= rect.width / 2 }) { return "circle" }
        return "roundedRect"
    }
}
