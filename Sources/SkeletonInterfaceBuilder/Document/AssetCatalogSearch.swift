import Foundation

/// Where an IB file's asset catalogs are: the folders from the file's own up to its project's
/// root (the nearest folder above it holding an `.xcodeproj` or `.git`), each searched downwards,
/// nearest first, so a name in the file's own catalog always wins over a neighbouring project's.
struct AssetCatalogSearch {
    /// The most folders one search lists, so a document in a large repository (or near `/`)
    /// stays fast; a real app's catalogs are within a few dozen folders of its files.
    static let folderBudget = 2_000
    /// The most folders listed around a loose file (outside any project), whose neighbours are
    /// rarely an app's: a file in `/tmp` costs no more than a few milliseconds.
    static let looseFolderBudget = 400
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
        let project = Self.projectRoot(above: folder)
        root = project ?? Self.looseRoot(of: folder)
        // A project is searched as deep as the budget allows; around a loose file (in `/tmp`, say)
        // three levels, as an app keeps its catalogs within a few folders of its files.
        let depth = project == nil ? 3 : Int.max
        var budget = project == nil ? Self.looseFolderBudget : Self.folderBudget
        var searched: URL?
        var level = folder
        // The file's folder first, then each folder above it without the subtree already searched.
        while budget > 0 {
            catalogs += Self.catalogs(below: level, skipping: searched, depth: depth, budget: &budget)
            if level.path == root.path || level.path == "/" { break }
            searched = level
            level = level.deletingLastPathComponent()
        }
    }

    /// The nearest folder at or above `folder` holding an `.xcodeproj` or `.git` (a file in a git
    /// worktree), or nil.
    private static func projectRoot(above folder: URL) -> URL? {
        var candidate = folder
        for _ in 0..<rootSearchDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if names.contains(where: { $0 == ".git" || $0.hasSuffix(".xcodeproj") }) { return candidate }
            if candidate.path == "/" { break }
            candidate.deleteLastPathComponent()
        }
        return nil
    }

    /// Where a loose file's search stops: its folder's grandparent, never the file system's root.
    private static func looseRoot(of folder: URL) -> URL {
        var root = folder
        for _ in 0..<2 where root.deletingLastPathComponent().path != "/" { root.deleteLastPathComponent() }
        return root
    }

    /// `*.xcassets` folders at most `depth` levels below `top`, breadth first (shallower first,
    /// then by name), leaving out `skipped`, dependency and hidden folders; lists at most `budget`
    /// folders.
    private static func catalogs(below top: URL, skipping skipped: URL?, depth: Int, budget: inout Int) -> [URL] {
        var found: [URL] = []
        var queue = [(top, 0)]
        var index = 0
        while index < queue.count, budget > 0 {
            let (folder, level) = queue[index]
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
                } else if level + 1 < depth && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") {
                    // Project bundles hold settings, never catalogs.
                    queue.append((url, level + 1))
                }
            }
        }
        return found
    }
}
