import SkeletonCodecs
import SkeletonRaster
import TestSupport
import Testing

/// PDF image sets drawn through poppler: at 3 pixels per point, premultiplied like the framebuffer.
@Suite struct PDFFileTests {
    @Test func aPageIsRenderedAtThreePixelsPerPointInItsColour() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("icon.pdf", TinyPDF.filledPage(width: 24, height: 16, red: 1, green: 0, blue: 0))
        let bitmap = try PDFFile.render(path: path)
        #expect(bitmap.width == 72)
        #expect(bitmap.height == 48)
        #expect(bitmap.pixels[36 * 72 + 36] == 0xFFFF_0000)
    }

    @Test func aLargePageIsRenderedAtALowerScaleWithinThePixelLimit() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write(
            "poster.pdf", TinyPDF.filledPage(width: 100, height: 100, red: 0, green: 0, blue: 1))
        let bitmap = try PDFFile.render(path: path, maxPixels: 200 * 200)
        #expect(bitmap.width == 200)
        #expect(bitmap.height == 200)
    }

    @Test func aCorruptPDFIsAnErrorNamingTheFile() throws {
        let scratch = try TemporaryDirectory()
        let path = try scratch.write("broken.pdf", "%PDF-1.4\nthis is no PDF at all\n")
        #expect {
            try PDFFile.render(path: path)
        } throws: { error in
            "\(error)".hasPrefix("cannot draw the PDF \(path): ")
        }
    }

    @Test func aMissingPDFIsAnErrorNamingTheFile() throws {
        let scratch = try TemporaryDirectory()
        #expect {
            try PDFFile.render(path: scratch.file("gone.pdf"))
        } throws: { error in
            "\(error)".contains("gone.pdf")
        }
    }
}
