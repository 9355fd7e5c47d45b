import Foundation

/// Finds the repository's Themes/ folder when no theme is given on the command line.
enum ThemesLocator {
    /// The folders tried, in order: next to the build products (.build/<cfg>/skeleton-preview →
    /// ../../Themes), next to an installed binary, then the current directory.
    static func candidates(executablePath: String, currentDirectory: String) -> [String] {
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        let paths = [
            folder.appendingPathComponent("../../Themes").standardizedFileURL.path,
            folder.appendingPathComponent("../Themes").standardizedFileURL.path,
            URL(fileURLWithPath: currentDirectory).appendingPathComponent("Themes").standardizedFileURL.path,
        ]
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
