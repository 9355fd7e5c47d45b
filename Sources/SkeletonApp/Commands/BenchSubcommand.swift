/// `skeleton-preview bench` on the command line: the raster helper's `BenchCommand` with its PNG
/// reading and output routed through the command context.
enum BenchSubcommand: Subcommand {
    static let name = "bench"
    static let summary = "time the renderer on a benchmark scene"
    static let usage = "skeleton-preview bench --scene FILE [OPTIONS]"
    static var help: String { BenchCommand.usage }

    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let png = try context.services().png
        return BenchCommand.run(
            arguments: arguments, readPNG: { try png.read(path: $0) }, output: { context.output.standard($0 + "\n") })
    }
}
