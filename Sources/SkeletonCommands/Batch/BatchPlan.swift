import Foundation
import SkeletonCompose
import SkeletonCore

/// A batch file expanded into shots: every theme loaded once, every layout prepared once per
/// look (scheme, direction, size, writing direction…), every shot named.
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
        var prepared: [Look: LayoutMoment] = [:]
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
                for request in try pattern.requests(layout: layout.name) {
                    var sized = layout
                    if let size = request.size { sized.size = size }
                    let look = Look(
                        theme: pattern.theme, layout: layout.name, options: request.layoutOptions, size: request.size,
                        device: request.device)
                    var moment =
                        prepared[look]
                        ?? LayoutMoment(theme: theme, layout: sized, frame: request, metrics: services.metrics)
                    prepared[look] = moment
                    moment.timeline = LayoutMoment.timeline(theme: theme, frame: request)
                    moment.time = request.time ?? LayoutMoment.settledTime(theme: theme)
                    let shot = BatchShot(
                        name: Self.name(pattern: pattern, frame: request, moment: moment, theme: theme),
                        scale: request.scale)
                    guard names.insert(shot.name).inserted else {
                        throw CommandError.failure(
                            "\(pattern.location): two shots are named \(shot.name): each shot must differ in "
                                + BatchFile.keys.joined(separator: ", "))
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
        self.shots = shots
        self.inputs = inputs
    }

    /// `theme-layout-style-appearance-TIMEs` and `-rtl`, `-DIRECTION`, `-WxH`, `@Nx` when set:
    /// letters, digits, `.`, `@` and `-` only, so it is a file name everywhere.
    static func name(pattern: BatchFile.Pattern, frame: FrameRequest, moment: LayoutMoment, theme: Theme) -> String {
        var stem = (pattern.theme as NSString).lastPathComponent
        for suffix in [".theme.json", ".json", ".storyboard", ".xib"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        var parts = [
            stem, frame.layout ?? "", (frame.style ?? theme.style).rawValue, frame.scheme.rawValue,
            SwiftLiteral.number(moment.time) + "s",
        ]
        if frame.rightToLeft { parts.append("rtl") }
        if let direction = frame.direction { parts.append(direction.rawValue) }
        if let size = frame.size {
            parts.append("\(SwiftLiteral.number(size.width))x\(SwiftLiteral.number(size.height))")
        }
        var name = parts.map(slug).joined(separator: "-")
        if frame.scale != 1 { name += "@\(SwiftLiteral.number(frame.scale))x" }
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

/// What a layout is prepared for: shots that share it share one preparation.
private struct Look: Hashable {
    /// The theme's path.
    let theme: String
    /// The layout's name.
    let layout: String
    /// The core's options.
    let options: LayoutOptions
    /// The canvas size, if set.
    let size: Size?
    /// The device, if any.
    let device: Device?
}

/// One capture of a batch, as its files know it: the name they get and the pixel density.
struct BatchShot: Equatable {
    /// File-safe unique name: `theme-layout-style-appearance-time` plus any further settings.
    let name: String
    /// Device pixels per point.
    let scale: Double
}
