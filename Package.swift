// swift-tools-version:6.0
import PackageDescription

/// Release builds of the renderer drop overflow and bounds checks: its pixel hot loops (Span, PixelOctet,
/// ShapeCoverage.paint, the sinks) run per pixel and are written so their indices stay in bounds, which
/// debug builds assert (README, "Safety"). SwiftPM applies flags per target, not per file, and the hot
/// loops cannot move to a module of their own: they are inlined into every stage, and code inlined
/// across modules is compiled with the flags of the module it lands in. So the flag covers the
/// SkeletonRaster target (and its AVX2 twin) alone; every other target, SkeletonCore's layout, timeline
/// and JSON code included, keeps Swift's checks in release builds.
let pixelLoops: [SwiftSetting] = [.unsafeFlags(["-Ounchecked", "-wmo"], .when(configuration: .release))]

/// On x86-64 the renderer is also compiled for AVX2 (Haswell and later), from the same sources
/// (Sources/SkeletonRasterAVX2 is a link to Sources/SkeletonRaster); the baseline build hands its
/// frames to that twin when the CPU has AVX2. Other architectures build the baseline alone.
let avx2Twin: [SwiftSetting] = pixelLoops + [.unsafeFlags(["-target-cpu", "haswell"]), .define("RASTER_AVX2_TWIN")]
/// The dissolve's layer composite once more, on 16-pixel vectors for AVX-512 CPUs (Skylake-SP and later):
/// Sources/SkeletonRasterAVX512 links the pixel arithmetic and run loops of Sources/SkeletonRaster
/// (`PixelOctet` is 16 pixels wide there) and exports the two composite loops both builds of the
/// renderer call when /proc/cpuinfo shows AVX-512.
let avx512Composite: [SwiftSetting] =
    pixelLoops + [.unsafeFlags(["-target-cpu", "skylake-avx512"]), .define("RASTER_AVX512_COMPOSITE")]
#if arch(x86_64)
    let rasterTwins: [Target.Dependency] = ["SkeletonRasterAVX2", "SkeletonRasterAVX512"]
    let rasterTwinTargets: [Target] = [
        .target(
            name: "SkeletonRasterAVX2", dependencies: ["SkeletonCore", "SkeletonRasterAVX512"], swiftSettings: avx2Twin),
        .target(name: "SkeletonRasterAVX512", dependencies: ["SkeletonCore"], swiftSettings: avx512Composite),
    ]
#else
    let rasterTwins: [Target.Dependency] = []
    let rasterTwinTargets: [Target] = []
#endif

// Linux only: the code uses Glibc, inotify and /proc, and only Linux is built and tested (README,
// "Supported systems"). SwiftPM has no way to declare Linux as the only platform, so other hosts
// stop here with a clear message instead of failing deep inside the build.
#if !os(Linux)
    #error("skeleton-preview builds on Linux only (Glibc, inotify, /proc); see README.md, \"Supported systems\"")
#endif

