import Foundation

/// The command line of `skeleton-preview`: dispatches to the gallery or a subcommand, prints help
/// and version, and maps errors to the shaped message and exit status (0, 1 failure, 2 usage).
package enum CommandLineTool {
    /// The subcommands, in the order the help lists them.
    static let commands: [any Subcommand.Type] = [
        CaptureCommand.self, ValidateCommand.self, TreeCommand.self, DumpCommand.self, BenchSubcommand.self,
    ]

    /// Runs the process's command line (arguments without the program name) and returns the exit status.
    package static func run(
        arguments: [String],
        services: @escaping () throws -> PlatformServices,
        window: @escaping (GallerySession, GalleryOptions) -> Int32
    ) -> Int32 {
        let context = CommandContext(
            output: .process,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            executablePath: executablePath(),
            services: services,
            openWindow: window
        )
        return run(arguments: arguments, context: context)
    }

    /// Runs a command line in a given context (tests pass captured output and fakes).
    package static func run(arguments: [String], context: CommandContext) -> Int32 {
        let first = arguments.first ?? ""
        if first == "--version" || first == "-V" {
            context.output.standard("skeleton-preview \(appVersion)\n")
            return 0
        }
        let command: any Subcommand.Type
        var rest = arguments
        if let named = commands.first(where: { $0.name == first }) {
            command = named
            rest.removeFirst()
        } else if first == "help" {
            command =
                rest.count > 1 ? (commands.first { $0.name == rest[1] } ?? GalleryCommand.self) : GalleryCommand.self
            rest = ["--help"]
        } else {
            command = GalleryCommand.self
        }
        if wantsHelp(rest) {
            context.output.standard(command.help + "\n")
            return 0
        }
        do {
            if ObjectIdentifier(command) == ObjectIdentifier(GalleryCommand.self), let typo = mistypedCommand(first) {
                throw CommandError.usage(
                    message: "unknown command '\(first)' (did you mean '\(typo)'?)", usage: GalleryCommand.usage)
            }
            return try command.run(arguments: rest, context: context)
        } catch let error as CommandError {
            context.output.error(error.report)
            return error.exitCode
        } catch {
            context.output.error("error: \(error)\n")
            return 1
        }
    }

    /// `-h`/`--help` before any `--`.
    private static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    /// A first argument that is not an existing path but looks like a command name.
    private static func mistypedCommand(_ first: String) -> String? {
        guard !first.isEmpty, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first) else { return nil }
        return Suggestion.closest(to: first, in: commands.map { $0.name } + ["help"])
    }

    /// The running executable, resolved through /proc so a relative argv[0] or a symlink still works.
    private static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "skeleton-preview").standardizedFileURL.path
    }
}
