import Foundation
import SkeletonSystem

/// Finds theme files among paths given on the command line.
package enum ThemeDirectory {
    /// The file-name ending of theme files.
    package static let themeSuffix = ".theme.json"

    /// Files are kept as given; folders contribute their regular `*.theme.json` files (not
    /// recursive, so shared `layouts/` are not mistaken for themes; FIFOs, devices and folders so
    /// named are skipped, so the gallery and hot reload never open them). Sorted, without
    /// duplicates. Paths that do not exist are kept so loading reports them.
    package static func discover(paths: [String]) -> [String] {
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                for name in names where name.hasSuffix(themeSuffix) && FileKind(path: folder + "/" + name) == .regular {
                    found.insert(folder + "/" + name)
                }
            } else {
                found.insert(path)
            }
        }
        return found.sorted()
    }
}
