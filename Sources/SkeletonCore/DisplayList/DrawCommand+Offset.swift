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
