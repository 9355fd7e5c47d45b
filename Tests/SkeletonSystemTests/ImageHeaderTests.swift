import Testing

@testable import SkeletonSystem

@Test func pngHeaderGivesTheSizeWithoutDecoding() {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let ihdr: [UInt8] = [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x6D, 0x60, 0, 0, 0x6D, 0x60, 8, 6, 0, 0, 0]
    #expect(ImageHeader(bytes: signature + ihdr) == ImageHeader(width: 28000, height: 28000))
    #expect(ImageHeader(bytes: Array(signature + ihdr).prefix(20).map { $0 }) == nil)
}

@Test func jpegHeaderGivesTheSizeOfTheFirstFrame() {
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00]
    let sof0: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x02, 0x58, 0x03]
    #expect(ImageHeader(bytes: [0xFF, 0xD8] + app0 + sof0 + [0, 0]) == ImageHeader(width: 600, height: 300))
}

@Test func otherBytesHaveNoHeader() {
    #expect(ImageHeader(bytes: Array("root:x:0:0".utf8)) == nil)
    #expect(ImageHeader(bytes: []) == nil)
}
