/// A frame's drawing: commands in layout coordinates over a canvas of `size`.
package struct DisplayList: Hashable, Sendable {
    /// Canvas size in points.
    package var size: Size
    /// Canvas background, painted first.
    package var background: RGBA8
    /// Commands in painting order.
    package var commands: [DrawCommand]

    /// Creates a display list.
    package init(size: Size, background: RGBA8, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }
}

/// Which point of a text run stays where the layout put it when the glyphs drawn at a device
/// scale are wider or narrower than the run measured in points (hinting does not scale linearly):
/// right-aligned text must still end at its margin, centred text stay centred.
package enum TextAnchor: Hashable, Sendable {
    /// The left end (left-aligned text, natural in LTR).
    case left
    /// The middle.
    case center
    /// The right end (right-aligned text, natural in RTL).
    case right
}

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
