import Foundation

/// Durations as the simulator's options take them (`400ms`, `0.4s`) and as its report writes them.
package enum Milliseconds {
    /// `seconds` in whole milliseconds, tenths below 10 ms, seconds from 10 s (`400 ms`,
    /// `1523 ms`, `2.5 ms`, `12.3 s`).
    package static func text(_ seconds: Double) -> String {
        if seconds >= 10 { return HUDOverlay.format((seconds * 10).rounded() / 10) + " s" }
        let ms = seconds * 1000
        if ms.rounded() == ms || ms >= 10 { return "\(Int(ms.rounded())) ms" }
        return String(format: "%.1f ms", ms)
    }

    /// Seconds from `400ms`, `400 ms`, `0.4s` or `1.5 s`, within `range` seconds; nil with the
    /// reason when the text is not such a duration.
    package static func parse(_ text: String, in range: ClosedRange<Double>) -> Result<Double, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let unit: (suffix: String, scale: Double)? =
            trimmed.hasSuffix("ms") ? ("ms", 0.001) : trimmed.hasSuffix("s") ? ("s", 1) : nil
        guard let unit else { return .failure(.noUnit) }
        let number = trimmed.dropLast(unit.suffix.count).trimmingCharacters(in: .whitespaces)
        guard let value = Double(number), value.isFinite else { return .failure(.notANumber) }
        let seconds = value * unit.scale
        guard range.contains(seconds) else { return .failure(.outOfRange) }
        return .success(seconds)
    }

    /// Why a duration was refused.
    package enum Problem: Error {
        /// A number without `ms` or `s`.
        case noUnit
        /// Not a finite number before the unit.
        case notANumber
        /// Outside the range asked for.
        case outOfRange
    }
}
