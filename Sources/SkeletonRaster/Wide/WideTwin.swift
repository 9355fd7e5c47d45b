// The renderer is compiled twice: this module for baseline x86-64, and the same sources as
// `SkeletonRasterAVX2` with AVX2 instructions (Package.swift; RASTER_AVX2_TWIN is set there). A
// `Rasterizer` hands its frames to a twin rasterizer when the CPU has AVX2. What follows exists
// only in the baseline module: the CPU test and the conversions at the seam between the two.
#if canImport(SkeletonRasterAVX2) && !RASTER_AVX2_TWIN
    import Glibc
    import SkeletonCore
    import SkeletonRasterAVX2

    /// Whether this CPU runs the AVX2 twin and the AVX-512 composite: /proc/cpuinfo lists every
    /// feature their code may use.
    enum WideKernel {
        /// The features of `-target-cpu haswell` that generated code can contain, as /proc/cpuinfo
        /// names them (lzcnt is "abm").
        static let requiredFlags = ["avx", "avx2", "bmi1", "bmi2", "fma", "f16c", "movbe", "abm", "popcnt", "sse4_2"]

        /// The AVX-512 features of `-target-cpu skylake-avx512`, which `SkeletonRasterAVX512` is built for.
        static let avx512Flags = ["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"]

        /// True when the twin may run here (read once).
        static let isAvailable: Bool = cpuHas(requiredFlags)

        /// True when the AVX-512 layer composite may run here (read once): the CPU has it and
        /// SKELETON_NO_AVX512 is unset (valgrind, under which Assets/callgrind-frames.sh counts
        /// instructions, does not execute AVX-512; /proc/cpuinfo still lists it there).
        static let hasAVX512: Bool = getenv("SKELETON_NO_AVX512") == nil && cpuHas(requiredFlags + avx512Flags)

        /// True when /proc/cpuinfo lists every one of `features`.
        static func cpuHas(_ features: [String]) -> Bool {
            cpuFlags().map { flags in features.allSatisfy { flags.contains(Substring($0)) } } ?? false
        }

        /// The first "flags" line of /proc/cpuinfo as a set, nil when it cannot be read.
        static func cpuFlags() -> Set<Substring>? {
            guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
            defer { fclose(file) }
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            defer { free(line) }
            while getline(&line, &capacity, file) > 0 {
                guard let line else { break }
                let text = String(cString: line)
                guard text.hasPrefix("flags"), let colon = text.firstIndex(of: ":") else { continue }
                return Set(text[text.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\n" }))
            }
            return nil
        }
    }

    /// A glyph source of this module seen by the twin.
    struct TwinGlyphs: SkeletonRasterAVX2.GlyphSource {
        /// The source being adapted.
        let base: any GlyphSource

        /// The base source's mask, as the twin's type (the coverage array is shared, not copied).
        func mask(for run: TextRun, scale: Double) -> SkeletonRasterAVX2.CoverageMask? {
            base.mask(for: run, scale: scale).map {
                .init(
                    width: $0.width, height: $0.height, offsetX: $0.offsetX, offsetY: $0.offsetY, coverage: $0.coverage)
            }
        }
    }

    /// An image source of this module seen by the twin.
    struct TwinImages: SkeletonRasterAVX2.ImageSource {
        /// The source being adapted.
        let base: any ImageSource

        /// The base source's bitmap, as the twin's type (the pixel array is shared, not copied).
        func bitmap(named name: String) -> SkeletonRasterAVX2.Bitmap? {
            base.bitmap(named: name).map { .init(width: $0.width, height: $0.height, pixels: $0.pixels) }
        }
    }

    extension PixelRect {
        /// The same rectangle as the twin's type.
        var twin: SkeletonRasterAVX2.PixelRect { .init(x: x, y: y, width: width, height: height) }
    }
#endif
