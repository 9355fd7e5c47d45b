import CSDL2
import CSDL2Image
import SkeletonCodecs
import SkeletonRaster
import SkeletonSystem
import Synchronization

/// Images for content mode: PNG and JPEG files through SDL_image, PDF pages (asset catalogs'
/// vector image sets) through poppler at 3 pixels per point, converted once to the
/// framebuffer's premultiplied ARGB8888 and cached by path and modification time, so an edited
/// image shows up on the next frame and an unchanged one costs one `stat`. Names are resolved
/// relative to a base folder (the theme's). A missing or broken file gives nil and one reported
/// message, never a crash. Only PNG and JPEG files of at most `ImageLimits.maxImageFileBytes` are
/// decoded, and only after their header shows at most `ImageLimits.maxPixels` and a PNG's
/// compressed data no more than that size needs (`PNGImageData`); the cache holds at most `ImageLimits.maxThemePixels` in all.
/// Safe to share between threads (a batch renders on every core): the folder and the cache are
/// behind `Mutex`es, and an image is decoded with the cache's held, so it is decoded once.
package final class ImageLibrary: Sendable {
    /// Where problems (missing files, undecodable images) are reported.
    package let log: MessageLog
    private let folder: Mutex<String>
    private let cache = Mutex(ImageCache())

    /// The decoded images and their pixel count.
    private struct ImageCache {
        /// Bitmaps by path, with the file's stamp when decoded.
        var entries = LRUCache<String, CachedImage>(capacity: 64)
        /// Pixels of the bitmaps in `entries`.
        var pixels = 0
    }

    /// Creates a library resolving relative names against `baseFolder`.
    package init(baseFolder: String, log: MessageLog = MessageLog()) {
        self.folder = Mutex(baseFolder)
        self.log = log
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))
    }

    /// The folder relative names are resolved against (the theme's folder).
    package var baseFolder: String {
        get { folder.withLock { $0 } }
        set { folder.withLock { $0 = newValue } }
    }

    /// The file a name refers to: absolute names as they are, others inside the base folder.
    package func path(for name: String) -> String {
        if name.hasPrefix("/") { return name }
        let base = baseFolder
        guard !base.isEmpty else { return name }
        return base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// Loads (or reuses) the file behind `name`; nil, with a message, when it is missing or broken.
    private func load(_ name: String) -> Bitmap? {
        let file = path(for: name)
        guard !name.isEmpty, let stamp = FileStamp(regularFile: file) else {
            log.report(
                "warning: image \"\(name)\" not found (looked for \(file)); "
                    + "put the file there or fix the path in the theme")
            return nil
        }
        return cache.withLock { cache in
            if let cached = cache.entries.value(for: file), cached.stamp == stamp { return cached.bitmap }
            let decoded = checkedDecode(file, name: name)
            let pixels = decoded.map { $0.width * $0.height } ?? 0
            if cache.pixels + pixels > ImageLimits.maxThemePixels {
                cache.entries.removeAll().forEach { cache.pixels -= $0.bitmap.map { $0.width * $0.height } ?? 0 }
            }
            for evicted in cache.entries.insert(CachedImage(stamp: stamp, bitmap: decoded), for: file) {
                cache.pixels -= evicted.bitmap.map { $0.width * $0.height } ?? 0
            }
            cache.pixels += pixels
            return decoded
        }
    }

    /// Reads the header first: decodes only a PNG or JPEG of at most `ImageLimits.maxPixels`, so a
    /// tiny file claiming a huge size never makes the decoder allocate for it; a PDF's page is
    /// rendered at a scale that keeps it within the same limit.
    private func checkedDecode(_ file: String, name: String) -> Bitmap? {
        if let start = try? InputFile.prefix(file, what: "the image", count: 8), PDFFile.isPDF(start) {
            do {
                return try PDFFile.render(path: file)
            } catch {
                log.report("warning: image \"\(name)\": \(error); save it again as PDF, or as PNG")
                return nil
            }
        }
        guard let header = ImageHeader(path: file) else {
            log.report(
                "warning: image \"\(name)\" (\(file)) cannot be decoded: it is not a PNG, JPEG or PDF file; "
                    + "save it as PNG or JPEG")
            return nil
        }
        guard header.pixelCount <= ImageLimits.maxPixels else {
            log.report(
                "warning: image \"\(name)\" (\(file)) is \(header.width)×\(header.height) pixels; the limit is "
                    + "\(ImageLimits.maxPixels) pixels (4096×4096): scale it down")
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file, what: "the image", limit: ImageLimits.maxImageFileBytes)
        } catch {
            log.report("warning: image \"\(name)\": \(error); save it smaller")
            return nil
        }
        if let problem = PNGImageData.problem(in: bytes) {
            log.report("warning: image \"\(name)\" (\(file)) is not decoded: \(problem)")
            return nil
        }
        return decode(bytes, file: file, name: name)
    }

    /// Decodes the file's bytes (read once, checked above) with SDL_image and converts them to
    /// premultiplied ARGB8888.
    private func decode(_ bytes: [UInt8], file: String, name: String) -> Bitmap? {
        let surface = bytes.withUnsafeBytes { raw in
            IMG_Load_RW(SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)), 1)
        }
        guard let loaded = surface else {
            log.report(
                "warning: image \"\(name)\" (\(file)) cannot be decoded: \(String(cString: SDL_GetError())); "
                    + "save it as PNG or JPEG")
            return nil
        }
        defer { SDL_FreeSurface(loaded) }
        guard let argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            log.report(
                "warning: image \"\(name)\" (\(file)) cannot be converted: \(String(cString: SDL_GetError()))"
            )
            return nil
        }
        defer { SDL_FreeSurface(argb) }
        let width = Int(argb.pointee.w)
        let height = Int(argb.pointee.h)
        let limit = Framebuffer.maxDimension
        guard (1...limit).contains(width), (1...limit).contains(height), let base = argb.pointee.pixels
        else {
            log.report(
                "warning: image \"\(name)\" (\(file)) is \(width)×\(height); sides must be 1…\(limit) pixels"
            )
            return nil
        }
        let pitch = Int(argb.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: width * height)
        SDL_LockSurface(argb)
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = PremultipliedAlpha.premultiplied(row[x]) }
        }
        SDL_UnlockSurface(argb)
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}

extension ImageLibrary: ImageSource {
    /// The premultiplied image for `name`, or nil (reported once) when it cannot be loaded.
    package func bitmap(named name: String) -> Bitmap? {
        load(name)
    }
}

/// A decoded file (or the failure to decode it) and the stamp it was decoded at.
struct CachedImage {
    /// The file's stamp when it was decoded.
    var stamp: FileStamp
    /// The image, nil when the file could not be decoded.
    var bitmap: Bitmap?
}
