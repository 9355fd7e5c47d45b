import SkeletonCore

/// Prepared layouts of the gallery, rebuilt only when the theme version, layout, appearance,
/// direction or RTL change; entries not used by the latest frame are dropped.
final class PreparedLayoutCache {
    /// What a prepared layout depends on.
    struct Key: Hashable {
        /// Theme slot index.
        var slot: Int
        /// The slot's load generation.
        var generation: Int
        /// Layout index within the theme.
        var layout: Int
        /// Appearance, RTL, direction.
        var options: LayoutOptions
        /// The device whose safe area the layout fills; nil = its own size.
        var device: Device?
    }

    private var entries: [Key: PreparedLayout] = [:]
    private var used: Set<Key> = []
    private let metrics: any TextMetrics

    /// A cache measuring text with `metrics`.
    init(metrics: any TextMetrics) {
        self.metrics = metrics
    }

    /// The prepared layout for `key`, built on first use.
    func prepared(_ key: Key, theme: Theme) -> PreparedLayout {
        used.insert(key)
        if let cached = entries[key] { return cached }
        let layout = theme.layouts[key.layout]
        let prepared = PreparedLayout(
            layout: key.device.map { layout.laidOut(on: $0) } ?? layout, theme: theme, metrics: metrics,
            options: key.options)
        entries[key] = prepared
        return prepared
    }

    /// Forgets entries not used since the previous call (after a full frame).
    func dropUnused() {
        entries = entries.filter { used.contains($0.key) }
        used.removeAll(keepingCapacity: true)
    }

    /// Forgets everything (fonts or images changed on disk).
    func removeAll() {
        entries.removeAll()
        used.removeAll()
    }
}
