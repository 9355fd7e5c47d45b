import SkeletonCompose
import SkeletonCore
import SkeletonDocument
import SkeletonSDL

/// The real fonts and images for tests that render (fontconfig, SDL_ttf, SDL_image); the
/// font resolver reports every family as found, as validation is not what these tests check.
enum TestPlatform {
    /// Shared services (fonts are opened once).
    static let services: PlatformServices = {
        let fonts = FontLibrary()
        return PlatformServices(
            metrics: fonts, glyphs: fonts, fonts: AcceptingResolver(), images: ImageLibrary(baseFolder: ""))
    }()
}

/// Resolves every font to itself.
private struct AcceptingResolver: FontResolver {
    func resolve(_ font: FontSpec) -> FontResolution {
        FontResolution(matchedFamily: font.family, filePath: nil, isFallback: false)
    }

    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] { [] }
}
