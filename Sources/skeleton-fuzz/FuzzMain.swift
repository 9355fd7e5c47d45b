// `skeleton-fuzz TARGET …`: built by `make fuzz` (with -DFUZZING) it hands the rest of the command
// line to libFuzzer; built normally it replays the files named after TARGET through the same body
// (a regression run over a corpus, or over the crashes libFuzzer saved).
import Foundation

#if FUZZING
    import Synchronization

    /// The target chosen on the command line, read by libFuzzer's callback (a C function that can
    /// capture nothing).
    let chosenTarget = Mutex<FuzzTarget?>(nil)

    /// libFuzzer's entry point: one input through the chosen target.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        chosenTarget.withLock { $0 }?.read(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// libFuzzer's driver, for a program that keeps its own `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// The executable's entry point under SwiftPM (which aliases `main` to `<module>_main`): takes
    /// the target's name, then hands the program name and the remaining arguments to libFuzzer.
    @_cdecl("skeleton_fuzz_main")
    func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        guard argc >= 2, let argv, let target = FuzzTarget.named(argv[1].map { String(cString: $0) }) else {
            return 2
        }
        chosenTarget.withLock { $0 = target }
        // libFuzzer sees `skeleton-fuzz OPTIONS…`: the target's name is dropped by moving the program
        // name over it.
        argv[1] = argv[0]
        var count = argc - 1
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv + 1
        return runFuzzerDriver(&count, &arguments, fuzzOne)
    }
#else
    /// Replays the files named on the command line through the fuzz body.
    @main
    enum Replay {
        /// Reads every file after the target's name as one fuzz input.
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let target = FuzzTarget.named(arguments.first) else { exit(2) }
            for file in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("skeleton-fuzz: cannot read \(file)\n".utf8))
                    exit(1)
                }
                data.withUnsafeBytes(target.read)
            }
        }
    }
#endif
