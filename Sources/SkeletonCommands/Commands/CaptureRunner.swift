import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonGallery
import SkeletonRaster
import SkeletonSystem

/// Carries out `capture`: one PNG, a contact sheet, a filmstrip, an animated loop, or a comparison.
struct CaptureRunner {
    /// What was asked.
    let options: CaptureOptions
    /// Output, environment and platform.
    let context: CommandContext

    /// Runs the capture and returns the exit status.
    func run() throws -> Int32 {
        let services = try context.services()
        let (theme, themeInputs) = try ThemeFile.loadWithInputs(
            options.themePath, documents: options.documents, services: services, output: context.output,
            layout: options.contactSheet || options.frame.variants != nil ? nil : options.frame.layout)
        try CaptureOutput.check(outputs: outputs, inputs: inputs(theme: themeInputs))
        try CaptureOutput.checkFormats(
            outputs: [
                ("--out", options.outPath, ["png"]),
                ("--animated", options.animatedPath, AnimationFormat.allCases.map(\.facts.fileExtension)),
            ]
            .compactMap { output in output.1.map { (option: output.0, path: $0, formats: output.2) } })
        let baseline = try options.baselinePath.flatMap { try readBaseline($0) }
        let overlay = try options.frame.overlay.map(Self.overlay)
        let background = try Self.background(options.background, scheme: options.frame.scheme)
        let renderer = LayoutFrameRenderer(rasterizer: Rasterizer(), services: services)
        let output = CaptureOutput()
        if options.contactSheet {
            guard !theme.layouts.isEmpty else {
                throw CommandError.failure("\(options.themePath) has no layouts to put on a contact sheet")
            }
            let sheet = try CommandError.composing { () throws(CaptureError) in
                try ContactSheet(
                    theme: theme, frame: options.frame, appearances: options.appearances,
                    background: background, metrics: services.metrics
                )
                .render(renderer: renderer, progress: context.output.progress)
            }
            return try finish(sheet, baseline: baseline, output: output)
        }
        if options.frame.variants != nil {
            let capture = try VariantCapture(
                theme: theme, themePath: options.themePath, frame: options.frame, background: background,
                metrics: services.metrics, usage: CaptureCommand.usage)
            for note in capture.notes { context.output.error(note) }
            return try finish(try capture.render(renderer: renderer), baseline: baseline, output: output)
        }
        let moment = try LayoutMoment.pick(
            from: theme, themePath: options.themePath, frame: options.frame, usage: CaptureCommand.usage,
            metrics: services.metrics)
        if let note = moment.deviceNote { context.output.error(note) }
        let warnings = moment.placeWarnings(metrics: services.metrics)
        if !warnings.isEmpty { context.output.error(warnings) }
        let frames = FrameSource(
            moment: moment, scale: options.frame.scale, background: background, renderer: renderer, overlay: overlay)
        if options.measuresEdges, let overlay {
            let measurement = EdgeMeasurement(
                prepared: moment.prepared, overlay: overlay, frameScale: options.frame.scale)
            context.output.standard(EdgeReport.text(measurement, layout: moment.layout.name))
        }
        if let count = options.frames, let out = options.outPath {
            let strip = try CommandError.composing { () throws(CaptureError) in
                try Filmstrip(count: count, fps: options.fps ?? 10, start: moment.time, columns: options.columns)
                    .render(frames: frames, scheme: options.frame.scheme)
            }
            try output.writePNG(strip, to: out)
        }
        if let count = options.frames, let folder = options.outDirectory {
            try FrameSequence(count: count, fps: options.fps ?? 10, start: moment.time).write(
                frames: frames, to: folder, inputs: inputs(theme: themeInputs), output: output)
        }
        if let animatedPath = options.animatedPath {
            try output.writeBytes(
                try animation(moment: moment, frames: frames, to: animatedPath), to: animatedPath)
        }
        guard options.frames == nil else { return 0 }
        guard options.outPath != nil || options.baselinePath != nil else { return 0 }
        var image = try CommandError.composing { () throws(CaptureError) in try frames.frame(at: moment.time) }
        if let view = options.inspectedView {
            try drawInspector(for: view, moment: moment, into: &image, renderer: renderer, metrics: services.metrics)
        }
        return try finish(image, baseline: baseline, output: output)
    }

