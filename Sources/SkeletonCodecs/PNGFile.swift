import CPNG
import Glibc
import SkeletonRaster

/// Reads and writes PNG files with libpng's simplified API (no setjmp), as 8-bit RGBA.
package enum PNGFile {
    /// Writes the framebuffer atomically (temporary file in the same folder, then rename), so a
    /// reader never sees a half-written file. The same pixels always give the same bytes.
    package static func write(_ fb: Framebuffer, to path: String) throws {
        let bytes = try encode(fb)
        try AtomicFile.write(bytes, to: path)
    }

    /// Encodes the framebuffer as PNG bytes (straight alpha, as PNG requires).
    package static func encode(_ fb: Framebuffer) throws -> [UInt8] {
        var image = makeImage(width: fb.width, height: fb.height)
        let opaque = fb.pixels.allSatisfy { $0 >> 24 == 0xFF }
        // Opaque frames (every capture and window screenshot) need no conversion: premultiplied
        // and straight alpha agree, so libpng reads the framebuffer itself.
        let straight = opaque ? fb.pixels : fb.pixels.map(PremultipliedAlpha.unpremultiplied)
        var written = Int(cpng_png_size_max(&image))
        var out = [UInt8](repeating: 0, count: written)
        let ok = out.withUnsafeMutableBytes { dst in
            straight.withUnsafeBytes { src in
                png_image_write_to_memory(&image, dst.baseAddress, &written, 0, src.baseAddress, 0, nil)
            }
        }
        png_image_free(&image)
        guard ok != 0 else { throw PNGError.encodeFailed(message(of: image)) }
        return Array(out.prefix(written))
    }

    /// Reads a PNG file into a premultiplied framebuffer.
    package static func read(path: String) throws -> Framebuffer {
        var image = png_image()
        image.version = png_uint_32(cpng_image_version)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGError.readFailed(path: path, reason: message(of: image))
        }
        image.format = png_uint_32(cpng_format_bgra)
        let width = Int(image.width)
        let height = Int(image.height)
        guard var fb = Framebuffer(width: width, height: height) else {
            png_image_free(&image)
            throw PNGError.readFailed(
                path: path, reason: "size \(width)×\(height) is outside 1…\(Framebuffer.maxDimension)")
        }
        let ok = fb.pixels.withUnsafeMutableBytes { dst in
            png_image_finish_read(&image, nil, dst.baseAddress, 0, nil)
        }
        guard ok != 0 else { throw PNGError.readFailed(path: path, reason: message(of: image)) }
        for index in fb.pixels.indices {
            fb.pixels[index] = PremultipliedAlpha.premultiplied(fb.pixels[index])
        }
        return fb
    }

    private static func makeImage(width: Int, height: Int) -> png_image {
        var image = png_image()
        image.version = png_uint_32(cpng_image_version)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(cpng_format_bgra)
        // Speed over size: captures must be written within milliseconds; output stays deterministic.
        image.flags = png_uint_32(cpng_flag_fast)
        return image
    }

    private static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// Why a PNG could not be read or written.
package enum PNGError: Error, CustomStringConvertible {
    /// libpng refused to encode.
    case encodeFailed(String)
    /// The file is missing or not a PNG libpng can read.
    case readFailed(path: String, reason: String)

    /// A message for the user.
    package var description: String {
        switch self {
        case .encodeFailed(let reason): return "cannot encode PNG: \(reason)"
        case .readFailed(let path, let reason): return "cannot read PNG \(path): \(reason)"
        }
    }
}
