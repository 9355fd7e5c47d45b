import Foundation
import TestSupport
import Testing

@testable import SkeletonSDL

@Test func aRenderNodeMeansAGPU() throws {
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    #expect(FileManager.default.createFile(atPath: folder + "/card0", contents: nil))
    #expect(!GPUDevices.available(devices: folder, nvidia: "/nonexistent/nvidia0"))
    #expect(FileManager.default.createFile(atPath: folder + "/renderD128", contents: nil))
    #expect(GPUDevices.available(devices: folder, nvidia: "/nonexistent/nvidia0"))
}

@Test func noDeviceFolderMeansNoGPU() {
    #expect(!GPUDevices.available(devices: "/nonexistent/dri", nvidia: "/nonexistent/nvidia0"))
}
