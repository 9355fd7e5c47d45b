/// A colour as 8-bit sRGB components with straight (unpremultiplied) alpha.
package struct RGBA8: Hashable, Sendable {
    /// Red, 0…255.
    package var r: UInt8
    /// Green, 0…255.
    package var g: UInt8
    /// Blue, 0…255.
    package var b: UInt8
    /// Alpha, 0…255 (255 = opaque).
    package var a: UInt8

    /// Creates a colour from its components.
    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates an opaque colour from 0xRRGGBB.
    package init(rgb: UInt32) {
        self.init(r: UInt8((rgb >> 16) & 0xFF), g: UInt8((rgb >> 8) & 0xFF), b: UInt8(rgb & 0xFF))
    }
}
