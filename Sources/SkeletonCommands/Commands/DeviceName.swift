import SkeletonCore
import SkeletonDocument

/// `--device NAME` and `--vary device=…` values: a preset's name, case-insensitive, or a usage
/// error with the closest name and the whole list.
enum DeviceName {
    /// The preset `text` names, or the usage error for `option`.
    static func parse(_ text: String, option: String, usage: String) throws -> Device {
        if let device = Device(name: text) { return device }
        let names = Device.all.map(\.name)
        throw CommandError.usage(
            message: "unknown device '\(text)' for \(option)\(Suggestions.hint(for: text, in: names)); "
                + "choose one of \(names.joined(separator: ", "))",
            usage: usage)
    }
}
