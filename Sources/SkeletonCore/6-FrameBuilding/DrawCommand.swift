/// What a filled shape stands for (kept for dumps, statistics and partial redraws).
package enum ShapeRole: String, Hashable, Sendable {
    /// A view's own background in content mode (or a container's background while skeletonized).
    case background
    /// A whole-view skeleton block.
    case block
    /// One skeleton text line.
    case textLine
    /// A UIView-Shimmer template placeholder.
    case placeholder
    /// A UIView-Shimmer shimmer overlay.
    case shimmer
    /// The app's own chrome around the layouts: canvas, panels, rings, bars.
    case chrome
}

/// A filled axis-aligned rounded rectangle (a circle when width == height and radii == width / 2).
package struct ShapeFill: Hashable, Sendable {
    /// Bounds in layout coordinates.
    package var rect: Rect
    /// Corner radii (the rasterizer clamps each to half the shorter side).
    package var radii: CornerRadii
    /// Fill.
    package var paint: Paint
    /// Extra opacity 0…1 multiplied into the paint.
    package var opacity: Double
    /// What the shape stands for.
    package var role: ShapeRole

    /// Creates a shape command.
    package init(rect: Rect, radii: CornerRadii, paint: Paint, opacity: Double = 1, role: ShapeRole) {
        self.rect = rect
        self.radii = radii
        self.paint = paint
        self.opacity = opacity
        self.role = role
    }
}

/// One line of real text in content mode, already positioned and aligned by the core.
package struct TextRun: Hashable, Sendable {
    /// The text of this line.
    package var text: String
    /// Font.
    package var font: FontSpec
    /// Left end of the baseline, in layout coordinates.
    package var baselineOrigin: Point
    /// Text colour.
    package var color: RGBA8
    /// Extra opacity 0…1.
    package var opacity: Double
    /// The run's advance in points as laid out (0 when the run is not aligned in a box).
    package var width: Double
    /// The point of the run that stays put when it is drawn wider or narrower at a device scale.
    package var anchor: TextAnchor
    /// The horizontal scale the glyphs are drawn at: below 1 where the stand-in font's text is
    /// condensed to the width SF gives it (`AutoLayoutSpec.textWidthScale`); `width` includes it.
    package var widthScale: Double

    /// Creates a text run.
    package init(
        text: String, font: FontSpec, baselineOrigin: Point, color: RGBA8, opacity: Double = 1, width: Double = 0,
        anchor: TextAnchor = .left, widthScale: Double = 1
    ) {
        self.text = text
        self.font = font
        self.baselineOrigin = baselineOrigin
        self.color = color
        self.opacity = opacity
        self.width = width
        self.anchor = anchor
        self.widthScale = widthScale
    }
}

/// An image file drawn into a rounded rectangle in content mode.
package struct ImageDraw: Hashable, Sendable {
    /// Image path as the theme states it (resolved by the ImageSource).
    package var name: String
    /// Destination in layout coordinates.
    package var rect: Rect
    /// Clip radii of the destination.
    package var radii: CornerRadii
    /// How the image is scaled into `rect`.
    package var contentMode: ContentMode
    /// Extra opacity 0…1.
    package var opacity: Double

    /// Creates an image command.
    package init(name: String, rect: Rect, radii: CornerRadii, contentMode: ContentMode, opacity: Double = 1) {
        self.name = name
        self.rect = rect
        self.radii = radii
        self.contentMode = contentMode
        self.opacity = opacity
    }
}

/// A layer border: the ring between a rounded rectangle and the same inset by `width` (inner
/// radii reduced by the width, as Core Animation strokes `borderWidth` inside the bounds).
package struct BorderDraw: Hashable, Sendable {
    /// The layer's bounds in layout coordinates.
    package var rect: Rect
    /// The layer's corner radii.
    package var radii: CornerRadii
    /// Border width in points.
    package var width: Double
    /// Border colour.
    package var color: RGBA8
    /// Extra opacity 0…1.
    package var opacity: Double

    /// Creates a border command.
    package init(rect: Rect, radii: CornerRadii, width: Double, color: RGBA8, opacity: Double = 1) {
        self.rect = rect
        self.radii = radii
        self.width = width
        self.color = color
        self.opacity = opacity
    }
}

