extension DisplayList {
    /// The list as stable JSON: size, background and every command with its kind ("rect",
    /// "roundedRect", "circle", "text", "image", "clip", "endClip", "group", "endGroup"), rect in
    /// layout coordinates, corner radius, paint with resolved colours, opacity and role.
    package var json: DebugJSON {
        .object([
            ("size", .array([.number(size.width), .number(size.height)])),
            ("background", .string(background.hexString)),
            ("commands", .array(commands.map(\.json))),
        ])
    }
}
