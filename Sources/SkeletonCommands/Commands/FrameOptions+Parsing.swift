import SkeletonCompose
import SkeletonCore

extension FrameOptions {
    /// Every option this struct understands, declared for help, completions and the man page.
    static let table: [CommandOption] = [
        CommandOption("--layout", value: "NAME", "the layout to render, by its name in the theme (required)"),
        CommandOption(
            "--style", value: "STYLE", "solid, gradient, solidAnimated or gradientAnimated (default: the theme's)",
            completion: .choices(SkeletonStyle.allCases.map(\.rawValue))),
        CommandOption(
            "--time", value: "SECONDS",
            "time since the skeleton was shown (default: the end of the show transition)"),
        CommandOption(
            "--hide-at", value: "SECONDS", "start the hide transition then (a later --time shows the content)"),
        CommandOption(
            "--appearance", value: "MODE", "light or dark (default light)",
            completion: .choices(ColorScheme.allCases.map(\.rawValue))),
        CommandOption(
            "--direction", value: "DIR",
            "sliding direction: leftRight, rightLeft, topBottom, bottomTop, topLeftBottomRight or "
                + "bottomRightTopLeft (default: the theme's)",
            completion: .choices(GradientDirection.allCases.map(\.rawValue))),
        CommandOption("--rtl", "right-to-left layout"),
        CommandOption("--size", value: "WxH", "canvas size in points (default: the layout's size)"),
        contentSizeOption,
        CommandOption("--reduce-motion", "Reduce Motion: solidAnimated drawn as solid, gradientAnimated as gradient"),
        deviceOption,
        CommandOption(
            "--solve",
            "solve Interface Builder screens with the Auto Layout engine at the size they were saved for too "
                + "(default: IB's stored frames there; every other size is always solved)"),
    ]

    /// `--device`, shared with the window's options.
    static let deviceOption = CommandOption(
        "--device", value: "NAME",
        "lay out in a device's safe area inside its frame: iphone-se, iphone-15, iphone-15-pro-max, ipad-10, "
            + "each also NAME-landscape",
        completion: .choices(Device.all.map(\.name)))

    /// `--content-size`, shared with the window's options.
    static let contentSizeOption = CommandOption(
        "--content-size", value: "CATEGORY",
        "Dynamic Type size: extraSmall … large (default) … accessibilityExtraExtraExtraLarge",
        completion: .choices(ContentSizeCategory.allCases.map(\.rawValue)))

    /// The names of `table`.
    static let names = table.map(\.name)

    /// The rows of `table` named in `names`, in the table's order.
    static func table(_ names: [String]) -> [CommandOption] {
        table.filter { names.contains($0.name) }
    }

    /// Reads `option` when it is one of `accepted` (a subset of `names`); false when it is not ours.
    mutating func consume(_ option: String, from reader: inout ArgumentReader, accepted: [String] = names) throws
        -> Bool
    {
        guard accepted.contains(option) else { return false }
        switch option {
        case "--layout": layout = try reader.value(for: option)
        case "--style": style = try reader.choice(for: option, of: SkeletonStyle.self, kind: "style")
        case "--time": time = try reader.number(for: option, in: 0...1_000_000)
        case "--hide-at": hideAt = try reader.number(for: option, in: 0...1_000_000)
        case "--appearance": appearance = try reader.choice(for: option, of: ColorScheme.self, kind: "appearance")
        case "--direction": direction = try reader.choice(for: option, of: GradientDirection.self, kind: "direction")
        case "--rtl": rightToLeft = true
        case "--content-size":
            contentSize = try reader.choice(for: option, of: ContentSizeCategory.self, kind: "content size category")
        case "--reduce-motion": reducesMotion = true
        case "--solve": solvesAtDesignSize = true
        case "--device":
            device = try DeviceName.parse(try reader.value(for: option), option: option, usage: reader.usage)
        case "--size":
            let size = try reader.dimensions(for: option, in: 1...4096)
            self.size = Size(width: Double(size.width), height: Double(size.height))
        default: return false
        }
        return true
    }
}