    /// `--inspect VIEW`: the window's inspector drawn over the frame as the focus view draws it,
    /// the panel kept inside the canvas. VIEW is a tree path, else the first view with that id.
    private func drawInspector(
        for view: String, moment: LayoutMoment, into image: inout Framebuffer, renderer: LayoutFrameRenderer,
        metrics: any TextMetrics
    ) throws {
        let decisions = moment.prepared.scene.decisions
        guard
            let decision = decisions.first(where: { $0.path == view }) ?? decisions.first(where: { $0.node.id == view })
        else {
            let ids = Array(Set(decisions.compactMap(\.node.id))).sorted()
            throw CommandError.failure(
                "--inspect: no view with id or tree path '\(view)' in layout '\(moment.layout.name)' of "
                    + options.themePath + Suggestions.hint(for: view, in: ids)
                    + (ids.isEmpty
                        ? "; its views have no ids: give a tree path such as 0.1 (`explain` prints them)"
                        : "; ids: \(ids.joined(separator: ", "))"))
        }
        let scale = options.frame.scale
        let canvas = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
        let inset = moment.device.map { DeviceFrame($0, around: moment.prepared.layout).layoutOrigin } ?? .zero
        let commands = InspectorOverlay.commands(
            for: decision, wording: DecisionWording(decisions: decisions),
            placement: LayoutPlacement(origin: inset, scale: 1), room: Rect(origin: .zero, size: canvas),
            palette: ChromePalette.forScheme(options.frame.scheme),
            metrics: ChromeMetrics(metrics: metrics, pixelScale: scale))
        renderer.drawOverlay(
            DisplayList(size: canvas, background: RGBA8(rgb: 0), commands: commands), into: &image, scale: scale,
            clip: PixelRect(x: 0, y: 0, width: image.width, height: image.height))
    }

    /// Every file the command writes, with the option that named it.
    private var outputs: [(option: String, path: String)] {
        var outputs: [(option: String, path: String)] = []
        if let out = options.outPath { outputs.append(("--out", out)) }
        if let animated = options.animatedPath { outputs.append(("--animated", animated)) }
        if let baseline = options.baselinePath, options.update {
            outputs.append(("--compare with --update", baseline))
        } else if let baseline = options.baselinePath {
            let paths = CaptureOutput.comparisonPaths(for: options.outPath ?? baseline)
            outputs.append(("the comparison's actual image", paths.actual))
            outputs.append(("the comparison's diff image", paths.diff))
        }
        return outputs
    }

    /// Every file the command reads: the theme, the files it includes and names, and the baseline.
    private func inputs(theme: [String]) -> [(option: String, path: String)] {
        var inputs: [(option: String, path: String)] = [("the theme", options.themePath)]
        inputs += theme.dropFirst().map { ("the theme's file", $0) }
        // With --update the baseline is also an output, written only after it has been read.
        if let baseline = options.baselinePath, !options.update { inputs.append(("--compare", baseline)) }
        if let overlay = options.frame.overlay { inputs.append(("--overlay", overlay.path)) }
        return inputs
    }

    /// The `--compare` baseline, read before anything is written; a FIFO or device is refused
    /// unopened. Nil when it is missing and `--update` will record it.
    private func readBaseline(_ path: String) throws -> Framebuffer? {
        let kind = FileKind(path: path)
        if kind == .missing, options.update { return nil }
        guard kind == .regular else {
            let why =
                kind == .missing ? "no such file" : "it is \(kind.phrase), not a file; only regular files are read"
            throw CommandError.failure("cannot read the baseline \(path): \(why)")
        }
        do {
            return try PNGFile.read(path: path)
        } catch {
            throw CommandError.failure("cannot read the baseline \(path): \(PlainMessage.of(error))")
        }
    }

    /// The `--overlay` screenshot, read within the image budget; a bad one is the user's error.
    private static func overlay(_ settings: OverlaySettings) throws -> OverlayImage {
        do {
            return try OverlayImage(reading: settings)
        } catch {
            throw CommandError.failure(error.description)
        }
    }

