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
