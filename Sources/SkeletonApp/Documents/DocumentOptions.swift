import Foundation
import SkeletonInterfaceBuilder

/// How to open Interface Builder files, from the command line: the theme whose look they take and
/// how the app shows their skeletons. Theme files ignore them.
package struct DocumentOptions: Hashable, Sendable {
    /// `--theme FILE`: appearance, animation, transition and style for IB screens (default:
    /// SkeletonView's defaults).
    package var lookPath: String?
    /// `--root`, `--flag`, `--bridge`, `--alias`, `--cell`.
    package var interfaceBuilder = InterfaceBuilderOptions()

    /// SkeletonView's defaults, screens shown from their roots.
    package init() {}

    /// The options, declared for help, completions and the man page.
    static let table: [CommandOption] = [
        CommandOption(
            "--theme", value: "FILE",
            "the theme whose look (appearance, animation, transition, style) .storyboard and .xib screens take "
                + "(default: SkeletonView's defaults)",
            completion: .files(extensions: ["json"])),
        CommandOption(
            "--root", value: "VIEW",
            "IB screens: a view the app calls showSkeleton on, by Object ID, user label or custom class "
                + "(repeatable: the app shows the skeleton view by view)"),
        CommandOption(
            "--flag", value: "VIEW,…",
            "IB screens: views the app sets isSkeletonable on in code, by Object ID, user label or custom class "
                + "(comma-separated, repeatable)"),
        CommandOption("--bridge", "IB screens: every ancestor of a skeletonable view takes part (flagged in code)"),
        CommandOption(
            "--cell", value: "LIST_ID=FILE.xib",
            "IB screens: the cell the app registers in code for the table or collection view LIST_ID "
                + "(repeatable)", completion: .files(extensions: ["xib"])),
        CommandOption(
            "--alias", value: "FROM=TO",
            "IB screens: the app's runtime attribute FROM means SkeletonView's TO "
                + "(e.g. _isSkeletonable=isSkeletonable; repeatable)"),
    ]

    /// Reads `option` when it is one of `table`; false when it is not ours.
    mutating func consume(_ option: String, from reader: inout ArgumentReader) throws -> Bool {
        switch option {
        case "--theme": lookPath = try reader.value(for: option)
        case "--root": interfaceBuilder.roots.append(try reader.value(for: option))
        case "--flag":
            let text = try reader.value(for: option)
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard !names.contains(where: \.isEmpty) else {
                throw reader.usageError(
                    "--flag needs view names separated by commas, e.g. avatar,nameLabel, got '\(text)'")
            }
            interfaceBuilder.flagged += names
        case "--bridge": interfaceBuilder.bridge = true
        case "--alias":
            let text = try reader.value(for: option)
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw reader.usageError("--alias needs FROM=TO, e.g. _isSkeletonable=isSkeletonable, got '\(text)'")
            }
            interfaceBuilder.aliases[parts[0]] = parts[1]
        case "--cell":
            let text = try reader.value(for: option)
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, InterfaceBuilderFiles.isDocument(parts[1]) else {
                throw reader.usageError("--cell needs LIST_ID=FILE.xib, e.g. HKL-L0-T2w=PostCell.xib, got '\(text)'")
            }
            interfaceBuilder.cells[parts[0]] = parts[1]
        default: return false
        }
        return true
    }
}

extension DocumentOptions {
    /// The options as typed on a command line (`consume` reads them back to these values), for the
    /// `capture` command a screenshot prints; paths are made absolute so it runs from any folder.
    func arguments(absolute: (String) -> String) -> [String] {
        var arguments: [String] = []
        if let lookPath { arguments += ["--theme", absolute(lookPath)] }
        for root in interfaceBuilder.roots { arguments += ["--root", root] }
        if !interfaceBuilder.flagged.isEmpty {
            arguments += ["--flag", interfaceBuilder.flagged.joined(separator: ",")]
        }
        if interfaceBuilder.bridge { arguments.append("--bridge") }
        for (from, to) in interfaceBuilder.aliases.sorted(by: { $0.key < $1.key }) {
            arguments += ["--alias", "\(from)=\(to)"]
        }
        for (list, file) in interfaceBuilder.cells.sorted(by: { $0.key < $1.key }) {
            arguments += ["--cell", "\(list)=\(absolute(file))"]
        }
        return arguments
    }
}
