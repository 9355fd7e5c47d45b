import CSDL2
import CSDL2Image
import Glibc
import SkeletonFiles
import SkeletonRaster

/// Images for content mode: any file SDL_image reads (PNG, JPEG, …), converted once to the
/// framebuffer's premultiplied ARGB8888 and cached by path and modification time, so an edited
/// image shows up on the next frame and an unchanged one costs one `stat`. Names are resolved
/// relative to a base folder (the theme's). A missing or broken file gives nil and one reported
/// message, never a crash. Only PNG and JPEG files are decoded, and only after their header shows
/// at most `ImageLimits.maxPixels`; the cache holds at most `ImageLimits.maxThemePixels` in all.
package final class ImageLibrary {
    /// Where problems (missing files, undecodable images) are reported.
    package let log: MessageLog
    private let lock = Lock()
    private var folder: String
    private var cache = LRUCache<String, CachedImage>(capacity: 64)
    /// Pixels of the bitmaps in `cache`.
    private var cachedPixels = 0

    /// Creates a library resolving relative names against `baseFolder`.
    package init(baseFolder: String, log: MessageLog = MessageLog()) {
        self.folder = baseFolder
        self.log = log
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))
    }

    /// The folder relative names are resolved against (the theme's folder).
    package var baseFolder: String {
        get { lock.withLock { folder } }
        set { lock.withLock { folder = newValue } }
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
        var info = stat()
        guard !name.isEmpty, stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            log.report(
                "warning: image \"\(name)\" not found (looked for \(file)); "
                    + "put the file there or fix the path in the theme")
            return nil
        }
        let stamp = FileStamp(info)
        return lock.withLock {
            if let cached = cache.value(for: file), cached.stamp == stamp { return cached.bitmap }
            let decoded = checkedDecode(file, name: name)
            let pixels = decoded.map { $0.width * $0.height } ?? 0
            if cachedPixels + pixels > ImageLimits.maxThemePixels {
                cache.removeAll().forEach { cachedPixels -= $0.bitmap.map { $0.width * $0.height } ?? 0 }
            }
            for evicted in cache.insert(CachedImage(stamp: stamp, bitmap: decoded), for: file) {
                cachedPixels -= evicted.bitmap.map { $0.width * $0.height } ?? 0
            }
            cachedPixels += pixels
            return decoded
        }
    }

    /// Reads the header first: decodes only a PNG or JPEG of at most `ImageLimits.maxPixels`, so a
    /// tiny file claiming a huge size never makes the decoder allocate for it.
    private func checkedDecode(_ file: String, name: String) -> Bitmap? {
        guard let header = ImageHeader(path: file) else {
            log.report(
                "warning: image \"\(name)\" (\(file)) cannot be decoded: it is not a PNG or JPEG file; save it as PNG or JPEG"
            )
            return nil
        }
        guard header.pixelCount <= ImageLimits.maxPixels else {
            log.report(
                "warning: image \"\(name)\" (\(file)) is \(header.width)×\(header.height) pixels; the limit is "
                    + "\(ImageLimits.maxPixels) pixels (4096×4096): scale it down")
            return nil
        }
        return decode(file, name: name)
    }

    /// Decodes with SDL_image and converts to premultiplied ARGB8888.
    private func decode(_ file: String, name: String) -> Bitmap? {
        guard let loaded = IMG_Load(file) else {
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
