import Foundation
import SkeletonCore

/// The variants a grid shows: every combination of devices × content sizes × appearances ×
/// directions. The default is light and dark × left-to-right and right-to-left, on the frame
/// request's device and content size (an axis not varied follows the request). Up to four cells make one row; larger grids have a row per
/// value of the first axis with more than one value (in `VariantAxis` order), holding the
/// combinations of the axes after it.
package struct VariantSet: Hashable, Sendable {
    /// Most cells one grid may hold (Docs/limits-and-safety.md "Limits and safety").
    package static let maximumCells = 64
    /// Grids of at most this many cells are one row.
    static let singleRowCells = 4

    /// Devices, nil for the bare layout; `[nil]` when not varied (the request's device then).
    package private(set) var devices: [Device?] = [nil]
    /// Dynamic Type sizes; `[.large]` when not varied (the request's size then).
    private(set) var contentSizes: [ContentSizeCategory] = [.large]
    /// Appearances.
    private(set) var appearances = ColorScheme.allCases
    /// Right-to-left or not.
    private(set) var directions = [false, true]
    /// The axes `--vary` set, in axis order (the others keep their defaults).
    private(set) var varied: [VariantAxis] = []

    /// One cell of the grid: the frame it shows and its label.
    package struct Variant: Equatable, Sendable {
        /// The grid's request with this cell's device, text size, scheme and direction (one frame).
        package var request: FrameRequest
        /// The values of the axes that vary, e.g. "iPhone SE · dark · RTL".
        var label: String
    }

    /// The default set: light and dark × LTR and RTL, on the request's device and text size.
    package init() {}

    /// The `--vary` arguments that give this set: one per varied axis, in axis order.
    package var arguments: [String] {
        VariantAxis.allCases.filter(varied.contains).flatMap { axis -> [String] in
            let values: [String]
            switch axis {
            case .device: values = devices.map { $0?.name ?? "none" }
            case .contentSize: values = contentSizes.map(\.rawValue)
            case .appearance: values = appearances.map(\.rawValue)
            case .direction: values = directions.map { $0 ? "rtl" : "ltr" }
            }
            return ["--vary", axis.rawValue + "=" + values.joined(separator: ",")]
        }
    }

    /// How many cells the grid holds.
    package var cellCount: Int {
        devices.count * contentSizes.count * appearances.count * directions.count
    }

    /// The cells of a grid of `base` row by row: `base` with each cell's values, the axes not varied
    /// on `base`'s device and text size.
    package func rows(of base: FrameRequest) -> [[Variant]] {
        let devices = varied.contains(.device) ? devices : [base.device]
        let contentSizes = varied.contains(.contentSize) ? contentSizes : [base.contentSize]
        var single = base
        single.variants = nil
        let all = devices.flatMap { device in
            contentSizes.flatMap { size in
                appearances.flatMap { appearance in
                    directions.map { rtl in
                        var request = single
                        request.device = device
                        request.contentSize = size
                        request.scheme = appearance
                        request.rightToLeft = rtl
                        return Variant(
                            request: request,
                            label: label(device: device, contentSize: size, appearance: appearance, rightToLeft: rtl))
                    }
                }
            }
        }
        let counts = [devices.count, contentSizes.count, appearances.count, directions.count]
        // Up to four cells read best side by side (phone layouts are tall); more are cut into rows,
        // a row per value of the first axis that varies, the cells after it sharing that value.
        guard all.count > Self.singleRowCells, let first = counts.firstIndex(where: { $0 > 1 }) else { return [all] }
        let perRow = counts[(first + 1)...].reduce(1, *)
        return stride(from: 0, to: all.count, by: perRow).map { Array(all[$0..<($0 + perRow)]) }
    }

    /// The values of the axes with more than one value, in axis order.
    private func label(device: Device?, contentSize: ContentSizeCategory, appearance: ColorScheme, rightToLeft: Bool)
        -> String
    {
        var parts: [String] = []
        let varies = cellCount > 1
        if devices.count > 1 { parts.append(device?.displayName ?? "no device") }
        if contentSizes.count > 1 { parts.append("text \(contentSize.shortName)") }
        if appearances.count > 1 || !varies { parts.append(appearance.rawValue) }
        if directions.count > 1 || !varies { parts.append(rightToLeft ? "RTL" : "LTR") }
        return parts.joined(separator: " · ")
    }

    /// Replaces the devices with `values` (repeats dropped) and notes the axis as varied:
    /// `--vary`'s effect once its values are read.
    package mutating func vary(devices values: [Device?]) {
        devices = Self.unique(values)
        note(.device)
    }
    /// Replaces the content sizes, as `vary(devices:)` the devices.
    package mutating func vary(contentSizes values: [ContentSizeCategory]) {
        contentSizes = Self.unique(values)
        note(.contentSize)
    }
    /// Replaces the appearances, as `vary(devices:)` the devices.
    package mutating func vary(appearances values: [ColorScheme]) {
        appearances = Self.unique(values)
        note(.appearance)
    }
    /// Replaces the directions (true: right-to-left), as `vary(devices:)` the devices.
    package mutating func vary(directions values: [Bool]) {
        directions = Self.unique(values)
        note(.direction)
    }

    /// Records `axis` as varied, once: the set of varied axes, kept in axis order so equal sets are equal.
    private mutating func note(_ axis: VariantAxis) {
        if !varied.contains(axis) { varied = VariantAxis.allCases.filter { varied.contains($0) || $0 == axis } }
    }

    /// Reads one `--vary AXIS=V1,V2` (axis and values case-insensitive), replacing that axis's values.
    package mutating func vary(_ text: String) throws(FrameRequestError.Problem) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw .notAnAxisAssignment(text) }
        guard let axis = VariantAxis(rawValue: parts[0].lowercased()) else { throw .unknownAxis(parts[0]) }
        let values = parts[1].split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        switch axis {
        case .device:
            var devices: [Device?] = []
            for value in values { devices.append(value.lowercased() == "none" ? nil : try FrameRequest.device(value)) }
            vary(devices: devices)
        case .contentSize:
            var sizes: [ContentSizeCategory] = []
            for value in values { sizes.append(try FrameRequest.choice(value, kind: "content size category")) }
            vary(contentSizes: sizes)
        case .appearance:
            var schemes: [ColorScheme] = []
            for value in values { schemes.append(try FrameRequest.choice(value, kind: "appearance")) }
            vary(appearances: schemes)
        case .direction:
            var directions: [Bool] = []
            for value in values {
                let name: LayoutDirectionName = try FrameRequest.choice(value, kind: "direction")
                directions.append(name == .rtl)
            }
            vary(directions: directions)
        }
        guard cellCount <= Self.maximumCells else { throw .tooManyVariants(count: cellCount) }
    }

    /// `values` without repeats, in order.
    private static func unique<Value: Equatable>(_ values: [Value]) -> [Value] {
        values.reduce(into: []) { result, value in if !result.contains(value) { result.append(value) } }
    }
}

/// The `direction=` values of `--vary`.
enum LayoutDirectionName: String, CaseIterable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
}

/// What a variants grid can vary, as `--vary AXIS=VALUES` names it.
package enum VariantAxis: String, CaseIterable, Hashable, Sendable {
    /// `device=iphone-se,iphone-15-landscape`: device presets (`none` for the bare layout).
    case device
    /// `content-size=large,accessibilityLarge`: Dynamic Type sizes.
    case contentSize = "content-size"
    /// `appearance=light,dark`.
    case appearance
    /// `direction=ltr,rtl`: layout direction.
    case direction

    /// A whole `--vary` value for this axis, offered by shell completion.
    package var example: String {
        switch self {
        case .device: "device=iphone-se,iphone-15,ipad-10"
        case .contentSize: "content-size=large,accessibilityExtraExtraExtraLarge"
        case .appearance: "appearance=light,dark"
        case .direction: "direction=ltr,rtl"
        }
    }
}
