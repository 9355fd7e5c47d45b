import SkeletonCommands
import SkeletonCompose
import Synchronization

/// What a terminal showing standard error received, messages and progress lines in order.
final class TerminalTranscript: Sendable {
    /// Everything written, in order.
    private let written = Mutex("")

    /// Appends `text`.
    func record(_ text: String) { written.withLock { $0 += text } }

    /// Everything written so far.
    var text: String { written.withLock { $0 } }
}

/// Runs the command line with captured output, the given platform (none: services fail) and no window.
final class CommandRun {
    /// What went to standard output.
    var standard = ""
    /// What went to standard error.
    var error = ""
    /// The exit status.
    private(set) var status: Int32 = -1
    /// Whether a window was requested.
    private(set) var openedWindow = false

    /// Runs `arguments` with `environment`; with `terminal`, standard error is a terminal whose
    /// messages and progress lines it records in order.
    init(
        _ arguments: [String], environment: [String: String] = ["DISPLAY": ":99"], services: PlatformServices? = nil,
        terminal: TerminalTranscript? = nil
    ) {
        var progress: (@Sendable (String) -> Void)?
        if let terminal { progress = { @Sendable text in terminal.record(text) } }
        let context = CommandContext(
            output: CommandOutput(
                standard: { [unowned self] in self.standard += $0 },
                error: { [unowned self] in
                    self.error += $0
                    terminal?.record($0)
                }, progress: progress),
            environment: environment,
            currentDirectory: "/nonexistent-cwd",
            executablePath: "/nonexistent/.build/debug/skeleton-preview",
            services: {
                guard let services else { throw CommandError.failure("no platform in unit tests") }
                return services
            },
            openWindow: { [unowned self] _, _ in
                self.openedWindow = true
                return 0
            }
        )
        status = CommandLineTool.run(arguments: arguments, context: context)
    }
}
