import Foundation

/// The executables of the build that produced the running tests.
///
/// SwiftPM puts a package's products and its test bundle in one folder per build
/// (`.build/<triple>/debug`, `.build/<triple>/release`, `<scratch-path>/<triple>/<configuration>`),
/// so the binary beside the running test bundle is the one this very build made: `swift test`,
/// `swift test -c release` and `swift test --scratch-path DIR` each test their own binary, never a
/// stale `.build/debug` one.
package enum BuiltProduct {
    /// The folder of the running test bundle, resolved through /proc.
    package static let folder: String = {
        let running =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: running).resolvingSymlinksInPath().deletingLastPathComponent().path
    }()

    /// The path of the product `name` of this build.
    package static func path(_ name: String) -> String {
        folder + "/" + name
    }
}
