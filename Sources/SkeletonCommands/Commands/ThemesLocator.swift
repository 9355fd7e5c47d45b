import Foundation

/// Finds the shipped Themes/ folder when no theme is given on the command line.
enum ThemesLocator {
    /// The root of the source tree this file was compiled in (four folders above it).
    static let compiledSourceTree: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The folders tried, in order: the installed `share/skeleton-preview/Themes` beside the
    /// executable's `bin` folder (`make install`), then `Themes/` in the executable's folder and the
    /// three above it (a build product lives in .build/<triple>/<cfg>/, reached through the
    /// .build/<cfg> symlink, so the repository is three levels up), then in the current directory,
    /// then in `sourceTree` (the tree the binary was compiled from, for builds outside it).
    static func candidates(executablePath: String, currentDirectory: String, sourceTree: String? = nil) -> [String] {
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        var paths = [
            folder.deletingLastPathComponent().appendingPathComponent("share/skeleton-preview/Themes")
                .standardizedFileURL.path
        ]
        for _ in 0..<4 {
            paths.append(folder.appendingPathComponent("Themes").standardizedFileURL.path)
            folder = folder.deletingLastPathComponent()
        }
        paths.append(URL(fileURLWithPath: currentDirectory).appendingPathComponent("Themes").standardizedFileURL.path)
        if let sourceTree { paths.append(URL(fileURLWithPath: sourceTree).appendingPathComponent("Themes").path) }
        var unique: [String] = []
        for path in paths where !unique.contains(path) { unique.append(path) }
        return unique
    }

    /// The first candidate that is a folder, or a failure naming every place looked at.
    static func locate(executablePath: String, currentDirectory: String, sourceTree: String? = nil) throws -> String {
        let places = candidates(
            executablePath: executablePath, currentDirectory: currentDirectory, sourceTree: sourceTree)
        for path in places {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                return path
            }
        }
        throw CommandError.failure(
            "cannot find the default Themes/ folder (looked in \(places.joined(separator: ", "))); "
                + "pass a theme file or folder: skeleton-preview PATH"
        )
    }
}
