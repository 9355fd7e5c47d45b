/// One colour stop of a linear gradient.
package struct GradientStop: Hashable, Sendable {
    /// Position along the gradient axis, 0…1.
    package var offset: Double
    /// Colour at this position (straight alpha).
    package var color: RGBA8

    /// Creates a stop.
    package init(offset: Double, color: RGBA8) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient between two points in layout coordinates, padded beyond its ends.
package struct LinearGradient: Hashable, Sendable {
    /// Where offset 0 lies.
    package var start: Point
    /// Where offset 1 lies.
    package var end: Point
    /// Stops in increasing offset order (at least one).
    package var stops: [GradientStop]

    /// Creates a gradient.
    package init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// How a shape is filled.
package enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBA8)
    /// A linear gradient.
    case linear(LinearGradient)
}
