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
