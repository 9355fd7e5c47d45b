import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonSystem

/// The state of one `ThemeLoader.load`: diagnostics, every file read or referenced, the include
/// chain (for cycles) and the fonts to resolve once decoding is done.
final class LoadSession {
    /// Deepest chain of includes.
    static let maxIncludeDepth = 16

    /// Every problem found.
    let sink = DiagnosticSink()
    /// Whether includes and images may be outside the theme's folder tree.
    let allowsOutsideFiles: Bool
    /// Every file read or referenced, in discovery order, without duplicates.
    private(set) var dependencies: [String] = []
    private let fontResolver: (any FontResolver)?
    private var includeChain: [String] = []
    private var themeFolder = ""
    /// The theme folder with symlinks resolved: what includes and images must stay inside.
    private var realThemeFolder = "/"
    private var fontUses: [(font: FontSpec, file: SourceFile, offset: Int, path: ValuePath)] = []
    /// Every content text with the font it is drawn in, checked for glyphs the font lacks.
    private var textUses: [(text: String, font: FontSpec, file: SourceFile, offset: Int, path: ValuePath)] = []
    /// The layouts of every include file decoded so far: each file is read and decoded once, however
    /// often it is included.
    private var decodedIncludes: [String: [DecodedLayout]] = [:]
    /// The pixels of every distinct image named so far, for the theme's image budget.
    private var imagePixels: [String: Int] = [:]

    /// Starts a load; `allowsOutsideFiles` lets includes and images leave the theme's folder tree.
    init(fontResolver: (any FontResolver)?, allowsOutsideFiles: Bool) {
        self.fontResolver = fontResolver
        self.allowsOutsideFiles = allowsOutsideFiles
    }

    /// Records a file the theme depends on (hot reload watches it).
    func noteDependency(_ path: String) {
        if !dependencies.contains(path) { dependencies.append(path) }
    }

    /// Records a font request for resolution after decoding.
    func noteFont(_ font: FontSpec, in decoder: FileDecoder, at offset: Int, _ path: ValuePath) {
        fontUses.append((font, decoder.file, offset, path))
    }

    /// Records a content text and its font, for the missing-glyph check of `resolveFonts`.
    func noteText(_ text: String, font: FontSpec, in decoder: FileDecoder, at offset: Int, _ path: ValuePath) {
        textUses.append((text, font, decoder.file, offset, path))
    }

    /// Resolves an image name against the declaring file, reports a missing, special, outside or
    /// oversized file (its size read from the header, before anything decodes it), and returns the
    /// absolute, standardized path (the renderer opens it whatever the working directory).
    func noteImage(_ name: String, in decoder: FileDecoder, at offset: Int, _ path: ValuePath) -> String {
        let resolved = PathResolver.resolve(name, from: decoder.file.path)
        let absolute = PathResolver.absolute(resolved)
        guard !holdsNUL(name, what: "image", in: decoder, at: offset, path),
            !leavesThemeFolder(name, resolved: resolved, what: "image", in: decoder, at: offset, path)
        else {
            return absolute
        }
        noteDependency(resolved)
        let kind = FileKind(path: resolved)
        guard kind == .regular else {
            decoder.error(
                kind == .missing || kind == .directory
                    ? "image file `\(name)` not found (looked for \(display(resolved)))"
                    : "image `\(name)` is \(kind.phrase), not a file; only regular files are read",
                at: offset, path,
                fix: "paths are relative to the file that names them; put the PNG there or fix the path")
            return absolute
        }
        var info = stat()
        if stat(resolved, &info) == 0, Int(info.st_size) > ImageLimits.maxImageFileBytes {
            decoder.error(
                "image `\(name)` is \(info.st_size) bytes; the limit is \(ImageLimits.maxImageFileBytes) bytes (64 MiB)",
                at: offset, path, fix: "save it smaller (PNG compression, or JPEG for a photo)")
            return absolute
        }
        guard imagePixels[absolute] == nil, let header = ImageHeader(path: resolved) else { return absolute }
        guard header.pixelCount <= ImageLimits.maxPixels else {
            decoder.error(
                "image `\(name)` is \(header.width)×\(header.height) pixels; the limit is \(ImageLimits.maxPixels) "
                    + "pixels (4096×4096)",
                at: offset, path, fix: "scale the image down; the preview never needs more than the layout shows")
            return absolute
        }
        let total = imagePixels.values.reduce(header.pixelCount, +)
        guard total <= ImageLimits.maxThemePixels else {
            decoder.error(
                "image `\(name)` brings the theme's distinct images to \(total) pixels; the limit is "
                    + "\(ImageLimits.maxThemePixels) pixels (256 MiB decoded)",
                at: offset, path, fix: "use fewer or smaller images")
            return absolute
        }
        imagePixels[absolute] = header.pixelCount
        return absolute
    }

