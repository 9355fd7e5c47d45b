import Foundation

/// Finds the shipped Themes/ folder when no theme is given on the command line.
enum ThemesLocator {
    /// The folders tried, in order: the installed `share/skeleton-preview/Themes` beside the
    /// executable's `bin` folder (`make install`), then `Themes/` in the executable's folder and the
    /// three above it (a build product lives in .build/<triple>/<cfg>/, reached through the
    /// .build/<cfg> symlink, so the repository is three levels up), then in the current directory.
    static func candidates(executablePath: String, currentDirectory: String) -> [String] {
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
        var unique: [String] = []
        for path in paths where !unique.contains(path) { unique.append(path) }
        return unique
    }

    /// The first candidate that is a folder, or a failure naming every place looked at.
    static func locate(executablePath: String, currentDirectory: String) throws -> String {
        let places = candidates(executablePath: executablePath, currentDirectory: currentDirectory)
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
