import Foundation
import SkeletonCore

/// The state of one `ThemeLoader.load`: diagnostics, every file read or referenced, the include
/// chain (for cycles) and the fonts to resolve once decoding is done.
final class LoadSession {
    /// Deepest chain of includes.
    static let maxIncludeDepth = 16

    /// Every problem found.
    let sink = DiagnosticSink()
    /// Every file read or referenced, in discovery order, without duplicates.
    private(set) var dependencies: [String] = []
    private let fontResolver: (any FontResolver)?
    private var includeChain: [String] = []
    private var themeFolder = ""
    private var fontUses: [(font: FontSpec, file: SourceFile, offset: Int, path: ValuePath)] = []

    /// Starts a load.
    init(fontResolver: (any FontResolver)?) {
        self.fontResolver = fontResolver
    }

    /// Records a file the theme depends on (hot reload watches it).
    func noteDependency(_ path: String) {
        if !dependencies.contains(path) { dependencies.append(path) }
    }

    /// Records a font request for resolution after decoding.
    func noteFont(_ font: FontSpec, in decoder: FileDecoder, at offset: Int, _ path: ValuePath) {
        fontUses.append((font, decoder.file, offset, path))
    }

    /// Resolves an image name against the declaring file, reports a missing file, and returns the
    /// absolute, standardized path (the renderer opens it whatever the working directory).
    func noteImage(_ name: String, in decoder: FileDecoder, at offset: Int, _ path: ValuePath) -> String {
        let resolved = PathResolver.resolve(name, from: decoder.file.path)
        noteDependency(resolved)
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) || isDirectory.boolValue {
            decoder.error(
                "image file `\(name)` not found (looked for \(display(resolved)))", at: offset, path,
                fix: "paths are relative to the file that names them; put the PNG there or fix the path")
        }
        return PathResolver.absolute(resolved)
    }

    /// Reads and parses a file, reporting unreadable files at `site` (or at 1:1 of the file itself).
    func parse(path: String, site: (decoder: FileDecoder, offset: Int, path: ValuePath)?) -> (SourceFile, JSONNode)? {
        noteDependency(path)
        let fail = { (message: String, fix: String) in
            if let site {
                site.decoder.error(message, at: site.offset, site.path, fix: fix)
            } else {
                self.sink.report(
                    Diagnostic(
                        file: path, line: 1, column: 1, severity: .error, message: message, keyPath: "", fix: fix))
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            fail("file `\(display(path))` not found", "check the path (includes are relative to the including file)")
            return nil
        }
        guard !isDirectory.boolValue else {
            fail("`\(display(path))` is a folder, not a file", "name a .json file")
            return nil
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= JSONLimits.standard.maxFileSize else {
            fail(
                "file is \(size) bytes; the limit is \(JSONLimits.standard.maxFileSize) bytes",
                "split the file into includes")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("cannot read `\(display(path))`", "check the file's permissions")
            return nil
        }
        let file = SourceFile(path: path, bytes: [UInt8](data))
        switch JSONParser.parse(file.bytes) {
        case .success(let root):
            return (file, root)
        case .failure(let syntax):
            sink.report(.error, syntax.message, in: file, at: syntax.offset, keyPath: "", fix: syntax.fix)
            return nil
        }
    }

    /// Loads the layouts of an include file (one layout or a list), detecting cycles and runaway depth.
    func include(_ name: String, from decoder: FileDecoder, at offset: Int, _ path: ValuePath) -> [DecodedLayout] {
        let resolved = PathResolver.resolve(name, from: decoder.file.path)
        if let start = includeChain.firstIndex(of: resolved) {
            let cycle = (includeChain[start...] + [resolved]).map(display).joined(separator: " → ")
            decoder.error(
                "include cycle: \(cycle)", at: offset, path,
                fix: "remove one of the includes so files do not include each other")
            return []
        }
        guard includeChain.count < Self.maxIncludeDepth else {
            decoder.error(
                "includes nested deeper than \(Self.maxIncludeDepth) files", at: offset, path,
                fix: "include the layout files directly from the theme")
            return []
        }
        guard let (file, root) = parse(path: resolved, site: (decoder, offset, path)) else { return [] }
        includeChain.append(resolved)
        defer { includeChain.removeLast() }
        return FileDecoder(file: file, session: self).layoutFile(root)
    }

    /// Marks the file a load starts from as the first link of the include chain.
    func enter(_ path: String) {
        includeChain = [path]
        themeFolder = (path as NSString).deletingLastPathComponent
    }

    /// A path for messages: relative to the theme's folder when inside it, so messages stay short.
    func display(_ path: String) -> String {
        guard !themeFolder.isEmpty, path.hasPrefix(themeFolder + "/") else { return path }
        return String(path.dropFirst(themeFolder.count + 1))
    }

    /// Resolves every distinct font once: says which font stands in for an iOS family, warns about
    /// fallbacks, and records font files.
    func resolveFonts() {
        guard let fontResolver else { return }
        var seen: Set<FontSpec> = []
        for use in fontUses where seen.insert(use.font).inserted {
            let resolution = fontResolver.resolve(use.font)
            if let file = resolution.filePath { noteDependency(file) }
            if let standIn = resolution.iOSStandIn {
                reportIOSStandIn(standIn, for: use, resolution: resolution)
                continue
            }
            guard resolution.isFallback else { continue }
            sink.report(
                .warning,
                "font family \"\(use.font.family)\" (weight \(use.font.weight)) is not installed; "
                    + "fontconfig uses \"\(resolution.matchedFamily)\" instead",
                in: use.file, at: use.offset, keyPath: use.path.description,
                fix: "install the font or use an installed family such as \"DejaVu Sans\"")
        }
    }

    /// The warning that names the font standing in for an iOS family, and what to install when the
    /// stand-in itself is missing.
    private func reportIOSStandIn(
        _ standIn: String, for use: (font: FontSpec, file: SourceFile, offset: Int, path: ValuePath),
        resolution: FontResolution
    ) {
        let family = "font family \"\(use.font.family)\" is an iOS font that Linux does not have; "
        if resolution.isFallback {
            sink.report(
                .warning,
                family + "its stand-in \"\(standIn)\" is not installed either, so fontconfig uses "
                    + "\"\(resolution.matchedFamily)\"",
                in: use.file, at: use.offset, keyPath: use.path.description,
                fix:
                    "install \(IOSFontAliases.standInPackage) (the closest metric match; README \"iOS fonts on Linux\")"
            )
        } else {
            sink.report(
                .warning,
                family + "\"\(standIn)\" stands in for it (the closest metric match; README \"iOS fonts on Linux\")",
                in: use.file, at: use.offset, keyPath: use.path.description,
                fix: "nothing to do to preview with \"\(standIn)\"; name an installed family to use another")
        }
    }
}
