import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Watches a set of files with inotify and reports which changed, debounced.
///
/// It watches the files' parent folders rather than the files, so every way editors save works:
/// writing in place (one or several chunks), writing a temporary file and renaming it over the
/// original, or deleting and recreating it. `poll(now:)` never blocks: it drains the events queued
/// so far and returns a file once no event touched it for `debounce` seconds.
package final class FileWatcher {
    /// Quiet time after the last event before a file is reported.
    package let debounce: Double
    private let descriptor: Int32
    private var filesByFolder: [String: Set<String>] = [:]
    private var foldersByWatch: [Int32: [String]] = [:]
    private var pending: [String: Double] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Events that mean "the file at this name may have new content".
    private static let mask: UInt32 =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    /// Starts watching `paths` (the files need not exist yet; their folders should).
    package init(paths: [String], debounce: Double = 0.03) {
        self.debounce = debounce
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        watch(paths)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The files being watched.
    package var paths: [String] {
        filesByFolder.flatMap { folder, names in names.map { Self.join(folder, $0) } }.sorted()
    }

    /// Replaces the watched set (after a reload found new includes, images or fonts).
    package func watch(_ paths: [String]) {
        var wanted: [String: Set<String>] = [:]
        for path in paths {
            let (folder, name) = Self.split(path)
            wanted[folder, default: []].insert(name)
        }
        filesByFolder = wanted
        pending = pending.filter { paths.contains($0.key) }
        refreshWatches()
    }

    /// Drains queued events; returns the watched files whose last event is at least `debounce` old.
    package func poll(now: Double) -> [String] {
        refreshWatches()
        readEvents(now: now)
        let ready = pending.filter { now - $0.value >= debounce - 1e-9 }.map(\.key).sorted()
        for path in ready { pending[path] = nil }
        return ready
    }

    // MARK: Watches

    /// Adds a watch for every folder that has none (folders deleted and recreated get one again).
    private func refreshWatches() {
        guard descriptor >= 0 else { return }
        let watched = Set(foldersByWatch.values.joined())
        for folder in filesByFolder.keys where !watched.contains(folder) {
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { continue }
            foldersByWatch[watch, default: []].append(folder)
        }
        for (watch, folders) in foldersByWatch {
            let kept = folders.filter { filesByFolder[$0] != nil }
            if kept.isEmpty {
                inotify_rm_watch(descriptor, watch)
                foldersByWatch[watch] = nil
            } else {
                foldersByWatch[watch] = kept
            }
        }
    }

    private func readEvents(now: Double) {
        guard descriptor >= 0 else { return }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            parseEvents(count: count, now: now)
        }
    }

    /// inotify_event: wd (Int32), mask, cookie, len (UInt32), then `len` bytes of NUL-padded name.
    private func parseEvents(count: Int, now: Double) {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset + 16 <= count {
                let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                handle(watch: watch, mask: mask, name: name, now: now)
            }
        }
    }

    private func handle(watch: Int32, mask: UInt32, name: String, now: Double) {
        guard let folders = foldersByWatch[watch] else { return }
        if mask & (UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
            // The folder itself went away: every watched file in it changed; re-watch on the next poll.
            foldersByWatch[watch] = nil
            for folder in folders { for file in filesByFolder[folder] ?? [] { pending[Self.join(folder, file)] = now } }
            return
        }
        for folder in folders where filesByFolder[folder]?.contains(name) == true {
            pending[Self.join(folder, name)] = now
        }
    }

    // MARK: Paths

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder == "/" ? "/" + name : folder + "/" + name)
    }
}
