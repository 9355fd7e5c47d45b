import Foundation
import SkeletonDocument
import SkeletonGallery

/// Typed option values, each failing with a usage error that names the option and what it accepts.
extension ArgumentReader {
    /// A finite number within `range`.
    package mutating func number(for option: String, in range: ClosedRange<Double>) throws -> Double {
        let text = try value(for: option)
        guard let number = Double(text), number.isFinite else {
            throw usageError("option \(option) needs a number, got '\(text)'")
        }
        guard range.contains(number) else {
            throw usageError(
                "option \(option) must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), got \(text)"
            )
        }
        return number
    }

    /// A whole number within `range`.
    package mutating func integer(for option: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try value(for: option)
        guard let number = Int(text) else {
            throw usageError("option \(option) needs a whole number, got '\(text)'")
        }
        guard range.contains(number) else {
            throw usageError(
                "option \(option) must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return number
    }

    /// `WIDTHxHEIGHT` in whole units, each side within `range`.
    package mutating func dimensions(for option: String, in range: ClosedRange<Int>) throws -> (width: Int, height: Int)
    {
        let text = try value(for: option)
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw usageError("option \(option) needs WIDTHxHEIGHT such as 390x844, got '\(text)'")
        }
        guard range.contains(width), range.contains(height) else {
            throw usageError(
                "option \(option): each side must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return (width, height)
    }

    /// One of an enumeration's raw values (case-insensitive), with a suggestion when mistyped.
    package mutating func choice<Value: CaseIterable & RawRepresentable>(
        for option: String, of type: Value.Type, kind: String
    ) throws -> Value where Value.RawValue == String {
        try Self.choice(try value(for: option), of: type, kind: kind, option: option, usage: usage)
    }

    /// Parses `text` as one of an enumeration's raw values, or throws the usage error for `option`.
    package static func choice<Value: CaseIterable & RawRepresentable>(
        _ text: String, of type: Value.Type, kind: String, option: String, usage: String
    ) throws -> Value where Value.RawValue == String {
        if let match = Value.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            return match
        }
        let names = Value.allCases.map(\.rawValue)
        throw CommandError.usage(
            message: "unknown \(kind) '\(text)' for \(option)\(Suggestions.hint(for: text, in: names)); "
                + "choose one of \(names.joined(separator: ", "))",
            usage: usage
        )
    }

    /// A comma-separated list of an enumeration's raw values, without repeats.
    package mutating func choices<Value: CaseIterable & RawRepresentable & Equatable>(
        for option: String, of type: Value.Type, kind: String
    ) throws -> [Value] where Value.RawValue == String {
        let text = try value(for: option)
        var values: [Value] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = item.trimmingCharacters(in: .whitespaces)
            let value = try Self.choice(name, of: type, kind: kind, option: option, usage: usage)
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    /// Numbers without a useless ".0".
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension ArgumentReader {
    /// A duration written with its unit (`400ms`, `1.5s`) within `range` seconds.
    mutating func duration(for option: String, in range: ClosedRange<Double>) throws -> Double {
        let text = try value(for: option)
        switch Milliseconds.parse(text, in: range) {
        case .success(let seconds):
            return seconds
        case .failure(.noUnit):
            throw usageError("option \(option) needs a unit: write \(text)ms or \(text)s")
        case .failure(.notANumber):
            throw usageError("option \(option) needs a duration such as 400ms or 1.5s, got '\(text)'")
        case .failure(.outOfRange):
            throw usageError(
                "option \(option) must be between \(Milliseconds.text(range.lowerBound)) and "
                    + "\(Milliseconds.text(range.upperBound)), got \(text)")
        }
    }
}
