import SkeletonCompose
import SkeletonCore

/// `--variants`, `--vary AXIS=VALUES` and the frame options a grid varies, as one command line
/// states them; turned into a `VariantSet` once every option is read (the default set follows
/// `--device` and `--content-size` wherever they stand).
struct VariantRequest {
    /// `--variants` was given.
    var requested = false
    /// Each `--vary` value, in order.
    var axes: [String] = []
    /// The frame options a grid varies (`--appearance`, `--rtl`) that were given too.
    var fixed: [String] = []

    /// Reads `--variants` and `--vary`, and notes the options the grid varies; false when `option`
    /// is not one of them or is still for `FrameOptions` to read.
    mutating func consume(_ option: String, from reader: inout ArgumentReader) throws -> Bool {
        switch option {
        case "--variants": requested = true
        case "--vary": axes.append(try reader.value(for: option))
        case "--appearance", "--rtl":
            fixed.append(option)
            return false
        default: return false
        }
        return true
    }

    /// The set asked for (nil when neither option was given), built on `frame`'s device and content size.
    func set(frame: FrameOptions, usage: String) throws -> VariantSet? {
        try set(device: frame.device, contentSize: frame.contentSize, usage: usage)
    }

    /// The set asked for (nil when neither option was given), on `device` and `contentSize` where not varied.
    func set(device: Device?, contentSize: ContentSizeCategory, usage: String) throws -> VariantSet? {
        guard requested || !axes.isEmpty else { return nil }
        if let option = fixed.first {
            throw CommandError.usage(
                message: "\(option) picks one variant, and --variants shows light and dark x LTR and RTL: "
                    + "choose the grid's values with --vary appearance=dark or --vary direction=rtl", usage: usage)
        }
        var set = VariantSet(device: device, contentSize: contentSize)
        for axis in axes { try set.vary(axis, option: "--vary", usage: usage) }
        return set
    }
}
