import Foundation
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
struct ImportedImages {
    /// One copy to make: from an app's file to the theme's `images/`, rendered when it is a PDF.
    struct Copy {
        /// The app's file.
        var source: String
        /// The file written beside the theme.
        var destination: String
        /// Whether the source is a PDF drawn into a PNG rather than copied.
        var rendersPDF: Bool
    }

    /// Where each image the layouts name is written from (absolute source → absolute destination).
    private(set) var destinations: [String: String] = [:]
    /// The copies to make, in order.
    private(set) var copies: [Copy] = []

    /// Plans the images of `layouts` for a theme written into `folder`.
    init(layouts: [LayoutSpec], folder: String) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var taken: Set<String> = []
        for (source, size) in Self.images(in: layouts) where destinations[source] == nil {
            if source.hasPrefix(root + "/") {
                destinations[source] = source
                continue
            }
            let url = URL(fileURLWithPath: source)
            let isPDF = url.pathExtension.lowercased() == "pdf"
            let scale = isPDF ? 3 : Self.scale(of: source, size: size)
            var stem = url.deletingPathExtension().lastPathComponent
            if scale > 1 && ImageScale.of(path: source) != scale { stem += "@\(scale)x" }
            let suffix = isPDF ? ".png" : url.pathExtension.isEmpty ? "" : "." + url.pathExtension
            var number = 1
            var destination = root + "/images/" + stem + suffix
            while taken.contains(destination) || Self.holdsOtherBytes(destination, than: source, isPDF: isPDF) {
                number += 1
                // The scale stays last in the name: `icon-2@2x.png`.
                let base = scale > 1 ? String(stem.dropLast(3)) + "-\(number)@\(scale)x" : stem + "-\(number)"
                destination = root + "/images/" + base + suffix
            }
            taken.insert(destination)
            destinations[source] = destination
            copies.append(Copy(source: source, destination: destination, rendersPDF: isPDF))
        }
    }

    /// The path the theme file names for `source`, relative to `folder`.
    func name(of source: String, from folder: String) -> String {
        RelativePath.from(folder, to: destinations[source] ?? source)
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
        return layouts.flatMap { walk($0.root) }
    }

    /// A file's pixels per point: its pixel width over the width in points its view gives it
    /// (an asset catalog's `2x` file need not be named `@2x`), else what its name says; 1…3.
    private static func scale(of source: String, size: Size?) -> Int {
        guard let size, size.width > 0, let header = ImageHeader(path: source) else {
            return ImageScale.of(path: source)
        }
        return max(1, min(3, Int((Double(header.width) / size.width).rounded())))
    }

    /// Whether a file is at `path` with other bytes than `source` would give (same bytes: the
    /// copy is there; a rendered PDF is always drawn anew).
    private static func holdsOtherBytes(_ path: String, than source: String, isPDF: Bool) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        return isPDF || FileManager.default.contents(atPath: path) != FileManager.default.contents(atPath: source)
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
