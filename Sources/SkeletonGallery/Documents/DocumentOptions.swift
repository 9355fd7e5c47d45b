import Foundation
import SkeletonInterfaceBuilder

/// How to open Interface Builder files (the command line's `--theme`, `--root`, …): the theme whose look they take and
/// how the app shows their skeletons. Theme files ignore them.
package struct DocumentOptions: Hashable, Sendable {
    /// `--theme FILE`: appearance, animation, transition and style for IB screens (default:
    /// SkeletonView's defaults).
    package var lookPath: String?
    /// `--root`, `--flag`, `--bridge`, `--alias`, `--cell`.
    package var interfaceBuilder = InterfaceBuilderOptions()

    /// SkeletonView's defaults, screens shown from their roots.
    package init() {}
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
