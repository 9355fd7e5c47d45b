import CPoppler
import Glibc
import SkeletonRaster
import SkeletonSystem

/// The first page of a PDF (an asset catalog's vector image set) as a bitmap, through poppler's
/// GLib binding onto a cairo image surface, whose premultiplied ARGB32 is the framebuffer's format.
package enum PDFFile {
    /// The largest PDF read: icon PDFs are a few kilobytes, a big illustration a few megabytes.
    package static let maxFileBytes = 16 * 1024 * 1024
    /// Pixels per point a page is rendered at: UIKit's largest screen scale, so a capture at
    /// `--scale 3` or below samples it down, never up.
    package static let renderScale = 3.0

    /// Whether `bytes` (a file's first bytes) start like a PDF (`%PDF-`).
    package static func isPDF(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("%PDF-".utf8))
    }

    /// Renders the first page of the PDF at `path` at `renderScale` (lower when the page would
    /// have more than `maxPixels` pixels; its size is known before anything is drawn).
    package static func render(path: String, maxPixels: Int = ImageLimits.maxPixels) throws -> Bitmap {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, what: "the PDF", limit: maxFileBytes)
        } catch {
            throw PDFError.unreadable(path: path, reason: error.description)
        }
        var page = cpoppler_page()
        defer { free(page.pixels) }
        let ok = bytes.withUnsafeBytes { raw in
            cpoppler_render(raw.baseAddress, raw.count, renderScale, Double(maxPixels), &page)
        }
        guard ok != 0, let pixels = page.pixels else {
            let reason = withUnsafeBytes(of: &page.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw PDFError.unreadable(path: path, reason: reason)
        }
        let count = Int(page.width) * Int(page.height)
        return Bitmap(
            width: Int(page.width), height: Int(page.height),
            pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}

/// Why a PDF could not be drawn.
package enum PDFError: Error, CustomStringConvertible {
    /// The file could not be read or poppler could not render it.
    case unreadable(path: String, reason: String)

    /// The message shown to the user.
    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot draw the PDF \(path): \(reason)"
        }
    }
}