    /// Reads and parses a file, reporting unreadable files at `site` (or at 1:1 of the file itself).
    /// Only regular files are opened: a FIFO or a device would block or never end.
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
        let limit = JSONLimits.standard.maxFileSize
        var info = stat()
        switch FileKind(path: path) {
        case .regular:
            if stat(path, &info) == 0, Int(info.st_size) > limit {
                fail("file is \(info.st_size) bytes; the limit is \(limit) bytes", "split the file into includes")
                return nil
            }
        case .missing:
            fail("file `\(display(path))` not found", "check the path (includes are relative to the including file)")
            return nil
        case .directory:
            fail("`\(display(path))` is a folder, not a file", "name a .json file")
            return nil
        case let kind:
            fail("`\(display(path))` is \(kind.phrase), not a file; only regular files are read", "name a .json file")
            return nil
        }
        guard let bytes = try? InputFile.read(path, what: "the file", limit: limit) else {
            fail("cannot read `\(display(path))`", "check the file's permissions")
            return nil
        }
        return parse(SourceFile(path: path, bytes: bytes))
    }

    /// Parses bytes already read (from a file, or handed in by `ThemeLoader.load(bytes:path:)`),
    /// reporting syntax errors located in `file`.
    func parse(_ file: SourceFile) -> (SourceFile, JSONNode)? {
        let bytes = file.bytes
        switch JSONParser.parse(bytes) {
        case .success(let root):
            return (file, root)
        case .failure(let syntax):
            guard Self.startsLikeJSON(bytes) else {
                // Not JSON at all (a password file, a binary): its words stay out of the message.
                sink.report(
                    .error, "`\(display(file.path))` is not a JSON file: a theme or layout file starts with { or [",
                    in: file, at: 0, keyPath: "", fix: "name a .json theme or layout file")
                return nil
            }
            sink.report(.error, syntax.message, in: file, at: syntax.offset, keyPath: "", fix: syntax.fix)
            return nil
        }
    }

    /// Whether the first byte after a BOM, white space and comments opens an object or an array.
    private static func startsLikeJSON(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count
                    && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return true
            default:
                return false
            }
        }
        // Empty or only comments: the parser's own message ("file is empty") says it best.
        return true
    }

    /// Loads the layouts of an include file (one layout or a list), detecting cycles and runaway
    /// depth; a file included again reuses its first decoding, so includes never re-expand
    /// exponentially (FileDecoder.layouts bounds the views they add up to).
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
        if let decoded = decodedIncludes[resolved] { return decoded }
        guard !holdsNUL(name, what: "include", in: decoder, at: offset, path),
            !leavesThemeFolder(name, resolved: resolved, what: "include", in: decoder, at: offset, path),
            let (file, root) = parse(path: resolved, site: (decoder, offset, path))
        else {
            decodedIncludes[resolved] = []
            return []
        }
        includeChain.append(resolved)
        defer { includeChain.removeLast() }
        let decoded = FileDecoder(file: file, session: self).layoutFile(root)
        decodedIncludes[resolved] = decoded
        return decoded
    }

    /// Marks the file a load starts from as the first link of the include chain.
    func enter(_ path: String) {
        includeChain = [path]
        themeFolder = (path as NSString).deletingLastPathComponent
        realThemeFolder =
            Self.realPath(themeFolder.isEmpty ? "." : themeFolder) ?? PathResolver.absoluteFolder(of: path)
    }

    /// A layout file loaded on its own reads images and includes as the theme that includes it
    /// does: the folder tree they must stay inside is the nearest folder above it that holds a
    /// `*.theme.json` (`Themes/` for `Themes/layouts/feed.json`), else its own folder.
    func enterLayoutFile(_ path: String) {
        var folder = realThemeFolder
        for _ in 0..<Self.themeSearchDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(where: { $0.hasSuffix(".theme.json") }) {
                realThemeFolder = folder
                return
            }
            guard folder != "/" else { return }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// How many folders up a layout file's theme folder is looked for.
    private static let themeSearchDepth = 4

    /// A path for messages: relative to the theme's folder when inside it, so messages stay short.
    func display(_ path: String) -> String {
        guard !themeFolder.isEmpty, path.hasPrefix(themeFolder + "/") else { return path }
        return String(path.dropFirst(themeFolder.count + 1))
    }

    /// Reports (and returns true) when a file name holds a NUL: the system reads a path only up to
    /// it, so `a.json\u{0}.png` would open `a.json`, another file than the one written.
    private func holdsNUL(
        _ name: String, what: String, in decoder: FileDecoder, at offset: Int, _ path: ValuePath
    ) -> Bool {
        guard name.contains("\0") else { return false }
        decoder.error(
            "\(what) `\(name.replacingOccurrences(of: "\0", with: "\\u{0}"))` holds a NUL character, which no file "
                + "name can hold; nothing is read",
            at: offset, path, fix: "remove the NUL (\\u0000) from the path")
        return true
    }

    /// Reports (and returns true) when `resolved` lies outside the theme's folder tree and that is
    /// not allowed. Symlinks are resolved first, so a link inside the folder cannot lead out of it.
    /// Nothing of the file is read, so nothing of it can appear in the message.
    private func leavesThemeFolder(
        _ name: String, resolved: String, what: String, in decoder: FileDecoder, at offset: Int, _ path: ValuePath
    ) -> Bool {
        guard !allowsOutsideFiles else { return false }
        let real = Self.canonical(resolved)
        let root = realThemeFolder == "/" ? "/" : realThemeFolder + "/"
        guard !real.hasPrefix(root) else { return false }
        decoder.error(
            "\(what) `\(name)` is outside the theme's folder \(realThemeFolder); files there are not read",
            at: offset, path,
            fix: "move the file into the theme's folder, or set \(ThemeLoader.allowOutsideVariable)=1 to allow "
                + "includes and images anywhere")
        return true
    }

    /// `path` made absolute with the symlinks of its longest existing part resolved (the rest,
    /// already free of `.` and `..`, appended), so a missing file is placed where it would be.
    private static func canonical(_ path: String) -> String {
        var head = PathResolver.absolute(path)
        var tail: [Substring] = []
        while head != "/" {
            if let real = realPath(head) {
                return ([Substring(real == "/" ? "" : real)] + tail.reversed()).joined(separator: "/")
            }
            guard let slash = head.lastIndex(of: "/") else { break }
            tail.append(head[head.index(after: slash)...])
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
        return PathResolver.absolute(path)
    }

    /// The absolute path with symlinks resolved, or nil when nothing is there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
        reportMissingGlyphs(fontResolver)
    }

    /// Most characters one missing-glyph warning names.
    private static let listedMissingGlyphs = 5

    /// Warns at each text with characters that neither its font nor any installed fallback font can
    /// draw: they render as empty boxes ("tofu").
    private func reportMissingGlyphs(_ fontResolver: any FontResolver) {
        for use in textUses {
            let missing = fontResolver.missingGlyphs(in: use.text, font: use.font)
            guard !missing.isEmpty else { continue }
            let family = fontResolver.resolve(use.font).matchedFamily
            let listed = missing.prefix(Self.listedMissingGlyphs).map { scalar in
                "\(Character(scalar)) (U+\(String(scalar.value, radix: 16, uppercase: true)))"
            }
            let more = missing.count > listed.count ? " and \(missing.count - listed.count) more" : ""
            sink.report(
                .warning,
                "the font \"\(family)\" has no glyph for \(listed.joined(separator: ", "))\(more), "
                    + "and no installed font has one; they are drawn as empty boxes",
                in: use.file, at: use.offset, keyPath: use.path.description,
                fix: "install a font that has these characters (fontconfig finds it as a fallback), "
                    + "or leave them out of the preview text")
        }
    }

    /// The warning that names the font standing in for an iOS family, and what to install when the
    /// stand-in itself is missing.
    private func reportIOSStandIn(
        _ standIn: String, for use: (font: FontSpec, file: SourceFile, offset: Int, path: ValuePath),
        resolution: FontResolution
    ) {
        let family = "font family \"\(use.font.family)\" is an iOS font that Linux does not have; "
        let why = "(the closest metric match; Docs/themes.md, \"iOS fonts on Linux\")"
        if resolution.isFallback {
            sink.report(
                .warning,
                family + "its stand-in \"\(standIn)\" is not installed either, so fontconfig uses "
                    + "\"\(resolution.matchedFamily)\"",
                in: use.file, at: use.offset, keyPath: use.path.description,
                fix: "install \(IOSFontAliases.standInPackage) \(why)")
        } else {
            sink.report(
                .warning,
                family + "\"\(standIn)\" stands in for it \(why)",
                in: use.file, at: use.offset, keyPath: use.path.description,
                fix: "nothing to do to preview with \"\(standIn)\"; name an installed family to use another")
        }
    }
}
