/// Where a value sits inside its file, written the way a reader navigates it:
/// `layouts[0].root.children[2].font`.
struct ValuePath: Hashable, Sendable, CustomStringConvertible {
    /// The rendered path; empty at the top level.
    let description: String

    /// The top level of a file.
    static let root = ValuePath(description: "")

    /// The path of a member of the object at this path.
    func key(_ name: String) -> ValuePath {
        ValuePath(description: description.isEmpty ? name : "\(description).\(name)")
    }

    /// The path of an element of the array at this path.
    func index(_ position: Int) -> ValuePath {
        ValuePath(description: "\(description)[\(position)]")
    }
}
