import Foundation
import SkeletonDocument
import TestSupport
import Testing

@testable import SkeletonCommands

/// The gallery's help and every command's help, by name (gallery first).
private let helps: [(String, String)] =
    [("gallery", GalleryCommand.help)] + CommandLineTool.commands.map { ($0.name, $0.help) }

@Test(arguments: helps.map(\.0))
func everyHelpLineFitsEightyColumns(command: String) throws {
    let help = try #require(helps.first { $0.0 == command }?.1)
    let long = help.split(separator: "\n").filter { $0.count > 80 }
    #expect(long.isEmpty, "\(command) --help has lines over 80 columns: \(long)")
    #expect(help.contains("-h, --help"))
}

@Test func aUsageErrorWrapsItsUsageLineAtEightyColumns() {
    let report = CommandError.usage(message: "x", usage: String(repeating: "word ", count: 30)).report
    #expect(report.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(report.hasPrefix("error: x\nusage: word word"))
}

/// A value every option accepts syntactically, so parsing gets past the option's name.
private func sampleValue(for option: CommandOption) -> [String] {
    guard option.value != nil else { return [] }
    if case .choices(let words) = option.completion { return [words[0]] }
    if option.value?.contains("=") == true { return ["a=b.xib"] }
    if option.value == "DURATION" { return ["1s"] }
    if option.value == "X,Y" { return ["1,1"] }
    return option.value == "WxH" ? ["400x400"] : ["1"]
}

/// A positional argument of the kind `command` takes (none when it takes none).
private func sampleOperand(of command: any Subcommand.Type) -> [String] {
    switch command.operands {
    case .none: return []
    case .choices(let words): return [words[0]]
    default: return ["t.theme.json"]
    }
}

@Test(arguments: CommandLineTool.commands.map { $0.name })
func everyDeclaredOptionIsAcceptedByItsCommand(command: String) throws {
    let type = try #require(CommandLineTool.commands.first { $0.name == command })
    for option in type.options {
        let run = CommandRun([command] + sampleOperand(of: type) + [option.name] + sampleValue(for: option))
        #expect(
            !run.error.contains("unknown option '\(option.name)'"),
            "\(command) declares \(option.name) but rejects it: \(run.error)")
    }
}

@Test func everyDeclaredGalleryOptionIsAccepted() {
    for option in GalleryCommand.options where option.name != "--version" {
        // How the overlay is drawn means nothing without the screenshot to draw.
        let needed = option.name.hasPrefix("--overlay-") ? ["--overlay", "shot.png"] : []
        #expect(throws: Never.self, "\(option.name)") {
            try GalleryCommand.parse(needed + [option.name] + sampleValue(for: option), environment: [:])
        }
    }
}

@Test(arguments: CommandLineTool.commands.map { $0.name })
func anUndeclaredOptionIsAUsageErrorOfItsCommand(command: String) throws {
    let type = try #require(CommandLineTool.commands.first { $0.name == command })
    let run = CommandRun([command] + sampleOperand(of: type) + ["--no-such-option"])
    #expect(run.status == 2)
    #expect(run.error.contains("--no-such-option"), "\(run.error)")
}

@Test func anUnknownCommandExitsTwoNamingTheClosestCommand() {
    let run = CommandRun(["captur", "Themes/default.theme.json"])
    #expect(run.status == 2)
    #expect(
        run.error.hasPrefix(
            "error: unknown command 'captur' (did you mean 'capture'?), and no file or folder has that name; "
                + "the commands are capture, simulate, validate, explain, tree, dump, import, export, bench, completions, manpage, help\n"
        )
    )
    #expect(run.error.hasSuffix("usage: skeleton-preview [OPTIONS] [THEME_OR_DIR ...]\n"))
    #expect(!run.openedWindow)
}

@Test func aWordFarFromEveryCommandIsStillAnUnknownCommand() {
    let run = CommandRun(["frobnicate"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: unknown command 'frobnicate', and no file or folder has that name"))
}

@Test func aMissingThemeFileIsAFailureNotAnUnknownCommand() {
    let run = CommandRun(["missing.theme.json"])
    #expect(run.status == 1)
    #expect(run.error == "error: no such theme file or folder: missing.theme.json\n")
}

@Test func helpOfAnUnknownCommandIsAUsageError() {
    let run = CommandRun(["help", "captur"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: unknown command 'captur' (did you mean 'capture'?)"))
    #expect(CommandRun(["help", "dump"]).standard == DumpCommand.help + "\n")
}

@Test func aPrefixSuggestsTheOptionItStarts() {
    let run = CommandRun(["capture", "t.theme.json", "--lay", "Feed"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: unknown option '--lay' (did you mean '--layout'?)\n"))
    #expect(Suggestions.closest(to: "--appear", in: CaptureCommand.optionNames) == "--appearance")
    #expect(Suggestions.closest(to: "--layuot", in: CaptureCommand.optionNames) == "--layout")
}

@Test func validateTakesPathsAfterADoubleDash() throws {
    let scratch = try TemporaryDirectory()
    let theme = try scratch.write(
        "-odd.theme.json", #"{"layouts": [{"name": "A", "size": [10, 10], "root": {"type": "view"}}]}"#)
    var out = ""
    let status = ValidateCommand.run(
        arguments: ["--", theme], fontResolver: nil, output: CommandOutput(standard: { out += $0 }, error: { _ in }))
    #expect(status == 0)
    #expect(out == "validated 1 theme: 0 errors, 0 warnings\n")
}

@Test(arguments: ["--out", "--animated", "--compare"])
func aDashForAnImagePathIsRefusedWithTheFix(option: String) {
    let run = CommandRun(["capture", "t.theme.json", "--layout", "A", option, "-"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: \(option) - (standard "))
    #expect(run.error.contains("give a path such as \(option) ./frame."))
}

@Test func aDashForTheStatisticsFileIsRefusedPointingToStats() {
    #expect(
        throws: CommandError.usage(
            message:
                "--stats-json - (standard output) is not supported: give a file path, or use --stats to print the statistics on standard output",
            usage: GalleryCommand.usage)
    ) {
        try GalleryCommand.parse(["--stats-json", "-"], environment: [:])
    }
}

@Test func theInstalledThemesBesideTheBinaryAreLookedAtFirst() {
    let places = ThemesLocator.candidates(executablePath: "/opt/sp/bin/skeleton-preview", currentDirectory: "/work")
    #expect(
        places == [
            "/opt/sp/share/skeleton-preview/Themes", "/opt/sp/bin/Themes", "/opt/sp/Themes", "/opt/Themes", "/Themes",
            "/work/Themes",
        ])
}

@Test func theSourceTreeTheBinaryWasBuiltFromIsTheLastPlaceLookedAt() {
    let places = ThemesLocator.candidates(
        executablePath: "/scratch/x86_64-unknown-linux-gnu/release/skeleton-preview", currentDirectory: "/work",
        sourceTree: "/src/skeleton-preview")
    #expect(places.last == "/src/skeleton-preview/Themes")
    #expect(ThemesLocator.compiledSourceTree == Repository.root)
}
