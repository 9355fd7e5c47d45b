import Foundation
import Glibc
import SkeletonCore
import SkeletonRaster
import SkeletonSystem

/// The pictures an imported theme shows, made part of it: an image already inside the theme's
/// folder is named relative to it; one elsewhere (an asset catalog of the app) is copied into the
/// folder's `images/`, so the written theme is self-contained and loads where the theme reader
/// only reads files inside the theme's folder tree. A copy never replaces a different file: a name
/// already taken by other bytes gets a `-2`, `-3`… suffix. A copy's name carries its scale
/// (`icon@2x.png`), which is how the theme reader knows its size in points; a PDF is rendered to
/// a PNG at 3 pixels per point (`icon@3x.png`), as the theme reader measures PNG and JPEG headers
/// and has no PDF library.
///
/// The app is someone else's repository, so nothing it names is trusted: `images/` must resolve
/// inside the theme's folder (a link leading elsewhere is refused before anything is read or
/// written), and only a regular PNG or JPEG file within the image budgets is copied, its bytes read
/// once within the file-size budget; anything else is a warning and the view keeps an empty
/// placeholder.
struct ImportedImages {
    /// One copy to make: from an app's file to the theme's `images/`, rendered when it is a PDF.
    struct Copy {
        /// The app's file.
        var source: String
        /// The file written beside the theme.
        var destination: String
        /// The source's bytes, read once within the budget (empty for a PDF, which is rendered).
        var bytes: [UInt8]
        /// The source's size in pixels from its header (nil for a PDF).
        var header: ImageHeader?

        /// Whether the source is a PDF drawn into a PNG rather than copied.
        var rendersPDF: Bool { header == nil }
    }

    /// Where each image the layouts name is written from (absolute source → absolute destination).
    private(set) var destinations: [String: String] = [:]
    /// The copies to make, in order.
    private(set) var copies: [Copy] = []
    /// The pictures not copied, each with the reason, in order: the views keep a placeholder.
    private(set) var refused: [(source: String, reason: String)] = []

    /// Plans the images of `layouts` for a theme written into `folder`; fails when `images/` there
    /// leads outside `folder`.
    init(layouts: [LayoutSpec], folder: String) throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let imagesFolder = try Self.copiesFolder(in: root)
        var taken: Set<String> = []
        for (source, size) in Self.images(in: layouts)
        where destinations[source] == nil && !refused.contains(where: { $0.source == source }) {
            if source.hasPrefix(root + "/") {
                destinations[source] = source
                continue
            }
            let url = URL(fileURLWithPath: source)
            let isPDF = url.pathExtension.lowercased() == "pdf"
            let picture: (bytes: [UInt8], header: ImageHeader?)
            switch Self.admit(source, isPDF: isPDF) {
            case .failure(let reason):
                refused.append((source, reason.description))
                continue
            case .success(let admitted): picture = admitted
            }
            let scale = isPDF ? 3 : Self.scale(of: source, header: picture.header, size: size)
            var stem = url.deletingPathExtension().lastPathComponent
            if scale > 1 && ImageScale.of(path: source) != scale { stem += "@\(scale)x" }
            let suffix = isPDF ? ".png" : url.pathExtension.isEmpty ? "" : "." + url.pathExtension
            var number = 1
            var destination = imagesFolder + "/" + stem + suffix
            while taken.contains(destination) || Self.holdsOtherBytes(destination, than: picture.bytes, isPDF: isPDF) {
                number += 1
                // The scale stays last in the name: `icon-2@2x.png`.
                let base = scale > 1 ? String(stem.dropLast(3)) + "-\(number)@\(scale)x" : stem + "-\(number)"
                destination = imagesFolder + "/" + base + suffix
            }
            taken.insert(destination)
            destinations[source] = destination
            copies.append(Copy(source: source, destination: destination, bytes: picture.bytes, header: picture.header))
        }
    }

    /// The path the theme file names for `source`, relative to `folder`.
    func name(of source: String, from folder: String) -> String {
        RelativePath.from(folder, to: destinations[source] ?? source)
    }

    /// `layouts` without the pictures that are not copied: those views keep their frame and draw
    /// an empty placeholder, as a view whose picture is not there yet does.
    func withoutRefused(_ layouts: [LayoutSpec]) -> [LayoutSpec] {
        let dropped = Set(refused.map(\.source))
        guard !dropped.isEmpty else { return layouts }
        func clean(_ view: ViewNode) -> ViewNode {
            var view = view
            if let image = view.image, dropped.contains(image) { view.image = nil }
            if let background = view.backgroundImage, dropped.contains(background) { view.backgroundImage = nil }
            view.children = view.children.map(clean)
            view.list = view.list?.mapTemplates(clean)
            return view
        }
        return layouts.map { layout in
            var layout = layout
            layout.root = clean(layout.root)
            layout.variedRoot = layout.variedRoot.map(clean)
            return layout
        }
    }

    /// `ROOT/images`, resolved: a link there must lead to a folder inside `root`, else nothing is
    /// written through it.
    private static func copiesFolder(in root: String) throws -> String {
        let folder = root + "/images"
        var info = stat()
        guard lstat(folder, &info) == 0 else { return folder }
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        guard let resolved = realpath(folder, nil) else {
            throw CommandError.failure(
                "\(folder) is a link to nothing; import copies the app's pictures there: remove the link or make it a folder"
            )
        }
        defer { free(resolved) }
        let real = String(cString: resolved)
        guard real.hasPrefix(realRoot + "/") else {
            throw CommandError.failure(
                "\(folder) leads outside the theme's folder \(root) (to \(real)); import writes only inside the "
                    + "theme's folder: remove the link, or make images a folder there")
        }
        return folder
    }

    /// The bytes and header of `source` when it may be copied: a regular PNG or JPEG file within the
    /// file-size budget and the largest image a PNG can be shrunk from (or a regular PDF, drawn
    /// later within the PDF budget); else why not.
    private static func admit(_ source: String, isPDF: Bool) -> Result<([UInt8], ImageHeader?), FileError> {
        do throws(FileError) {
            if isPDF {
                try InputFile.checkRegular(source, what: "the PDF")
                return .success(([], nil))
            }
            let bytes = try InputFile.read(source, what: "the picture", limit: ImageLimits.maxImageFileBytes)
            guard let header = ImageHeader(bytes: bytes) else {
                return .failure(FileError("\(source) is not a PNG or JPEG image"))
            }
            let isPNG = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
            let limit = isPNG ? ImageLimits.maxBaselinePixels : ImageLimits.maxPixels
            guard header.pixelCount <= limit else {
                return .failure(
                    FileError(
                        "\(source) is \(header.width)×\(header.height) pixels; the limit is \(limit) pixels"
                            + (isPNG ? "" : " (only a PNG is shrunk on import)")))
            }
            return .success((bytes, header))
        } catch {
            return .failure(error)
        }
    }

    /// Every image path of `layouts` with the size in points the view shows it at, in order
    /// (cells, headers and footers included).
    static func images(in layouts: [LayoutSpec]) -> [(path: String, size: Size?)] {
        func walk(_ view: ViewNode) -> [(path: String, size: Size?)] {
            var found = view.image.map { [($0, view.imageSize)] } ?? []
            if let background = view.backgroundImage { found.append((background, nil)) }
            let below = view.children + (view.list?.templates ?? [])
            for child in below { found += walk(child) }
            return found
        }
        // The views of every size class: the theme keeps those the design's classes leave out.
        return layouts.flatMap { walk($0.variedRoot ?? $0.root) }
    }

    /// A file's pixels per point: its pixel width over the width in points its view gives it
    /// (an asset catalog's `2x` file need not be named `@2x`), else what its name says; 1…3.
    private static func scale(of source: String, header: ImageHeader?, size: Size?) -> Int {
        guard let size, size.width > 0, let header else { return ImageScale.of(path: source) }
        return max(1, min(3, Int((Double(header.width) / size.width).rounded())))
    }

    /// Whether something is at `path` other than a regular file of `bytes` (same bytes: the copy is
    /// there; a rendered PDF is always drawn anew). Only a regular file no larger than `bytes` is read.
    private static func holdsOtherBytes(_ path: String, than bytes: [UInt8], isPDF: Bool) -> Bool {
        guard FileKind(path: path) != .missing else { return false }
        guard !isPDF, let there = try? InputFile.read(path, what: "the copy", limit: bytes.count) else { return true }
        return there != bytes
    }
}

