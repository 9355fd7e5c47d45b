import SkeletonCore

/// The variants a grid shows: every combination of devices × content sizes × appearances ×
/// directions. The default is light and dark × left-to-right and right-to-left, on the frame
/// options' device and content size. Up to four cells make one row; larger grids have a row per
/// value of the first axis with more than one value (in `VariantAxis` order), holding the
/// combinations of the axes after it.
package struct VariantSet: Equatable, Sendable {
    /// Most cells one grid may hold (README "Limits and safety").
    package static let maximumCells = 64
    /// Grids of at most this many cells are one row.
    static let singleRowCells = 4

    /// Devices, nil for the bare layout.
    package var devices: [Device?]
    /// Dynamic Type sizes.
    var contentSizes: [ContentSizeCategory]
    /// Appearances.
    var appearances: [ColorScheme]
    /// Right-to-left or not.
    var directions: [Bool]
    /// The axes `--vary` set, in the order given (the others keep their defaults).
    private(set) var varied: [VariantAxis] = []

    /// One cell of the grid: the values it stands for and its label.
    package struct Variant: Equatable, Sendable {
        /// The device, or nil.
        package var device: Device?
        /// The Dynamic Type size.
        package var contentSize: ContentSizeCategory
        /// Light or dark.
        package var appearance: ColorScheme
        /// Right-to-left.
        package var rightToLeft: Bool
        /// The values of the axes that vary, e.g. "iPhone SE · dark · RTL".
        var label: String
    }

    /// The default set on `device` and `contentSize` (the `--device` and `--content-size` in force).
    package init(device: Device? = nil, contentSize: ContentSizeCategory = .large) {
        devices = [device]
        contentSizes = [contentSize]
        appearances = ColorScheme.allCases
        directions = [false, true]
    }

    /// The set with the axes `--vary` did not set on `device` and `contentSize` (the window's I, O and T).
    package func following(device: Device?, contentSize: ContentSizeCategory) -> VariantSet {
        var set = self
        if !varied.contains(.device) { set.devices = [device] }
        if !varied.contains(.contentSize) { set.contentSizes = [contentSize] }
        return set
    }

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

    /// The cells row by row.
    var rows: [[Variant]] {
        let all = devices.flatMap { device in
            contentSizes.flatMap { size in
                appearances.flatMap { appearance in
                    directions.map { rtl in
                        Variant(
                            device: device, contentSize: size, appearance: appearance, rightToLeft: rtl,
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

    /// Records `axis` as varied, once, in the order the axes were given.
    private mutating func note(_ axis: VariantAxis) {
        if !varied.contains(axis) { varied.append(axis) }
    }

    /// `values` without repeats, in order.
    private static func unique<Value: Equatable>(_ values: [Value]) -> [Value] {
        values.reduce(into: []) { result, value in if !result.contains(value) { result.append(value) } }
    }
}
