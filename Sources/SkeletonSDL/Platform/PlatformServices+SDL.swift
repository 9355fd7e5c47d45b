import SkeletonCompose

extension PlatformServices {
    /// The real platform: fontconfig + SDL_ttf fonts, SDL_image images (relative names resolved
    /// against `imageFolder`, "" = the current directory). Problems met later
    /// (a font or image that disappears) are reported once on stderr.
    package static func sdl(imageFolder: String = "") -> PlatformServices {
        let log = MessageLog()
        let fonts = FontLibrary(log: log)
        return PlatformServices(
            metrics: fonts, glyphs: fonts, fonts: fonts, images: ImageLibrary(baseFolder: imageFolder, log: log),
            forgetFiles: { fonts.forgetFiles() })
    }
}
