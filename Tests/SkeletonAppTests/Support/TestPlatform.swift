import Foundation
import SkeletonCodecs
import SkeletonCompose
import SkeletonCore
import SkeletonRaster
import SkeletonSDL
import SkeletonTheme

/// The real fonts, images, PNG and WebP files for tests that render (fontconfig, SDL_ttf, libpng, libwebp); the
/// font resolver reports every family as found, as validation is not what these tests check.
enum TestPlatform {
    /// Shared services (fonts are opened once).
    static let services: PlatformServices = {
        let fonts = FontLibrary()
        return PlatformServices(
            metrics: fonts, glyphs: fonts, fonts: AcceptingResolver(), images: ImageLibrary(baseFolder: ""),
            png: LibPNGCodec(), webp: WebPFileCodec())
    }()
}

/// Resolves every font to itself.
private struct AcceptingResolver: FontResolver {
    func resolve(_ font: FontSpec) -> FontResolution {
        FontResolution(matchedFamily: font.family, filePath: nil, isFallback: false)
    }

    func missingGlyphs(in text: String, font: FontSpec) -> [Unicode.Scalar] { [] }
}

/// libpng through SkeletonCodecs' PNGFile.
private struct LibPNGCodec: PNGCodec {
    func write(_ fb: Framebuffer, to path: String) throws { try PNGFile.write(fb, to: path) }
    func read(path: String) throws -> Framebuffer { try PNGFile.read(path: path) }
}
