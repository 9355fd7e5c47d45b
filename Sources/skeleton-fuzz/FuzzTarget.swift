import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonInterfaceBuilder
import SkeletonTheme

/// The readers that take a user's bytes, each as one fuzz body: any diagnostic is fine; a crash, a
/// hang or an unlocated diagnostic is not.
enum FuzzTarget: String, CaseIterable {
    /// The theme reader (JSON with comments, includes, every key).
    case theme
    /// The Interface Builder reader and mapper (`.storyboard` / `.xib` XML).
    case interfaceBuilder = "interface-builder"

    /// Where the bytes pretend to live: a folder that does not exist, so includes, images, asset
    /// catalogs and cells named by an input resolve to nothing and the fuzzer never touches a file.
    static let folder = "/nonexistent-skeleton-fuzz"

    /// Reads `bytes` with this target's reader and stops the process on an unlocated diagnostic.
    func read(_ bytes: UnsafeRawBufferPointer) {
        let result: ThemeLoadResult
        switch self {
        case .theme:
            result = ThemeLoader.load(
                bytes: [UInt8](bytes), path: Self.folder + "/fuzz.theme.json", fontResolver: nil,
                allowsOutsideFiles: false)
        case .interfaceBuilder:
            result = InterfaceBuilderLoader.load(
                data: Data(bytes), path: Self.folder + "/Fuzz.storyboard", look: Theme(name: "SkeletonView defaults"),
                options: InterfaceBuilderOptions())
        }
        for diagnostic in result.diagnostics where diagnostic.line < 1 || diagnostic.column < 1 {
            fatalError("unlocated diagnostic: \(diagnostic)")
        }
    }

    /// The target named `name`, or nil with the list of names printed to standard error.
    static func named(_ name: String?) -> FuzzTarget? {
        if let name, let target = FuzzTarget(rawValue: name) { return target }
        let names = allCases.map(\.rawValue).joined(separator: " | ")
        FileHandle.standardError.write(Data("usage: skeleton-fuzz \(names) [libFuzzer options | FILE…]\n".utf8))
        return nil
    }
}
