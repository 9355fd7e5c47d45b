import Foundation
import SkeletonGallery
import SkeletonInterfaceBuilder

extension DocumentOptions {
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
                + "(repeatable: the app shows the skeleton view by view)", repeatable: true),
        CommandOption(
            "--flag", value: "VIEW,…",
            "IB screens: views the app sets isSkeletonable on in code, by Object ID, user label or custom class "
                + "(comma-separated, repeatable)", repeatable: true),
        CommandOption("--bridge", "IB screens: every ancestor of a skeletonable view takes part (flagged in code)"),
        CommandOption(
            "--cell", value: "LIST_ID=FILE.xib",
            "IB screens: the cell the app registers in code for the table or collection view LIST_ID "
                + "(repeatable)", completion: .files(extensions: ["xib"]), repeatable: true),
        CommandOption(
            "--alias", value: "FROM=TO",
            "IB screens: the app's runtime attribute FROM means SkeletonView's TO "
                + "(e.g. _isSkeletonable=isSkeletonable; repeatable)", repeatable: true),
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
