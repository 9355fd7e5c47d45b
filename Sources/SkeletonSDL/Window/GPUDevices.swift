import Glibc

/// Whether the machine has a GPU a GL renderer could use. Without one (CI, containers, Xvfb
/// hosts) Mesa would fall back to llvmpipe, so the window goes straight to its surface instead
/// of loading a software GL stack (≈ 70 MB) only to find that out.
enum GPUDevices {
    /// True when a DRM render node (/dev/dri/renderD*) or the NVIDIA device exists.
    static func available(devices: String = "/dev/dri", nvidia: String = "/dev/nvidia0") -> Bool {
        if access(nvidia, F_OK) == 0 { return true }
        guard let folder = opendir(devices) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("renderD") { return true }
        }
        return false
    }
}
