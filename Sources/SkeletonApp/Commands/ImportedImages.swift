import Foundation
import SkeletonCore

/// The pictures an imported theme shows, made part of it: an image already inside the theme's
/// folder is named relative to it; one elsewhere (an asset catalog of the app) is copied into the
/// folder's `images/`, so the written theme is self-contained and loads where the theme reader
/// only reads files inside the theme's folder tree. A copy never replaces a different file: a name
/// already taken by other bytes gets a `-2`, `-3`… suffix.
struct ImportedImages {
    /// Where each image the layouts name is written from (absolute source → absolute destination).
    private(set) var destinations: [String: String] = [:]
    /// The copies to make (source, destination), in order.
    private(set) var copies: [(source: String, destination: String)] = []

    /// Plans the images of `layouts` for a theme written into `folder`.
    init(layouts: [LayoutSpec], folder: String) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var taken: Set<String> = []
        for source in Self.images(in: layouts) where destinations[source] == nil {
            if source.hasPrefix(root + "/") {
                destinations[source] = source
                continue
            }
            let url = URL(fileURLWithPath: source)
            let stem = url.deletingPathExtension().lastPathComponent
            let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
            var number = 1
            var destination = root + "/images/" + stem + suffix
            while taken.contains(destination) || Self.holdsOtherBytes(destination, than: source) {
                number += 1
                destination = root + "/images/\(stem)-\(number)\(suffix)"
            }
            taken.insert(destination)
            destinations[source] = destination
            copies.append((source, destination))
        }
    }

    /// The path the theme file names for `source`, relative to `folder`.
    func name(of source: String, from folder: String) -> String {
        RelativePath.from(folder, to: destinations[source] ?? source)
    }

    /// Every image path of `layouts`, in order (cells, headers and footers included).
    static func images(in layouts: [LayoutSpec]) -> [String] {
        func walk(_ view: ViewNode) -> [String] {
            var found = view.image.map { [$0] } ?? []
            let below = view.children + (view.list?.templates ?? [])
            for child in below { found += walk(child) }
            return found
        }
        return layouts.flatMap { walk($0.root) }
    }

    /// Whether a file is at `path` with other bytes than `source` (same bytes: the copy is there).
    private static func holdsOtherBytes(_ path: String, than source: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        return FileManager.default.contents(atPath: path) != FileManager.default.contents(atPath: source)
    }
}
