import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonGallery
import SkeletonRaster

/// A batch file expanded into shots: every theme (or Interface Builder file, per set of its
/// options) loaded once, every shot named, then the shots of the shard prepared, each layout once
/// per look (scheme, direction, size, device, text size…).
struct BatchPlan {
    /// This shard's shots in file order.
    let shots: [BatchShot]
    /// How many shots the whole batch expands to, every shard's.
    let batchShots: Int
    /// The baselines of every shard's shots (`NAME.png`, a loop's folder `NAME`), for the ones no
    /// shot uses.
    let baselines: Set<String>
    /// Every file the batch reads: the batch file, the themes and the files they read.
    let inputs: [(option: String, path: String)]

    /// Reads `options` of one shot: `capture`'s own parser, handed in so the batch cannot drift
    /// from it.
    typealias Parse = ([String]) throws -> BatchShotRequest

    /// Expands `file`'s patterns and prepares the shots of `shard`; fails at the pattern's
    /// position when a shot's options do not go together, when a glob matches no layout, when two
    /// shots get one name, or when there would be more than `BatchFile.maxShots`.
    init(
        file: BatchFile, batchPath: String, shard: BatchShard, parse: Parse, services: PlatformServices,
        output: CommandOutput
    ) throws {
        var themes: [ThemeKey: Theme] = [:]
        var inputs: [(option: String, path: String)] = [("--batch", batchPath)]
        var expanded: [(name: String, line: Int, themePath: String, theme: Theme, request: BatchShotRequest)] = []
        var names: Set<String> = []
        for pattern in file.patterns {
            for options in pattern.optionLists {
                let request = try Self.request(
                    [pattern.theme, "--layout", pattern.layout] + options, pattern: pattern, file: file, parse: parse)
                let key = ThemeKey(path: pattern.theme, documents: request.documents)
                let theme: Theme
                if let loaded = themes[key] {
                    theme = loaded
                } else {
                    let (loaded, read) = try ThemeFile.loadWithInputs(
                        pattern.theme, documents: request.documents, services: services, output: output)
                    themes[key] = loaded
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
                    var shot = request
                    shot.frame.layout = layout.name
                    let name = BatchShotName(themePath: pattern.theme, request: shot, theme: theme).text
                    guard names.insert(name).inserted else {
                        throw CommandError.failure(
                            "\(pattern.location): two shots are named \(name): each shot must differ in "
                                + (["theme", "layout"] + file.keys.map(\.key)).joined(separator: ", "))
                    }
                    expanded.append((name, pattern.line, pattern.theme, theme, shot))
                    guard expanded.count <= BatchFile.maxShots else {
                        throw CommandError.failure(
                            "\(pattern.location): the batch expands to more than \(BatchFile.maxShots) shots; "
                                + "split it into several batch files")
                    }
                }
            }
        }
        var prepared: [Look: LayoutMoment] = [:]
        var notes: Set<String> = []
        let sizer = LayoutFrameRenderer(rasterizer: Rasterizer(), services: services)
        var shots: [BatchShot] = []
        for index in shard.indices(of: expanded.count) {
            let (name, line, themePath, theme, request) = expanded[index]
            let frame = request.frame
            let kind: BatchShot.Kind
            if frame.variants != nil {
                let grid = try VariantCapture(
                    theme: theme, themePath: themePath, frame: frame, background: request.background,
                    metrics: services.metrics, usage: "")
                for note in grid.notes where notes.insert(note).inserted { output.error(note) }
                kind = .grid(grid)
            } else {
                let look = Look(theme: ThemeKey(path: themePath, documents: request.documents), frame: frame)
                var moment =
                    try prepared[look]
                    ?? LayoutMoment.pick(
                        from: theme, themePath: themePath, frame: frame, usage: "", metrics: services.metrics)
                prepared[look] = moment
                if let note = moment.deviceNote, notes.insert(note).inserted { output.error(note) }
                moment.timeline = LayoutMoment.timeline(theme: theme, frame: frame)
                moment.time = frame.time ?? LayoutMoment.settledTime(theme: theme)
                if let format = request.animation {
                    let source = FrameSource(
                        moment: moment, scale: frame.scale, background: request.background, renderer: sizer)
                    let loop = try CommandError.composing { () throws(CaptureError) in
                        try AnimatedCapture(
                            format,
                            period: AnimationPeriod.seconds(
                                style: moment.timeline.state(at: moment.time).style, theme: theme),
                            start: moment.time, frames: request.frames, fps: request.fps,
                            pixelSize: source.pixelSize(at: moment.time))
                    }
                    kind = .loop(moment, loop)
                } else if let count = request.frames {
                    kind = .strip(
                        moment,
                        Filmstrip(count: count, fps: request.fps ?? 10, start: moment.time, columns: request.columns))
                } else {
                    kind = .still(moment)
                }
            }
            shots.append(
                BatchShot(
                    index: index, name: name, line: line, scale: frame.scale, scheme: frame.scheme,
                    background: request.background, kind: kind))
        }
        self.shots = shots
        batchShots = expanded.count
        baselines = Set(expanded.map { $0.request.animation == nil ? $0.name + ".png" : $0.name })
        self.inputs = inputs
    }

    /// One shot's request, read by `capture`'s parser (a still names a PNG, as `--out` would;
    /// the batch names the real file); a mistake is a failure at the pattern, naming the keys.
    private static func request(_ arguments: [String], pattern: BatchFile.Pattern, file: BatchFile, parse: Parse)
        throws -> BatchShotRequest
    {
        let line = arguments.contains("--animated") ? arguments : arguments + ["--out", "shot.png"]
        do {
            return try parse(line)
        } catch let error as CommandError {
            let message: String
            switch error {
            case .usage(let text, _), .failure(let text): message = text
            }
            throw CommandError.failure("\(pattern.location): " + Self.keyed(message, keys: file.keys))
        }
    }

    /// `capture`'s message with each option it names spelt as the batch key (`--fps` → `"fps"`).
    private static func keyed(_ message: String, keys: [BatchKey]) -> String {
        var text = message
        for key in keys.sorted(by: { $0.option.name.count > $1.option.name.count }) {
            text = text.replacingOccurrences(of: key.option.name, with: "\"\(key.key)\"")
        }
        return text
    }
}

/// A theme as loaded for a set of Interface Builder options.
private struct ThemeKey: Hashable {
    /// The theme's path.
    let path: String
    /// `root`, `bridge`, `alias`, `cell`, `flag`.
    let documents: DocumentOptions
}

/// What a layout is prepared for: shots that share it share one preparation.
private struct Look: Hashable {
    /// The theme as loaded.
    let theme: ThemeKey
    /// The layout's name.
    let layout: String?
    /// The core's options.
    let options: LayoutOptions
    /// The canvas size, if set.
    let size: Size?
    /// The device, if any.
    let device: Device?

    /// The look of `frame` in `theme`.
    init(theme: ThemeKey, frame: FrameRequest) {
        self.theme = theme
        layout = frame.layout
        options = frame.layoutOptions
        size = frame.size
        device = frame.device
    }
}
