import Foundation

/// Where an IB file's asset catalogs are: the folders from the file's own up to its project's
/// root (the nearest folder above it holding an `.xcodeproj` or `.git`), each searched downwards,
/// nearest first, so a name in the file's own catalog always wins over a neighbouring project's.
struct AssetCatalogSearch {
    /// The most folders one search lists, so a document in a large repository (or near `/`)
    /// stays fast; a real app's catalogs are within a few dozen folders of its files.
    static let folderBudget = 2_000
    /// Folders above the file looked at for a project root before settling for the file's
    /// grandparent (a loose file outside any project).
    static let rootSearchDepth = 16

    /// The catalogs found, nearest to the file first.
    private(set) var catalogs: [URL] = []
    /// The folder that bounds the search (the project's root, or the file's grandparent).
    let root: URL

    /// Searches around the document at `documentPath`.
    init(near documentPath: String) {
        let folder = URL(fileURLWithPath: documentPath).standardizedFileURL.deletingLastPathComponent()
        root = Self.projectRoot(above: folder)
        var budget = Self.folderBudget
        var searched: URL?
        var level = folder
        // The file's folder first, then each folder above it without the subtree already searched.
        while budget > 0 {
            catalogs += Self.catalogs(below: level, skipping: searched, budget: &budget)
            if level.path == root.path || level.path == "/" { break }
            searched = level
            level = level.deletingLastPathComponent()
        }
    }

    /// The nearest folder at or above `folder` holding an `.xcodeproj` or `.git` (a file in a git
    /// worktree); else `folder`'s grandparent, where a loose file's project keeps its catalogs.
    private static func projectRoot(above folder: URL) -> URL {
        var candidate = folder
        for _ in 0..<rootSearchDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") }) { return candidate }
            if candidate.path == "/" { break }
            candidate.deleteLastPathComponent()
        }
        let grandparent = folder.deletingLastPathComponent().deletingLastPathComponent()
        return grandparent.path == "/" ? folder : grandparent
    }

    /// `*.xcassets` folders below `top`, breadth first (shallower first, then by name), leaving out
    /// `skipped`, dependency and hidden folders; lists at most `budget` folders.
    private static func catalogs(below top: URL, skipping skipped: URL?, budget: inout Int) -> [URL] {
        var found: [URL] = []
        var queue = [top]
        var index = 0
        while index < queue.count, budget > 0 {
            let folder = queue[index]
            index += 1
            budget -= 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted()
            where !InterfaceBuilderFiles.skippedFolders.contains(name) && !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard url.path != skipped?.path,
                    FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                if name.hasSuffix(".xcassets") {
                    found.append(url)
                } else if !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") {
                    // Project bundles hold settings, never catalogs.
                    queue.append(url)
                }
            }
        }
        return found
    }
}
