/// Where a view is written in its file, carried beside the view without being part of what the
/// view is: two views that differ only in where they are written are the same view, so caches,
/// reload checks and tests that compare views by content are not disturbed by it. A problem found
/// later (an edge off the real screen) is reported there.
package struct WrittenAt: Hashable, Sendable {
    /// The place, when the reader recorded one.
    package var location: SourceLocation?

    /// A view written at `location` (nil: not recorded).
    package init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    /// Always equal: the place is not part of the view.
    package static func == (lhs: WrittenAt, rhs: WrittenAt) -> Bool { true }

    /// Adds nothing: the place is not part of the view.
    package func hash(into hasher: inout Hasher) {}
}