/// Shrinks a picture an import copies when it is over the theme reader's per-image budget
/// (`ImageLimits.maxPixels`), so the imported theme validates: a box filter of the smallest whole
/// factor that brings it within the budget (premultiplied channels averaged, so edges do not darken).
enum ImageDownscale {
    /// The whole factor that brings `header` within the budget (1: it already is).
    static func factor(for header: ImageHeader) -> Int {
        var factor = 1
        while (header.width / factor) * (header.height / factor) > ImageLimits.maxPixels { factor += 1 }
        return factor
    }

    /// `image` shrunk by `factor` in both directions (each output pixel the mean of a factor × factor box).
    static func shrink(_ image: Framebuffer, by factor: Int) -> Framebuffer? {
        let width = max(1, image.width / factor)
        let height = max(1, image.height / factor)
        guard var out = Framebuffer(width: width, height: height) else { return nil }
        let count = UInt64(factor * factor)
        for y in 0..<height {
            for x in 0..<width {
                var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                for row in y * factor..<(y + 1) * factor {
                    for column in x * factor..<(x + 1) * factor {
                        let pixel = UInt64(image.pixels[row * image.width + column])
                        sums.0 += pixel >> 24 & 0xFF
                        sums.1 += pixel >> 16 & 0xFF
                        sums.2 += pixel >> 8 & 0xFF
                        sums.3 += pixel & 0xFF
                    }
                }
                let mean = { (sum: UInt64) in UInt32((sum + count / 2) / count) }
                out.pixels[y * width + x] = mean(sums.0) << 24 | mean(sums.1) << 16 | mean(sums.2) << 8 | mean(sums.3)
            }
        }
        return out
    }
}

/// Paths written into a file relative to the file's folder, so the file can move with what it names.
enum RelativePath {
    /// `target` (absolute) as seen from the absolute `folder`: `images/a.png`, `../assets/b.png`.
    static func from(_ folder: String, to target: String) -> String {
        guard target.hasPrefix("/") else { return target }
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let path = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var shared = 0
        while shared < base.count, shared < path.count, base[shared] == path[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: base.count - shared)
        return (ups + path[shared...]).joined(separator: "/")
    }
}