    /// Writes the image to `--out` when given and compares it with the `--compare` baseline when given.
    private func finish(_ image: Framebuffer, baseline: Framebuffer?, output: CaptureOutput) throws -> Int32 {
        if let out = options.outPath { try output.writePNG(image, to: out) }
        guard let baselinePath = options.baselinePath else { return 0 }
        guard let baseline else {
            try output.writePNG(image, to: baselinePath)
            context.output.standard("recorded the baseline \(baselinePath) (there was none)\n")
            return 0
        }
        return try compare(image, baseline: baseline, baselinePath: baselinePath, output: output)
    }

    /// One loop of the animation in the format `path` names (a single frame for a still style).
    private func animation(moment: LayoutMoment, frames: FrameSource, to path: String) throws -> [UInt8] {
        let style = moment.timeline.state(at: moment.time).style
        let loop = try CommandError.composing { () throws(CaptureError) in
            try AnimatedCapture(
                AnimationFormat(path: path), period: AnimationPeriod.seconds(style: style, theme: moment.theme),
                start: moment.time, frames: options.frames, fps: options.fps,
                pixelSize: frames.pixelSize(at: moment.time))
        }
        if let note = loop.note { context.output.error(note) }
        return try CommandError.composing { () throws(CaptureError) in
            try loop.encode(frames: frames)
        }
    }

    /// Compares with the baseline: 0 when equal within the threshold, else 1 with actual and diff written.
    private func compare(_ image: Framebuffer, baseline: Framebuffer, baselinePath: String, output: CaptureOutput)
        throws -> Int32
    {
        let paths = CaptureOutput.comparisonPaths(for: options.outPath ?? baselinePath)
        let sameSize = baseline.width == image.width && baseline.height == image.height
        if options.update {
            return try update(
                baselinePath, with: image,
                sameSize ? ImageComparison(actual: image, baseline: baseline, threshold: options.threshold) : nil,
                output: output)
        }
        guard sameSize else {
            try output.writePNG(image, to: paths.actual)
            context.output.standard(
                "differs: size \(image.width)x\(image.height), baseline \(baseline.width)x\(baseline.height); wrote \(paths.actual)\n"
            )
            return 1
        }
        let comparison = ImageComparison(actual: image, baseline: baseline, threshold: options.threshold)
        guard !comparison.passes(maxDiffRatio: options.maxDiffRatio) else {
            context.output.standard(
                "matches \(baselinePath): \(comparison.changedPixels) pixels differ by more than \(options.threshold) (largest difference \(comparison.largestDifference))\n"
            )
            return 0
        }
        try output.writePNG(image, to: paths.actual)
        try output.writePNG(
            ImageComparison.diffImage(actual: image, baseline: baseline, threshold: options.threshold), to: paths.diff)
        context.output.standard(
            "differs from \(baselinePath): \(comparison.changedPixels) pixels differ by more than \(options.threshold) "
                + "(largest difference \(comparison.largestDifference)); wrote \(paths.actual) and \(paths.diff)\n")
        return 1
    }

    /// `--update`: rewrites the baseline when the capture differs (`comparison` nil: another size),
    /// leaves it untouched when it matches; 0 either way.
    private func update(
        _ baselinePath: String, with image: Framebuffer, _ comparison: ImageComparison?, output: CaptureOutput
    )
        throws -> Int32
    {
        if let comparison, comparison.passes(maxDiffRatio: options.maxDiffRatio) {
            context.output.standard(
                "matches \(baselinePath): \(comparison.changedPixels) pixels differ (largest difference \(comparison.largestDifference), threshold \(options.threshold)); left as it was\n"
            )
            return 0
        }
        try output.writePNG(image, to: baselinePath)
        let what =
            comparison.map { "\($0.changedPixels) pixels changed, largest difference \($0.largestDifference)" }
            ?? "another size"
        context.output.standard("updated the baseline \(baselinePath): \(what)\n")
        return 0
    }

    /// `--background`: #RRGGBB[AA] or a colour name, resolved for the appearance.
    static func background(_ text: String?, scheme: ColorScheme) throws -> RGBA8? {
        guard let text else { return nil }
        if let color = RGBA8(hex: text) { return color }
        if let named = NamedColors.color(named: text) { return named.resolved(scheme) }
        throw CommandError.usage(
            message:
                "--background needs #RRGGBB, #RRGGBBAA or a colour name, got '\(text)'\(Suggestions.hint(for: text, in: NamedColors.names))",
            usage: CaptureCommand.usage)
    }
}
