/// What a variants grid can vary, as `--vary AXIS=VALUES` names it.
enum VariantAxis: String, CaseIterable, Hashable, Sendable {
    /// `device=iphone-se,iphone-15-landscape`: device presets (`none` for the bare layout).
    case device
    /// `content-size=large,accessibilityLarge`: Dynamic Type sizes.
    case contentSize = "content-size"
    /// `appearance=light,dark`.
    case appearance
    /// `direction=ltr,rtl`: layout direction.
    case direction
}
