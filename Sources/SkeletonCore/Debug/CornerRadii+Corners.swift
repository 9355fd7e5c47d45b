extension CornerRadii {
    /// The radii clockwise from the top-left: [topLeft, topRight, bottomRight, bottomLeft].
    var corners: [Double] {
        [topLeft, topRight, bottomRight, bottomLeft]
    }
}
