// The theme reader under libFuzzer (`make fuzz` builds with -DFUZZING), or, built normally, the
// same body replayed over the files named on the command line (`theme-fuzz FILE…`: a regression
// run over a corpus, e.g. the crashes libFuzzer saved).
import Foundation
import SkeletonTheme

/// One fuzz input, loaded as a theme.
enum ThemeFuzz {
    /// Where inputs are written: the reader's real entry point takes a path (includes and images
    /// resolve against it), so fuzzing goes through the file system as a user's theme does.
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "/theme-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Loads `bytes` as a theme: any diagnostic is fine; a crash, a hang or an unlocated error is not.
    static func read(_ bytes: UnsafeRawBufferPointer) {
        let path = folder + "/fuzz.theme.json"
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let result = ThemeLoader.load(path: path, fontResolver: nil, allowsOutsideFiles: false)
        for diagnostic in result.diagnostics where diagnostic.line < 1 || diagnostic.column < 1 {
            fatalError("unlocated diagnostic: \(diagnostic)")
        }
    }
}

#if FUZZING
    /// libFuzzer's entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        ThemeFuzz.read(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// libFuzzer's driver, for a program that keeps its own `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// The executable's entry point under SwiftPM (which aliases `main` to `<module>_main`): hands
    /// the command line to libFuzzer.
    @_cdecl("theme_fuzz_main")
    func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments, fuzzOne)
    }
#else
    /// Replays the files named on the command line through the fuzz body.
    @main
    enum Replay {
        /// Reads every argument as a fuzz input, then removes the scratch folder.
        static func main() {
            for file in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                data.withUnsafeBytes(ThemeFuzz.read)
            }
            try? FileManager.default.removeItem(atPath: ThemeFuzz.folder)
        }
    }
#endif
