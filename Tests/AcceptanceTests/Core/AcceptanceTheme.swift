import Foundation
import SkeletonCore
import SkeletonDocument
import SkeletonTheme
import TestSupport
import Testing

/// A theme written the way a designer writes one (JSON text), loaded through `ThemeLoader`'s
/// in-memory entry point (the bytes a file would hold, no file written) and prepared with
/// `PreparedLayout`: the path every acceptance case goes through.
struct AcceptanceTheme {
    /// The loaded theme.
    let theme: Theme
    /// Metrics the layouts are prepared with (exact fake fonts).
    let metrics: FakeTextMetrics

    /// Loads `json`; an error diagnostic fails the test that asked.
    init(_ json: String, metrics: FakeTextMetrics = FakeTextMetrics()) throws {
        let result = Self.load(json)
        let errors = result.diagnostics.filter { $0.severity == .error }
        try #require(errors.isEmpty, "theme errors: \(errors.map(\.description))")
        theme = try #require(result.theme)
        self.metrics = metrics
    }

    /// A theme with one layout `Case` of `size` whose root is `root`; `top` adds top-level members
    /// (appearance, style, transition, mode…) written as JSON members with a trailing comma.
    init(
        root: String, size: (Double, Double) = (300, 100), top: String = "",
        metrics: FakeTextMetrics = FakeTextMetrics()
    )
        throws
    {
        try self.init(
            """
            {
              "name": "Acceptance",
              \(top)
              "layouts": [{"name": "Case", "size": [\(size.0), \(size.1)], "root": \(root)}],
            }
            """, metrics: metrics)
    }

    /// The loader's full answer for `json` (for the bad-input cases).
    static func load(_ json: String) -> ThemeLoadResult {
        // Cases name the repository's images by absolute path, outside the theme's folder; the
        // folder rule itself is tested in SkeletonThemeTests.
        ThemeLoader.load(
            bytes: Array(json.utf8), path: "/virtual/case.theme.json", fontResolver: nil, allowsOutsideFiles: true)
    }

    /// The first layout (or the named one) prepared with `options`.
    func prepared(_ name: String? = nil, options: LayoutOptions = LayoutOptions()) throws -> PreparedLayout {
        let layout = try #require(theme.layouts.first { name == nil || $0.name == name })
        return PreparedLayout(layout: layout, theme: theme, metrics: metrics, options: options)
    }

    /// The theme's own timeline: the skeleton is requested at 0 with the theme's style and transitions.
    var timeline: SkeletonTimeline {
        SkeletonTimeline(style: theme.style, transitions: theme.timelineTransitions)
    }

    /// The frame at t on the theme's timeline (or a given one).
    func frame(
        at t: Double, options: LayoutOptions = LayoutOptions(), timeline: SkeletonTimeline? = nil
    ) throws -> DisplayList {
        try prepared(options: options).displayList(at: t, timeline: timeline ?? self.timeline)
    }
}
