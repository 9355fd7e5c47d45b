import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonGallery
import SkeletonRaster
import SkeletonSystem
import SkeletonTheme

/// `skeleton-preview import FILE… --out my.theme.json`: Interface Builder screens (or any theme)
/// written as one editable theme file, every setting explicit, that validates with no error.
enum ImportCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "import"
    /// One line for the list of commands.
    static let summary = "write storyboards and xibs as an editable theme file"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview import FILE_OR_DIR ... --out FILE.theme.json [OPTIONS]"
    /// What the command does.
    static let details = """
        Reads .storyboard and .xib files (folders are searched for them, and for theme files) and writes
        one theme with all their layouts: frames, colours, fonts, text, images and SkeletonView's
        flags, every key written out, in the look of --theme. Pictures from elsewhere (the app's
        asset catalogs) are copied into images/ beside the theme, so it is self-contained. The file
        loads in the gallery and validates with no error; tune it by hand from there.
        """
    /// IB files, theme files and folders.
    static let operands = ValueCompletion.themes
    /// The options, in help order.
    static let options =
        [
            CommandOption(
                "--out", value: "FILE.theme.json", "the theme file to write (written atomically)",
                completion: .files(extensions: ["json"]))
        ] + DocumentOptions.table

    /// Parses the arguments, imports and writes; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        var reader = ArgumentReader(arguments, usage: usage)
        var paths: [String] = []
        var out: String?
        var documents = DocumentOptions()
        while let token = try reader.next() {
            switch token {
            case .positional(let path): paths.append(path)
            case .option("--out"): out = try reader.value(for: "--out")
            case .option(let name):
                guard try documents.consume(name, from: &reader) else {
                    throw reader.unknownOption(name, known: optionNames)
                }
            }
        }
        guard !paths.isEmpty else { throw reader.usageError("name the .storyboard or .xib files to import") }
        guard let out, out != "-" else {
            throw reader.usageError("import needs --out FILE.theme.json (a file: standard output is not supported)")
        }
        guard out.hasSuffix(".json") else {
            throw reader.usageError("--out must name a theme file ending in .theme.json, got '\(out)'")
        }
        let files = DocumentLoader.discover(paths: paths)
        guard !files.isEmpty else {
            throw CommandError.failure("no .storyboard, .xib or theme files in \(paths.joined(separator: " "))")
        }
        let services = try context.services()
        var merged = MergedDocuments()
        var inputs: [(option: String, path: String)] = []
        let progress = TerminalProgress(total: files.count, unit: "files", sink: context.output.progress)
        var repeats = RepeatedWarnings()
        for file in files {
            let (document, read) = try ThemeFile.loadWithInputs(
                file, documents: documents, services: services, output: context.output.clearing(progress),
                repeats: &repeats)
            inputs += [(option: "the imported file", path: file)] + read.map { (option: "a file it reads", path: $0) }
            merged.add(document, from: file)
            progress.step()
        }
        progress.finish()
        for note in repeats.summary { context.output.error(note + "\n") }
        guard var merged = merged.theme else { return 1 }
        merged.name = files.count == 1 ? "\((files[0] as NSString).lastPathComponent) screens" : "Imported screens"
        let folder = PathResolver.absoluteFolder(of: out)
        let images = try ImportedImages(layouts: merged.layouts, folder: folder)
        for (source, reason) in images.refused {
            context.output.error(
                "warning: the picture \(source) is not copied beside the theme: \(reason); its view keeps an empty "
                    + "placeholder\n")
        }
        merged.layouts = images.withoutRefused(merged.layouts)
        let copies = images.copies.map { (option: "an image copy", path: $0.destination) }
        try CaptureOutput.check(outputs: [("--out", out)] + copies, inputs: inputs)
        let writer = CaptureOutput()
        for copy in images.copies {
            try CaptureOutput.prepareFolder(
                (copy.destination as NSString).deletingLastPathComponent, option: "the images folder")
            guard let header = copy.header else {
                guard let picture = services.images.bitmap(named: copy.source),
                    var fb = Framebuffer(width: picture.width, height: picture.height)
                else {
                    throw CommandError.failure(
                        "cannot draw the PDF \(copy.source) to copy it beside the theme as a PNG; "
                            + "check that it opens in a PDF viewer, or export it as PNG in the app's asset catalog")
                }
                fb.pixels = picture.pixels
                try writer.writePNG(fb, to: copy.destination)
                continue
            }
            let factor = ImageDownscale.factor(for: header)
            guard factor > 1 else {
                try writer.writeBytes(copy.bytes, to: copy.destination)
                continue
            }
            // Over the reader's per-image budget: the theme would not load, so the PNG is shrunk.
            guard
                let image = try? PNGFile.read(
                    bytes: copy.bytes, path: copy.source, maxPixels: ImageLimits.maxBaselinePixels),
                let small = ImageDownscale.shrink(image, by: factor)
            else {
                throw CommandError.failure(
                    "cannot decode the PNG \(copy.source) to shrink it beside the theme; save it again as PNG")
            }
            try writer.writePNG(small, to: copy.destination)
            context.output.error(
                "note: \(copy.source) is \(header.width)×\(header.height) pixels, over the \(ImageLimits.maxPixels) a "
                    + "theme's image may have; copied shrunk 1:\(factor) to \(small.width)×\(small.height)\n")
        }
        let text = ThemeWriter.text(of: merged, schema: nil) { images.name(of: $0, from: folder) }
        try writer.writeBytes(Array(text.utf8), to: out)
        context.output.standard(
            "imported \(merged.layouts.count) layout\(merged.layouts.count == 1 ? "" : "s") from \(files.count) "
                + "file\(files.count == 1 ? "" : "s") into \(out)\n")
        return 0
    }
}
