import Foundation
import SkeletonCore
import SkeletonGallery

/// `skeleton-preview simulate THEME`: what users see while data loads, over many loads.
enum SimulateCommand: Subcommand {
    /// The name typed after `skeleton-preview`.
    static let name = "simulate"
    /// One line for the list of commands.
    static let summary = "simulate loads: how often the skeleton flashes, how long it shows"
    /// The usage line printed under errors.
    static let usage =
        "skeleton-preview simulate THEME [--loads N] [--seed S] [--latency 400ms | --latency-median D "
        + "--latency-p95 D] [--min-visible D] [--chart OUT.png]"
    /// What the command does.
    static let details = """
        Simulates N data loads behind the theme's skeleton: each request shows the skeleton (it
        appears after the theme's transition.delay) and hides it when the content arrives, but not
        before it has been visible for the minimum visible time (transition.minimumVisible or
        --min-visible); the hide runs the theme's hide transition. Latencies are fixed (--latency)
        or log-normal fitted to a median and a 95th percentile, drawn from a SplitMix64 stream
        seeded with --seed: the same seed gives the same loads and the same report.

        Prints how often the skeleton appears, how often it flashes (visible under 300 ms), how long
        it is visible (p50 and p95, nearest rank, over the loads that showed it) and how often the
        content arrives during the show fade. --chart writes a PNG of the visible-time distribution
        and of load 1's timeline (the load the window's first L press plays).
        """
    /// The theme file to read.
    static let operands = ValueCompletion.themes

    /// Most loads one run simulates.
    static let maximumLoads = 100_000

    /// The options, in help order.
    static let options: [CommandOption] =
        [
            CommandOption("--loads", value: "N", "how many loads to simulate (1...\(maximumLoads), default 1000)"),
            CommandOption(
                "--chart", value: "OUT.png", "write a chart of the distribution and of one load's timeline",
                completion: .files(extensions: ["png"])),
        ] + LoadOptions.table + DocumentOptions.table

    /// What the command line asks.
    struct Request: Equatable {
        /// The theme file.
        var theme = ""
        /// How many loads.
        var loads = 1000
        /// Latency, seed and minimum visible time.
        var load = LoadOptions()
        /// Where the chart goes, if anywhere.
        var chart: String?
        /// How IB documents open.
        var documents = DocumentOptions()
    }

    /// Parses the arguments.
    static func parse(_ arguments: [String]) throws -> Request {
        var reader = ArgumentReader(arguments, usage: usage)
        var request = Request()
        var latency = LoadOptions.Typed()
        request.theme = try LayoutCommandArguments.walk(
            &reader, known: optionNames, missing: "a THEME file is needed", tooMany: "one THEME is expected"
        ) { name, reader in
            switch name {
            case "--loads": request.loads = try reader.integer(for: name, in: 1...maximumLoads)
            case "--chart":
                let path = try reader.value(for: name)
                guard path != "-" else {
                    throw reader.usageError("--chart - (standard output) cannot hold a PNG here: give a file path")
                }
                request.chart = path
            default:
                return try request.load.consume(name, from: &reader, typed: &latency)
                    || request.documents.consume(name, from: &reader)
            }
            return true
        }
        try request.load.finish(latency, reader: reader)
        return request
    }

    /// Parses the arguments and runs the command; returns the exit status.
    static func run(arguments: [String], context: CommandContext) throws -> Int32 {
        let request = try parse(arguments)
        if let chart = request.chart {
            try CaptureOutput.checkFormats(outputs: [("--chart", chart, ["png"])])
        }
        let services = try context.services()
        let (theme, inputs) = try ThemeFile.loadWithInputs(
            request.theme, documents: request.documents, services: services, output: context.output)
        if let chart = request.chart {
            try CaptureOutput.check(
                outputs: [("--chart", chart)], inputs: inputs.map { (option: "the theme file", path: $0) })
        }
        let simulation = LoadSimulation(theme: theme, count: request.loads, options: request.load)
        var lines = SimulationReport.lines(simulation, name: theme.name, path: request.theme, options: request.load)
        if let chart = request.chart {
            let title =
                "\(theme.name): \(request.loads) loads, latency \(request.load.latency.description), "
                + "seed \(request.load.seed)"
            let drawing = SimulationChart(simulation: simulation, title: title, theme: theme)
            guard let fb = drawing.render(services: services) else {
                throw CommandError.failure("cannot allocate the chart's pixels")
            }
            try CaptureOutput().writePNG(fb, to: chart)
            lines.append("chart: \(chart)")
        }
        context.output.standard(lines.joined(separator: "\n") + "\n")
        return 0
    }
}
