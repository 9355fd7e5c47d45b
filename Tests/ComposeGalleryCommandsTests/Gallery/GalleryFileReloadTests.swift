import Foundation
import SkeletonCodecs
import SkeletonCore
import SkeletonRaster
import TestSupport
import Testing

@testable import SkeletonGallery

/// A 16×16 PNG of one colour written to `path` through a temporary file renamed over it (how
/// editors save), so the new file has a new inode.
private func writeSquare(_ rgb: UInt32, to path: String) throws {
    var fb = try #require(Framebuffer(width: 16, height: 16))
    fb.pixels = [UInt32](repeating: 0xFF00_0000 | rgb, count: 256)
    try PNGFile.write(fb, to: path + ".new.png")
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.moveItem(atPath: path + ".new.png", toPath: path)
}

/// The window's pixel in the middle of the theme's one image, with the skeleton hidden.
private func imageCentre(_ gallery: GallerySession, at t: Double) throws -> UInt32 {
    var fb = try #require(Framebuffer(width: 400, height: 300))
    gallery.drawn.isStale = true
    _ = gallery.render(into: &fb, at: t)
    let card = try #require(gallery.makeFrame(at: t).cards.first)
    let x = card.pixels.x + card.pixels.width / 2
    let y = card.pixels.y + card.pixels.height / 2
    return fb.pixels[y * fb.width + x] & 0x00FF_FFFF
}

@Test func anImageReplacedOnDiskShowsAfterTheReload() throws {
    let scratch = try TemporaryDirectory()
    let image = scratch.file("avatar.png")
    try "".write(toFile: image, atomically: true, encoding: .utf8)
    try writeSquare(0xFF0000, to: image)
    let theme = scratch.file("photo.theme.json")
    try """
    {"name": "Photo", "layouts": [{"name": "Avatar", "size": [100, 100],
      "root": {"type": "imageView", "image": "avatar.png", "isSkeletonable": true}}]}
    """.write(toFile: theme, atomically: true, encoding: .utf8)
    var options = GalleryOptions()
    options.windowWidth = 400
    options.windowHeight = 300
    let gallery = GallerySession(themePaths: [theme], services: TestPlatform.services, options: options)
    _ = gallery.handle(.resize(width: 400, height: 300, pixelScale: 1), at: 0)
    _ = gallery.handle(.key(.character(" ")), at: 0)
    #expect(try imageCentre(gallery, at: 5) == 0xFF0000)

    try writeSquare(0x0000FF, to: image)
    gallery.reload(changedPaths: [image], at: 6)
    #expect(try imageCentre(gallery, at: 7) == 0x0000FF)
}
