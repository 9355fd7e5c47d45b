// swift-tools-version:6.0
import PackageDescription

/// Release builds of the pixel pipeline drop overflow checks in the hot loops; debug builds keep them.
let fastRelease: [SwiftSetting] = [.unsafeFlags(["-Ounchecked", "-wmo"], .when(configuration: .release))]

/// On x86-64 the renderer is also compiled for AVX2 (Haswell and later), from the same sources
/// (Sources/SkeletonRasterAVX2 is a link to Sources/SkeletonRaster); the baseline build hands its
/// frames to that twin when the CPU has AVX2. Other architectures build the baseline alone.
let avx2Twin: [SwiftSetting] = fastRelease + [.unsafeFlags(["-target-cpu", "haswell"]), .define("RASTER_AVX2_TWIN")]
#if arch(x86_64)
    let rasterTwins: [Target.Dependency] = ["SkeletonRasterAVX2"]
    let rasterTwinTargets: [Target] = [
        .target(name: "SkeletonRasterAVX2", dependencies: ["SkeletonCore"], swiftSettings: avx2Twin)
    ]
#else
    let rasterTwins: [Target.Dependency] = []
    let rasterTwinTargets: [Target] = []
#endif

let package = Package(
    name: "skeleton-preview",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "skeleton-preview", targets: ["skeleton-preview"])
    ],
    targets: [
        // C libraries from Debian, reached only through SkeletonSDL.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // FreeType directly for UIFont.lineHeight's unrounded metrics (SDL_ttf rounds them).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),

        // Pure Swift: SkeletonView's behaviour as a function of (theme, state, time).
        .target(name: "SkeletonCore", swiftSettings: fastRelease, linkerSettings: [.linkedLibrary("m")]),
        // Pure Swift: display list to pixels.
        .target(name: "SkeletonRaster", dependencies: ["SkeletonCore"] + rasterTwins, swiftSettings: fastRelease),
        // Theme files to `Theme`, with diagnostics.
        .target(name: "SkeletonTheme", dependencies: ["SkeletonCore"]),
        // Gallery state, reducer, hot reload policy, HUD, capture.
        .target(
            name: "SkeletonApp",
            dependencies: ["SkeletonCore", "SkeletonRaster", "SkeletonTheme"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Window, fonts, images and PNG through the C libraries.
        .target(
            name: "SkeletonSDL",
            dependencies: [
                "SkeletonCore", "SkeletonRaster", "SkeletonTheme", "SkeletonApp", "CSDL2", "CSDL2TTF", "CSDL2Image",
                "CFontconfig", "CPNG", "CFreeType",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "skeleton-preview",
            dependencies: ["SkeletonCore", "SkeletonRaster", "SkeletonTheme", "SkeletonApp", "SkeletonSDL"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        .target(name: "TestSupport", dependencies: ["SkeletonRaster", "SkeletonSDL"], path: "Tests/TestSupport"),
        .testTarget(name: "SkeletonCoreTests", dependencies: ["SkeletonCore", "SkeletonTheme"]),
        .testTarget(name: "SkeletonRasterTests", dependencies: ["SkeletonRaster", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SkeletonThemeTests", dependencies: ["SkeletonTheme"], exclude: ["Corpus"]),
        .testTarget(
            name: "SkeletonAppTests",
            dependencies: ["SkeletonApp", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "SkeletonSDLTests",
            dependencies: ["SkeletonSDL", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TestSupport"],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ] + rasterTwinTargets
)
