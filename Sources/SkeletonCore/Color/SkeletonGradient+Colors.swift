extension SkeletonGradient {
    /// The gradient's colours for a scheme. The complement is computed from the base colour resolved
    /// for that scheme (upstream bug #487 resolves it against the current trait instead), so the
    /// default gives [#ECF0F1, #DEE2E3, #ECF0F1] light and [#1C2325, #262F32, #1C2325] dark.
    package func colors(for scheme: ColorScheme) -> [RGBA8] {
        switch self {
        case .base(let base):
            let resolved = base.resolved(scheme)
            return [resolved, resolved.complementary, resolved]
        case .baseAndSecondary(let base, let secondary):
            let resolved = base.resolved(scheme)
            return [resolved, secondary.resolved(scheme), resolved]
        case .colors(let list):
            return list.map { $0.resolved(scheme) }
        }
    }
}
