/// Hard limits that keep hostile files from exhausting the stack, memory or time.
package struct JSONLimits: Hashable, Sendable {
    /// Largest accepted file in bytes.
    package var maxFileSize: Int
    /// Deepest nesting of arrays and objects.
    package var maxDepth: Int
    /// Most values (of any type) in one file.
    package var maxValues: Int
    /// Longest number literal in characters (no real number needs more).
    package var maxNumberLength: Int

    /// Creates limits.
    package init(maxFileSize: Int, maxDepth: Int, maxValues: Int, maxNumberLength: Int) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxValues = maxValues
        self.maxNumberLength = maxNumberLength
    }

    /// The documented limits: 16 MiB, depth 256, 200,000 values, 64-character numbers.
    package static let standard = JSONLimits(
        maxFileSize: 16 * 1024 * 1024, maxDepth: 256, maxValues: 200_000, maxNumberLength: 64)
}
