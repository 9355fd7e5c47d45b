extension DisplayList {
    /// The list as stable JSON: size, background and every command with its kind ("rect",
    /// "roundedRect", "circle", "text", "image", "clip", "endClip", "group", "endGroup"), rect in
    /// layout coordinates, corner radius, paint with resolved colours, opacity and role. Image
    /// names are printed relative to `folder` when given (the theme's folder: stable output).
    package func json(imagesRelativeTo folder: String? = nil) -> DebugJSON {
        .object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("background", .string(background.hexString)),
            ("commands", .array(commands.map { Self.command($0, imagesRelativeTo: folder).json })),
        ])
    }

    /// The command with its image name made relative to `folder`.
    private static func command(_ command: DrawCommand, imagesRelativeTo folder: String?) -> DrawCommand {
        guard let folder, case .image(var image) = command else { return command }
        image.name = RelativePath.of(image.name, from: folder)
        return .image(image)
    }
}
