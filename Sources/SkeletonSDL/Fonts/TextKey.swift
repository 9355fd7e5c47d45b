/// A string in a font at a device scale.
struct TextKey: Hashable {
    /// The text.
    var text: String
    /// The font and scale.
    var font: SizedSpec
}
