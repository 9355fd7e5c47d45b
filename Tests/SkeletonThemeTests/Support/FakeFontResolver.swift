import SkeletonCore
import SkeletonTheme

/// A deterministic font resolver: only "DejaVu Sans" is installed.
struct FakeFontResolver: FontResolver {
    func resolve(_ font: FontSpec) -> FontResolution {
        let installed = font.family == "DejaVu Sans"
        return FontResolution(
            matchedFamily: "DejaVu Sans", filePath: "/fonts/DejaVuSans-\(font.weight).ttf", isFallback: !installed)
    }
}
