/// The keys of the snapshot format the reader reads, as the JSON Schema beside the themes
/// (`Themes/skeleton-snapshot.schema.json`) spells them; a test keeps the two in step.
package enum SnapshotFormat {
    /// The keys of a view.
    package static var viewKeys: [String] { SnapshotDecoder.viewKeys }
    /// The keys of a table's or collection's `list`.
    package static var listKeys: [String] { SnapshotListDecoder.keys }
    /// The keys of `screen`.
    package static var screenKeys: [String] { SnapshotScreen.keys }
    /// The UIKit classes `uikit` may name.
    package static var uikitClasses: [String] { SnapshotDecoder.kinds.keys.sorted() }
}
