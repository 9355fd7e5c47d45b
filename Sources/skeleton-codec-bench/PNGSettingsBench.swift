import SkeletonCodecs
import SkeletonRaster
import SkeletonSystem

/// Encodes each capture with every compression setting libpng offers (zlib levels 1…9 with each
/// row filter and adaptive filtering, the filtered, RLE and Huffman-only strategies) and prints a
/// Markdown table of sizes and median encoding CPU times (one thread encodes), the setting the
/// tool uses marked.
struct PNGSettingsBench {
    /// The command line.
    let arguments: BenchArguments

    /// The settings measured, in table order.
    static var candidates: [PNGCompression] {
        let filterChoices: [[PNGCompression.Filter]] =
            PNGCompression.Filter.allCases.map { [$0] } + [PNGCompression.Filter.allCases]
        var settings: [PNGCompression] = []
        for level in 1...9 {
            for filters in filterChoices {
                settings.append(PNGCompression(level: level, filters: filters, strategy: .default))
            }
        }
        for level in [6, 9] {
            for filters in filterChoices {
                settings.append(PNGCompression(level: level, filters: filters, strategy: .filtered))
            }
        }
        for strategy in [PNGCompression.Strategy.rle, .huffmanOnly] {
            for filters in filterChoices {
                settings.append(PNGCompression(level: 9, filters: filters, strategy: strategy))
            }
        }
        return settings
    }

    /// Prints the table: one row per setting, a size and a time column per group of captures
    /// (`LABEL=FILE,FILE…` sums its files; a plain FILE is a group of one named after it).
    func run() throws {
        let groups = try arguments.files.map { argument -> (label: String, images: [Framebuffer]) in
            let (label, list) =
                argument.split(separator: "=", maxSplits: 1).count == 2
                ? (String(argument.prefix { $0 != "=" }), String(argument.drop { $0 != "=" }.dropFirst()))
                : (argument.split(separator: "/").last.map(String.init) ?? argument, argument)
            return (label, try list.split(separator: ",").map { try PNGFile.read(path: String($0)) })
        }
        let header = groups.map { "\($0.label) KiB | CPU ms" }.joined(separator: " | ")
        StandardStreams.output("| level | filters | strategy | \(header) |\n")
        StandardStreams.output("| ---: | --- | --- |" + String(repeating: " ---: | ---: |", count: groups.count) + "\n")
        for setting in Self.candidates {
            var cells: [String] = []
            for group in groups {
                var bytes = 0
                var milliseconds = 0.0
                for image in group.images {
                    let (time, encoded) = try Stopwatch.median(repeats: arguments.repeats) {
                        try PNGFile.encode(image, compression: setting)
                    }
                    bytes += encoded.count
                    milliseconds += time.cpu
                }
                cells += [Figures.kib(bytes), Figures.oneDecimal(milliseconds)]
            }
            let mark = setting == .chosen ? " **(used)**" : ""
            let filters =
                setting.filters.count == PNGCompression.Filter.allCases.count
                ? "all (adaptive)" : setting.filters.map(\.rawValue).joined(separator: "+")
            StandardStreams.output(
                "| \(setting.level) | \(filters) | \(setting.strategy.rawValue)\(mark) | \(cells.joined(separator: " | ")) |\n"
            )
        }
    }
}
