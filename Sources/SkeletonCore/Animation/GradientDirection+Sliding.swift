extension GradientDirection {
    /// The sliding animation's gradient start and end points in unit space ((0,0) top-left,
    /// (1,1) bottom-right of the box) at the start (`from`) and end (`to`) of a pass
    /// (GradientDirection+Animations.swift).
    package var slidingPoints: (startFrom: Point, startTo: Point, endFrom: Point, endTo: Point) {
        switch self {
        case .leftRight:
            (Point(x: -1, y: 0.5), Point(x: 1, y: 0.5), Point(x: 0, y: 0.5), Point(x: 2, y: 0.5))
        case .rightLeft:
            (Point(x: 1, y: 0.5), Point(x: -1, y: 0.5), Point(x: 2, y: 0.5), Point(x: 0, y: 0.5))
        case .topBottom:
            (Point(x: 0.5, y: -1), Point(x: 0.5, y: 1), Point(x: 0.5, y: 0), Point(x: 0.5, y: 2))
        case .bottomTop:
            (Point(x: 0.5, y: 1), Point(x: 0.5, y: -1), Point(x: 0.5, y: 2), Point(x: 0.5, y: 0))
        case .topLeftBottomRight:
            (Point(x: -1, y: -1), Point(x: 1, y: 1), Point(x: 0, y: 0), Point(x: 2, y: 2))
        case .bottomRightTopLeft:
            (Point(x: 1, y: 1), Point(x: -1, y: -1), Point(x: 2, y: 2), Point(x: 0, y: 0))
        }
    }

    /// The direction a sliding gradient uses: an explicit override, else the theme's setting, else
    /// upstream's default, leftRight, or rightLeft when the view is right-to-left.
    package static func resolved(override: GradientDirection?, theme: GradientDirection?, rtl: Bool)
        -> GradientDirection
    {
        override ?? theme ?? (rtl ? .rightLeft : .leftRight)
    }
}
