import Foundation
import SkeletonCompose
import SkeletonCore

/// A batch file expanded into shots: every theme loaded once, every layout prepared once per
/// appearance, direction, size and writing direction, every shot named.
struct BatchPlan {
    /// The shots in file order, each with its moment (the layout prepared and the shot's timeline).
    let shots: [(shot: BatchShot, moment: LayoutMoment)]
    /// Every file the batch reads: the batch file, the themes and the files they read.
    let inputs: [(option: String, path: String)]

    /// Expands `file`'s patterns; fails at the pattern's position when a glob matches no layout,
    /// when two shots get one name, or when there would be more than `BatchFile.maxShots`.
    init(file: BatchFile, batchPath: String, services: PlatformServices, output: CommandOutput) throws {
        var themes: [String: Theme] = [:]
        var inputs: [(option: String, path: String)] = [("--batch", batchPath)]
        var prepared: [String: LayoutMoment] = [:]
        var shots: [(shot: BatchShot, moment: LayoutMoment)] = []
        var names: Set<String> = []
        for pattern in file.patterns {
            let theme: Theme
            if let loaded = themes[pattern.theme] {
                theme = loaded
            } else {
                let (loaded, read) = try ThemeFile.loadWithInputs(pattern.theme, services: services, output: output)
                themes[pattern.theme] = loaded
                inputs += read.map { ("a theme of the batch", $0) }
                theme = loaded
            }
            let layouts = theme.layouts.filter { fnmatch(pattern.layout, $0.name, 0) == 0 }
            guard !layouts.isEmpty else {
                throw CommandError.failure(
                    "\(pattern.location): no layout of \(pattern.theme) matches \"\(pattern.layout)\"; it has: "
                        + theme.layouts.map(\.name).joined(separator: ", "))
            }
            for layout in layouts {
                for appearance in pattern.appearances {
                    var frame = FrameOptions()
                    frame.layout = layout.name
                    frame.appearance = appearance
                    frame.direction = pattern.direction
                    frame.rightToLeft = pattern.rightToLeft
                    frame.size = pattern.size
                    let key = [
                        pattern.theme, layout.name, "\(frame.appearance)", "\(frame.rightToLeft)",
                        "\(String(describing: frame.direction))", "\(String(describing: frame.size))",
                    ].joined(separator: "\u{0}")
                    var sized = layout
                    if let size = pattern.size { sized.size = size }
                    let base =
                        prepared[key]
                        ?? LayoutMoment(theme: theme, layout: sized, frame: frame, metrics: services.metrics)
                    prepared[key] = base
                    for style in pattern.styles {
                        for time in pattern.times {
                            frame.style = style
                            frame.time = time
                            var moment = base
                            moment.timeline = LayoutMoment.timeline(theme: theme, frame: frame)
                            moment.time = time ?? LayoutMoment.settledTime(theme: theme)
                            let shot = BatchShot(
                                name: Self.name(pattern: pattern, frame: frame, moment: moment, theme: theme),
                                scale: pattern.scale)
                            guard names.insert(shot.name).inserted else {
                                throw CommandError.failure(
                                    "\(pattern.location): two shots are named \(shot.name): "
                                        + "each shot must differ in theme, layout, style, appearance, time, direction, size, scale or rtl"
                                )
                            }
                            shots.append((shot, moment))
                            guard shots.count <= BatchFile.maxShots else {
                                throw CommandError.failure(
                                    "\(pattern.location): the batch expands to more than \(BatchFile.maxShots) shots; "
                                        + "split it into several batch files")
                            }
                        }
                    }
                }
            }
        }
        self.shots = shots
        self.inputs = inputs
    }

    /// `theme-layout-style-appearance-TIMEs` and `-rtl`, `-DIRECTION`, `-WxH`, `@Nx` when set:
    /// letters, digits, `.`, `@` and `-` only, so it is a file name everywhere.
    static func name(pattern: BatchFile.Pattern, frame: FrameOptions, moment: LayoutMoment, theme: Theme) -> String {
        var stem = (pattern.theme as NSString).lastPathComponent
        for suffix in [".theme.json", ".json", ".storyboard", ".xib"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        var parts = [
            stem, frame.layout ?? "", (frame.style ?? theme.style).rawValue, frame.appearance.rawValue,
            SwiftLiteral.number(moment.time) + "s",
        ]
        if frame.rightToLeft { parts.append("rtl") }
        if let direction = frame.direction { parts.append(direction.rawValue) }
        if let size = frame.size {
            parts.append("\(SwiftLiteral.number(size.width))x\(SwiftLiteral.number(size.height))")
        }
        var name = parts.map(slug).joined(separator: "-")
        if pattern.scale != 1 { name += "@\(SwiftLiteral.number(pattern.scale))x" }
        return name
    }

    /// `text` with every run of characters other than ASCII letters, digits and `.` as one `_`.
    private static func slug(_ text: String) -> String {
        var slug = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == ".") {
                slug.append(character)
            } else if !slug.hasSuffix("_") {
                slug.append("_")
            }
        }
        return slug
    }
}

/// One capture of a batch, as its files know it: the name they get and the pixel density.
struct BatchShot: Equatable {
    /// File-safe unique name: `theme-layout-style-appearance-time` plus any further settings.
    let name: String
    /// Device pixels per point.
    let scale: Double
}