/// A layer shadow: a rounded rectangle (the layer's shape, already offset) blurred by `blur`
/// points, Core Animation's `shadowRadius`, in a colour whose alpha carries `shadowOpacity`.
package struct ShadowDraw: Hashable, Sendable {
    /// The shadow's shape before blurring, in layout coordinates.
    package var rect: Rect
    /// Corner radii of the shape.
    package var radii: CornerRadii
    /// Blur radius in points (0 = a sharp shape).
    package var blur: Double
    /// Shadow colour with the shadow opacity in its alpha.
    package var color: RGBA8
    /// Extra opacity 0…1.
    package var opacity: Double

    /// Creates a shadow command.
    package init(rect: Rect, radii: CornerRadii, blur: Double, color: RGBA8, opacity: Double = 1) {
        self.rect = rect
        self.radii = radii
        self.blur = blur
        self.color = color
        self.opacity = opacity
    }
}

/// One resolved drawing step. The list is drawn in order, painter's algorithm.
package enum DrawCommand: Hashable, Sendable {
    /// Fill a rounded rectangle.
    case fill(ShapeFill)
    /// Draw a line of text.
    case text(TextRun)
    /// Draw an image.
    case image(ImageDraw)
    /// Draw a layer border.
    case border(BorderDraw)
    /// Draw a layer shadow.
    case shadow(ShadowDraw)
    /// Intersect the clip with a rounded rectangle until the matching popClip.
    case pushClip(rect: Rect, radii: CornerRadii)
    /// Restore the clip of the matching pushClip.
    case popClip
    /// Draw what follows until endGroup as one layer composited at this opacity (cross-dissolve).
    case beginGroup(opacity: Double)
    /// Close the innermost group.
    case endGroup
}

extension DrawCommand {
    /// The same command moved by (dx, dy) points: how a layout's drawing is placed on a device screen.
    package func offsetBy(dx: Double, dy: Double) -> DrawCommand {
        switch self {
        case .fill(var fill):
            fill.rect = fill.rect.offsetBy(dx: dx, dy: dy)
            return .fill(fill)
        case .text(var run):
            run.baselineOrigin = Point(x: run.baselineOrigin.x + dx, y: run.baselineOrigin.y + dy)
            return .text(run)
        case .image(var image):
            image.rect = image.rect.offsetBy(dx: dx, dy: dy)
            return .image(image)
        case .border(var border):
            border.rect = border.rect.offsetBy(dx: dx, dy: dy)
            return .border(border)
        case .shadow(var shadow):
            shadow.rect = shadow.rect.offsetBy(dx: dx, dy: dy)
            return .shadow(shadow)
        case .pushClip(let rect, let radii):
            return .pushClip(rect: rect.offsetBy(dx: dx, dy: dy), radii: radii)
        case .popClip, .beginGroup, .endGroup:
            return self
        }
    }
}

extension DrawCommand {
    /// The command with its opacity multiplied by `factor` (clips and groups are unchanged).
    func fading(by factor: Double) -> DrawCommand {
        switch self {
        case .fill(var shape):
            shape.opacity *= factor
            return .fill(shape)
        case .text(var run):
            run.opacity *= factor
            return .text(run)
        case .image(var image):
            image.opacity *= factor
            return .image(image)
        case .border(var border):
            border.opacity *= factor
            return .border(border)
        case .shadow(var shadow):
            shadow.opacity *= factor
            return .shadow(shadow)
        case .pushClip, .popClip, .beginGroup, .endGroup:
            return self
        }
    }
}
