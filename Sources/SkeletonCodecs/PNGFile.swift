import CPNG
import Glibc
import SkeletonRaster
import SkeletonSystem

/// Reads PNG files with libpng's simplified API and writes them with its full API (for the
/// compression settings; `cpng_encode` keeps libpng's longjmp inside C): 8-bit RGB for opaque
/// frames, 8-bit RGBA otherwise.
package enum PNGFile {
    /// Writes the framebuffer through the one output writer (`OutputFile`: temporary file beside
    /// it, fsync, rename), so a reader never sees a half-written file. Same pixels, same bytes.
    package static func write(_ fb: Framebuffer, to path: String) throws {
        let bytes = try encode(fb)
        try OutputFile.write(bytes, to: path)
    }

    /// Encodes the framebuffer as PNG bytes (straight alpha, as PNG requires) with `compression`.
    /// An opaque frame (every capture and window screenshot) is written as 8-bit RGB: its alpha
    /// channel would only repeat 255, and dropping it makes the file smaller and faster to write.
    package static func encode(_ fb: Framebuffer, compression: PNGCompression = .chosen) throws -> [UInt8] {
        let opaque = fb.pixels.allSatisfy { $0 >> 24 == 0xFF }
        // In memory a 0xAARRGGBB pixel is the bytes B, G, R, A: BGRA as it is, BGR without every
        // fourth byte. Premultiplied and straight alpha agree on opaque pixels.
        let samples: [UInt8] =
            opaque
            ? packedBGR(fb.pixels) : fb.pixels.map(PremultipliedAlpha.unpremultiplied).withUnsafeBytes { Array($0) }
        var output = cpng_output()
        defer { free(output.bytes) }
        let settings = cpng_compression(
            level: Int32(compression.level), filters: compression.filterFlags, strategy: compression.strategy.zlibValue)
        let ok = samples.withUnsafeBufferPointer { src in
            cpng_encode(src.baseAddress, UInt32(fb.width), UInt32(fb.height), opaque ? 3 : 4, settings, &output)
        }
        guard ok != 0, let bytes = output.bytes else {
            let reason = withUnsafeBytes(of: &output.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw PNGError.encodeFailed(reason)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }

    /// Reads a PNG file into a premultiplied framebuffer. Only a regular file is opened (a FIFO
    /// would block), the size in its header is checked against `maxPixels` before any pixel
    /// memory is allocated, and its compressed data against what that size needs (`PNGImageData`)
    /// before any of it is inflated.
    package static func read(path: String, maxPixels: Int = ImageLimits.maxBaselinePixels) throws -> Framebuffer {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, what: "the PNG", limit: ImageLimits.maxPNGFileBytes)
        } catch {
            throw PNGError.readFailed(path: path, reason: error.description)
        }
        return try read(bytes: bytes, path: path, maxPixels: maxPixels)
    }

    /// Decodes the bytes of a PNG file already read (`path` names it in errors), checking the size
    /// in its header against `maxPixels` before any pixel memory is allocated.
    package static func read(bytes: [UInt8], path: String, maxPixels: Int) throws -> Framebuffer {
        if let header = ImageHeader(bytes: bytes), header.pixelCount > maxPixels {
            throw PNGError.readFailed(
                path: path,
                reason: "its header says \(header.width)×\(header.height) pixels; the limit is \(maxPixels) pixels")
        }
        if let problem = PNGImageData.problem(in: bytes) { throw PNGError.readFailed(path: path, reason: problem) }
        // libpng keeps reading from the bytes until finish_read, so both calls share one borrow.
        let decoded = try bytes.withUnsafeBytes { raw in try decode(raw, path: path) }
        var fb = decoded.image
        // A file without alpha (every capture) decodes opaque, where premultiplying changes nothing.
        if decoded.hasAlpha { PremultipliedAlpha.premultiply(&fb.pixels) }
        return fb
    }

    /// Decodes PNG bytes (still straight alpha) into a framebuffer of the size in their header, and
    /// whether the file has an alpha channel.
    private static func decode(_ raw: UnsafeRawBufferPointer, path: String) throws -> (
        image: Framebuffer, hasAlpha: Bool
    ) {
        var image = png_image()
        image.version = png_uint_32(cpng_image_version)
        guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
            throw PNGError.readFailed(path: path, reason: message(of: image))
        }
        let hasAlpha = image.format & png_uint_32(cpng_format_flag_alpha) != 0
        image.format = png_uint_32(cpng_format_bgra)
        let width = Int(image.width)
        let height = Int(image.height)
        guard var fb = Framebuffer(width: width, height: height) else {
            png_image_free(&image)
            throw PNGError.readFailed(
                path: path, reason: "size \(width)×\(height) is outside 1…\(Framebuffer.maxDimension)")
        }
        let ok = fb.pixels.withUnsafeMutableBytes { dst in png_image_finish_read(&image, nil, dst.baseAddress, 0, nil) }
        guard ok != 0 else { throw PNGError.readFailed(path: path, reason: message(of: image)) }
        return (fb, hasAlpha)
    }

    /// The blue, green and red bytes of every pixel, three per pixel.
    private static func packedBGR(_ pixels: [UInt32]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 3) { buffer, count in
            pixels.withUnsafeBufferPointer { source in
                for (index, pixel) in source.enumerated() {
                    buffer[3 * index] = UInt8(truncatingIfNeeded: pixel)
                    buffer[3 * index + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    buffer[3 * index + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
                }
            }
            count = pixels.count * 3
        }
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
