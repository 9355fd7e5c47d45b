/// `skeleton-preview bench` on the command line: `BenchCommand` with its PNG reading and output
/// routed through the command context, and its errors shaped like every other command's.
enum BenchSubcommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "bench"
    /// One line for the list of commands.
    static let summary = "time the renderer on a benchmark scene"
    /// The usage line printed under errors.
    static let usage = "skeleton-preview bench --scene FILE [OPTIONS]"
    /// The `--help` text.
    static var help: String { BenchCommand.usage }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let services = try context.services()
        do {
            return try BenchCommand.execute(
                arguments: arguments, readPNG: { try services.png.read(path: $0) }, services: services,
                output: { context.output.standard($0 + "\n") })
        } catch let error as BenchUsageError {
            throw CommandError.usage(message: error.description, usage: usage)
        } catch {
            throw CommandError.failure("\(error)")
        }
    }
}