let package = Package(
    name: "skeleton-preview",
    products: [
        .executable(name: "skeleton-preview", targets: ["skeleton-preview"])
    ],
    targets: [
        // C libraries from Debian, reached only through SkeletonSDL.
        // SDL's three without pkg-config: its cflags carry -D_REENTRANT, which SwiftPM refuses with a
        // warning on every build (and glibc ignores). The headers need no include path of their
        // own (the shims include <SDL2/…>, SDL's headers include each other by relative name) and
        // each module map names its library.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Lossless animated WebP (libwebpmux brings libwebp); the demuxer only for the tests that decode it.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CWebPDemux", pkgConfig: "libwebpdemux", providers: [.apt(["libwebp-dev"])]),
        // Xlib only for its error handler: SDL's ends the process on any X error (XErrorTolerance).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // FreeType directly for UIFont.lineHeight's unrounded metrics (SDL_ttf rounds them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // PDF image sets of asset catalogs, rendered through poppler's GLib binding onto cairo
        // (README "Your own screens" says why poppler rather than MuPDF).
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),

        // Pure Swift, standard library only: Cassowary's constraint solver (variables, expressions,
        // priorities, incremental add/remove/edit), the engine under Auto Layout; knows nothing of views.
        .target(name: "ConstraintSolver"),
        // Pure Swift, standard library only: the one escaping of invisible characters (controls,
        // bidirectional and other format characters) as `\u{1B}`, so what a terminal or an editor
        // shows is the text. Below both its users: SkeletonCore's DebugJSON and SkeletonSystem's
        // standard streams, so the Glibc layer needs nothing of the core.
        .target(name: "SkeletonVisibleText"),
        // Pure Swift: SkeletonView's behaviour as a function of (theme, state, time).
        // Auto Layout solves each screen's constraints with it.
        .target(
            name: "SkeletonCore", dependencies: ["ConstraintSolver", "SkeletonVisibleText"],
            linkerSettings: [.linkedLibrary("m")]),
        // Pure Swift: display list to pixels.
        .target(name: "SkeletonRaster", dependencies: ["SkeletonCore"] + rasterTwins, swiftSettings: pixelLoops),
        // What every document reader shares and hands on, below them all: located `Diagnostic`s,
        // did-you-mean `Suggestions`, the `ThemeLoadResult`, UTF-8 validation and the `FontResolver`
        // port. Pure values, so the IB reader and the command line need not depend on the JSON reader.
        .target(name: "SkeletonDocument", dependencies: ["SkeletonCore"]),
        // Theme files to `Theme`, with diagnostics.
        .target(name: "SkeletonTheme", dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonSystem"]),
        // The one Glibc layer every target shares: files (the one output writer, non-blocking input
        // reads with budgets, file identity and stamps, image headers), the one clock
        // (`MonotonicClock`) and the one standard-stream writer (`StandardStreams`), which shows
        // control characters as escapes with `VisibleText`. Needs nothing of the core.
        .target(name: "SkeletonSystem", dependencies: ["SkeletonVisibleText"]),
        // The image files the tool reads and writes, usable without SDL: PNG through libpng, PDF
        // pages through poppler, and the animated formats behind one table (`AnimationFormat`):
        // GIF (ours) and lossless WebP through libwebp.
        .target(
            name: "SkeletonCodecs", dependencies: ["SkeletonRaster", "SkeletonSystem", "CPNG", "CWebP", "CPoppler"]),
        // Interface Builder storyboards and xibs → the same layouts theme files give, with located diagnostics.
        .target(name: "SkeletonInterfaceBuilder", dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonSystem"]),
        // Snapshots of a running app's view tree (the JSON `export snapshot-helper`'s code writes) → the
        // same layouts, with located diagnostics.
        .target(
            name: "SkeletonSnapshot", dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonTheme", "SkeletonSystem"]),
        // The three layers above the core and the readers, each a target so the rules below are the
        // compiler's, not a convention: Commands → Gallery → Compose → Core/Raster/readers, and
        // SkeletonSDL → Gallery and Compose, never Commands (README, "Code map"). Declarations one
        // layer uses of another are `package`; everything else stays internal.
        // Compose: pure frame composition, shared by the window and capture: a layout at a moment
        // and its display list, contact sheets, filmstrips, animation loops, variants grids and the
        // platform ports they draw through; animations are encoded by SkeletonCodecs. Plain values
        // in, its own `CaptureError` out; knows no command line and no window.
        .target(
            name: "SkeletonCompose",
            dependencies: ["SkeletonCore", "SkeletonRaster", "SkeletonDocument", "SkeletonCodecs", "SkeletonSystem"]),
        // Gallery: the window's session, state and reducer, hot reload, overlays, documents, the
        // loading simulation's model and the window's clock (Swift 6 mode, like every target: the
        // signal flag and every value shared between threads are checked). Knows no command line.
        .target(
            name: "SkeletonGallery",
            dependencies: [
                "SkeletonCore", "SkeletonRaster", "SkeletonDocument", "SkeletonTheme", "SkeletonInterfaceBuilder",
                "SkeletonSnapshot", "SkeletonSystem", "SkeletonCodecs", "SkeletonCompose",
            ]
        ),
        // Commands: the command line and every command (capture, batch, bench, export, simulate,
        // validate, …), the man page and completions; turns the engine's errors into `CommandError`.
        .target(
            name: "SkeletonCommands",
            dependencies: [
                "SkeletonCore", "SkeletonRaster", "SkeletonDocument", "SkeletonTheme", "SkeletonInterfaceBuilder",
                "SkeletonSystem", "SkeletonCodecs", "SkeletonCompose", "SkeletonGallery", "SkeletonVisibleText",
            ]
        ),
        // Window, fonts and images through the C libraries (PDF images through SkeletonCodecs);
        // implements the ports of Compose and opens the Gallery's session, and never depends on Commands.
        .target(
            name: "SkeletonSDL",
            dependencies: [
                "SkeletonCore", "SkeletonRaster", "SkeletonDocument", "SkeletonCompose", "SkeletonGallery", "SkeletonCodecs",
                "SkeletonSystem", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFontconfig", "CFreeType", "CX11",
            ]
        ),
        // The theme and Interface Builder readers under libFuzzer (`make fuzz` builds it with -DFUZZING);
        // a corpus replayer otherwise.
        .executableTarget(
            name: "skeleton-fuzz",
            dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonTheme", "SkeletonInterfaceBuilder"]),
        // Times the PNG and WebP settings libpng and libwebp offer on the tool's captures
        // (Assets/png-benchmark.sh, Assets/animation-benchmark.sh), to choose the ones it uses.
        .executableTarget(
            name: "skeleton-codec-bench", dependencies: ["SkeletonCodecs", "SkeletonRaster", "SkeletonSystem"]),
        // Times the constraint solver on a storyboard-shaped system (solve, and re-solve for a new
        // width), and the whole layout pass on real storyboards' screens.
        .executableTarget(
            name: "skeleton-solver-bench",
            dependencies: [
                "ConstraintSolver", "SkeletonCore", "SkeletonInterfaceBuilder", "SkeletonSDL", "SkeletonSystem",
            ]),
        .executableTarget(
            name: "skeleton-preview",
            dependencies: ["SkeletonCompose", "SkeletonCommands", "SkeletonSDL"]
        ),

        // Temporary folders, the repository's paths, the built executable, fake text metrics and
        // golden images and texts, for every test target. Every test target lists each module its
        // files import, never relying on one arriving through another.
        .target(
            name: "TestSupport", dependencies: ["SkeletonCore", "SkeletonRaster", "SkeletonCodecs", "CWebPDemux"],
            path: "Tests/TestSupport"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "SkeletonCoreTests", dependencies: ["SkeletonCore", "TestSupport"]),
        .testTarget(
            name: "SkeletonRasterTests",
            dependencies: ["SkeletonCore", "SkeletonRaster", "SkeletonCodecs", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "SkeletonThemeTests", dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonTheme", "TestSupport"],
            exclude: ["Corpus"]),
        .testTarget(
            name: "SkeletonCodecsTests",
            dependencies: ["SkeletonCodecs", "SkeletonRaster", "SkeletonSystem", "CPNG", "TestSupport"]),
        .testTarget(name: "SkeletonSystemTests", dependencies: ["SkeletonSystem", "TestSupport"]),
        .testTarget(name: "SkeletonVisibleTextTests", dependencies: ["SkeletonVisibleText"]),
        .testTarget(
            name: "SkeletonInterfaceBuilderTests",
            dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonTheme", "SkeletonInterfaceBuilder", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SkeletonSnapshotTests",
            dependencies: ["SkeletonCore", "SkeletonDocument", "SkeletonTheme", "SkeletonSnapshot", "TestSupport"]),
        // The three layers above the core in one test target (their tests share the fakes of
        // Support/); each file imports exactly the layers it tests.
        .testTarget(
            name: "ComposeGalleryCommandsTests",
            dependencies: [
                "SkeletonCore", "SkeletonRaster", "SkeletonDocument", "SkeletonTheme", "SkeletonInterfaceBuilder",
                "SkeletonCompose", "SkeletonGallery", "SkeletonCommands", "SkeletonSDL", "SkeletonCodecs", "SkeletonSystem",
                "TestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SkeletonSDLTests",
            dependencies: [
                "SkeletonCore", "SkeletonRaster", "SkeletonGallery", "SkeletonSDL", "SkeletonCodecs", "TestSupport",
                "CSDL2", "CFontconfig",
            ]
        ),
        // Depends on the executables so that every build of the tests (debug, release, any scratch
        // path) builds the binary it runs, beside the test bundle.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["SkeletonRaster", "SkeletonCodecs", "TestSupport", "skeleton-preview", "skeleton-fuzz"],
            exclude: ["__Snapshots__", "SkeletonViewStub", "UIViewShimmerStub", "SnapshotHelperRun"]
        ),
        // The spec's acceptance cases: themes written as a user writes them, through the loader and
        // the layout (Core/) and through the executable, which it depends on for that (EndToEnd/).
        // The manual (README.md, Docs/): its runnable examples run the executable, which it depends
        // on for that; its links and the theme format page's keys are checked against the files.
        .testTarget(name: "DocsTests", dependencies: ["TestSupport", "skeleton-preview"]),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "SkeletonCore", "SkeletonDocument", "SkeletonTheme", "SkeletonRaster", "SkeletonCodecs", "TestSupport",
                "skeleton-preview",
            ]
        ),
    ] + rasterTwinTargets
)
