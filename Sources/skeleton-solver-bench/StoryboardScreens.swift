import SkeletonCore
import SkeletonInterfaceBuilder
import SkeletonSDL

/// Times the whole layout pass, Auto Layout included, on the screens of real Interface Builder
/// files, as the tool lays them out: every screen of the files solved at its design size (what
/// `--solve` and the oracle do), and each screen re-flowed on every device and at the largest text
/// size (what `--device`, `--content-size` and the window's I/O/T keys do). Fonts are the tool's own
/// (fontconfig and SDL_ttf), so labels are measured as in a capture.
struct StoryboardScreens {
    /// Every screen of the files, in file order.
    let layouts: [LayoutSpec]
    /// How many views the screens hold (cell templates included, each once).
    let viewCount: Int
    /// The real fonts, loaded once (their caches warm, as in the window).
    private let fonts = FontLibrary()

    /// Loads `paths`; nil (after printing the errors) when one of them does not load.
    init?(paths: [String]) {
        var layouts: [LayoutSpec] = []
        for path in paths {
            let result = InterfaceBuilderLoader.load(
                path: path, look: Theme(name: "SkeletonView defaults"), options: InterfaceBuilderOptions())
            guard let theme = result.theme else {
                for diagnostic in result.diagnostics where diagnostic.severity == .error { print(diagnostic) }
                return nil
            }
            layouts += theme.layouts
        }
        self.layouts = layouts
        viewCount = layouts.reduce(0) { $0 + $1.root.subtreeCount }
    }

    /// A new engine, as each prepared layout makes one: it keeps no solution from an earlier pass.
    private var engine: LayoutEngine {
        var engine = LayoutEngine(metrics: fonts, appearance: .default)
        engine.solvesAtDesignSize = true
        return engine
    }

    /// Lays out every screen at its design size once.
    func layOutAll() {
        let engine = engine
        for layout in layouts { _ = engine.place(layout) }
    }

    /// Every screen on every device (both orientations) and at the largest accessibility text
    /// size: the switches the window makes, one screen each.
    var variations: [LayoutSpec] {
        layouts.flatMap { layout in
            Device.all.map { layout.laidOut(on: $0) } + [layout.scaled(to: .accessibilityExtraExtraExtraLarge)]
        }
    }

    /// Lays out one screen.
    func layOut(_ layout: LayoutSpec) {
        _ = engine.place(layout)
    }
}

extension ViewNode {
    /// This view and all its descendants, the templates of its list and its hidden subviews included.
    fileprivate var subtreeCount: Int {
        (children + (list?.templates ?? []) + (autoLayout?.hiddenSubviews ?? [])).reduce(1) { $0 + $1.subtreeCount }
    }
}
