import Glibc

/// A file as the kernel knows it (device and inode), so two spellings of one file compare equal:
/// `./a.png`, `a.png`, a hard link or a symlink to it.
package struct FileIdentity: Hashable, Sendable {
    /// The device holding the file.
    package let device: UInt64
    /// The file's inode on that device.
    package let inode: UInt64

    /// The identity of what `path` names (symlinks followed); nil when nothing is there.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
