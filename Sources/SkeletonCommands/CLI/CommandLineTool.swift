import Foundation
import SkeletonCompose
import SkeletonDocument
import SkeletonGallery

/// The command line of `skeleton-preview`: dispatches to the gallery or a subcommand, prints help
/// and version, and maps errors to the shaped message and exit status (0, 1 failure, 2 usage).
package enum CommandLineTool {
    /// The subcommands, in the order the help lists them (computed: a stored array of metatypes is
    /// not `Sendable`, and there is nothing to cache).
    static var commands: [any Subcommand.Type] {
        [
            CaptureCommand.self, SimulateCommand.self, ValidateCommand.self, ExplainCommand.self, TreeCommand.self,
            DumpCommand.self,
            ImportCommand.self,
            ExportCommand.self, BenchSubcommand.self, CompletionsCommand.self, ManualCommand.self,
        ]
    }

    /// Runs the process's command line (arguments without the program name) and returns the exit status.
    package static func run(
        arguments: [String],
        services: @escaping () throws -> PlatformServices,
        window: @escaping (GallerySession, GalleryOptions) -> Int32
    ) -> Int32 {
        var context = CommandContext(
            output: .process,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            executablePath: executablePath(),
            services: services,
            openWindow: window
        )
        context.sourceTree = ThemesLocator.compiledSourceTree
        let raw = (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) } ?? []
        }
        if let refusal = ArgumentEncoding.refusal(raw.map { $0.map { UInt8(bitPattern: $0) } }) {
            context.output.error("error: \(refusal)\n")
            return 2
        }
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
            if rest.count > 1 {
                guard let named = commands.first(where: { $0.name == rest[1] }) else {
                    context.output.error(unknownCommand(rest[1]).report)
                    return 2
                }
                command = named
            } else {
                command = GalleryCommand.self
            }
            rest = ["--help"]
        } else {
            command = GalleryCommand.self
        }
        if wantsHelp(rest) {
            context.output.standard(command.help + "\n")
            return 0
        }
        do {
            if ObjectIdentifier(command) == ObjectIdentifier(GalleryCommand.self), looksLikeACommand(first) {
                throw unknownCommand(first)
            }
            return try command.run(arguments: rest, context: context)
        } catch let error as CommandError {
            context.output.error(error.report)
            return error.exitCode
        } catch {
            context.output.error("error: \(PlainMessage.of(error))\n")
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

    /// Whether a first argument is meant as a command: not an option, not an existing path, and
    /// shaped like a word rather than a path (no `/`, no `.`, as theme files and folders have).
    private static func looksLikeACommand(_ first: String) -> Bool {
        guard !first.isEmpty, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first) else {
            return false
        }
        return !first.contains("/") && !first.contains(".")
    }

    /// The usage error for a command name that does not exist, with the closest one.
    private static func unknownCommand(_ name: String) -> CommandError {
        let names = commands.map { $0.name } + ["help"]
        return CommandError.usage(
            message: "unknown command '\(name)'\(Suggestions.hint(for: name, in: names)), and no file or folder has "
                + "that name; the commands are " + names.joined(separator: ", "),
            usage: GalleryCommand.usage)
    }

    /// The running executable, resolved through /proc so a relative argv[0] or a symlink still works.
    private static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "skeleton-preview").standardizedFileURL.path
    }
}
