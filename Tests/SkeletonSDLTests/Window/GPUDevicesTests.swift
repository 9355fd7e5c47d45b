import Foundation
import Testing

@testable import SkeletonSDL

@Test func aRenderNodeMeansAGPU() throws {
    let folder = NSTemporaryDirectory() + "dri-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    FileManager.default.createFile(atPath: folder + "/card0", contents: nil)
    #expect(!GPUDevices.available(devices: folder, nvidia: "/nonexistent/nvidia0"))
    FileManager.default.createFile(atPath: folder + "/renderD128", contents: nil)
    #expect(GPUDevices.available(devices: folder, nvidia: "/nonexistent/nvidia0"))
}

@Test func noDeviceFolderMeansNoGPU() {
    #expect(!GPUDevices.available(devices: "/nonexistent/dri", nvidia: "/nonexistent/nvidia0"))
}
