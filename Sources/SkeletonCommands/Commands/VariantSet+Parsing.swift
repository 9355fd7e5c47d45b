import Foundation
import SkeletonCompose
import SkeletonCore
import SkeletonDocument

extension VariantSet {
    /// Reads one `--vary AXIS=V1,V2` (axis and values case-insensitive, did-you-mean on a typo),
    /// replacing that axis's values.
    mutating func vary(_ text: String, option: String, usage: String) throws {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let axes = VariantAxis.allCases.map(\.rawValue)
        guard parts.count == 2 else {
            throw CommandError.usage(
                message: "\(option) needs AXIS=VALUE,VALUE such as appearance=light,dark, got '\(text)'; "
                    + "axes: \(axes.joined(separator: ", "))", usage: usage)
        }
        guard let axis = VariantAxis(rawValue: parts[0].lowercased()) else {
            throw CommandError.usage(
                message:
                    "unknown variant axis '\(parts[0])' for \(option)\(Suggestions.hint(for: parts[0], in: axes)); "
                    + "choose one of \(axes.joined(separator: ", "))", usage: usage)
        }
        let values = parts[1].split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        switch axis {
        case .device:
            vary(
                devices: try values.map {
                    $0.lowercased() == "none" ? nil : try DeviceName.parse($0, option: option, usage: usage)
                })
        case .contentSize:
            vary(
                contentSizes: try values.map {
                    try ArgumentReader.choice(
                        $0, of: ContentSizeCategory.self, kind: "content size category", option: option, usage: usage)
                })
        case .appearance:
            vary(
                appearances: try values.map {
                    try ArgumentReader.choice(
                        $0, of: ColorScheme.self, kind: "appearance", option: option, usage: usage)
                })
        case .direction:
            vary(
                directions: try values.map {
                    try ArgumentReader.choice(
                        $0, of: LayoutDirectionName.self, kind: "direction", option: option, usage: usage) == .rtl
                })
        }
        guard cellCount <= Self.maximumCells else {
            throw CommandError.usage(
                message:
                    "\(option): the grid would hold \(cellCount) variants; at most \(Self.maximumCells): vary fewer values",
                usage: usage)
        }
    }
}

/// The `direction=` values of `--vary`.
enum LayoutDirectionName: String, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}
