import SkeletonCore

/// How a constraint's `first` and `second` name an item and an attribute: `"leading"` (the view
/// holding the constraint), `"card.leading"`, `"superview.top"`, `"safeArea.bottom"`,
/// `"card.margins.leading"`, or for `second` an item alone (`"superview"`), which takes the first
/// attribute. The item is a view's `id` or a keyword: `superview` (the first item's superview),
/// `safeArea` (the screen's safe area guide), `margins` (the superview's layout margins guide),
/// and `ID.safeArea` / `ID.margins` for another view's guides.
enum AnchorText {
    /// The words that name an item without an id.
    static let keywords = ["superview", "safeArea", "margins"]
    /// The suffixes that name a view's guide.
    static let guides = ["safeArea", "margins"]
    /// The attribute names a theme may write.
    static let attributeNames = LayoutAttribute.allCases.map(\.rawValue)

    /// `text` split into its item (nil: the holder) and attribute (nil: none written) texts, as
    /// `first` (a lone attribute name names the holder's attribute) or `second` (a lone item takes
    /// the first attribute). `isID` tells the layout's ids, which may contain dots.
    static func split(_ text: String, isFirst: Bool, isID: (String) -> Bool) -> (item: String?, attribute: String?) {
        if isFirst && LayoutAttribute(interfaceBuilderName: text) != nil && !isID(text) { return (nil, text) }
        if !isFirst && isItem(text, isID: isID) { return (text, nil) }
        guard let dot = text.lastIndex(of: ".") else { return (text, nil) }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }

    /// Whether `text` names an item: an id, a keyword, or an id or `superview` and a guide.
    static func isItem(_ text: String, isID: (String) -> Bool) -> Bool {
        if isID(text) || keywords.contains(text) { return true }
        guard let dot = text.lastIndex(of: "."), guides.contains(String(text[text.index(after: dot)...])) else {
            return false
        }
        let owner = String(text[..<dot])
        return isID(owner) || owner == "superview"
    }

    /// The id of the view a `first` text names (its guide's owner for a guide), for the default of
    /// `translatesAutoresizingMaskIntoConstraints`; nil when it names none.
    static func firstItemID(_ text: String, holder: String?, isID: (String) -> Bool) -> String? {
        let (item, _) = split(text, isFirst: true, isID: isID)
        guard let item else { return holder }
        if isID(item) { return item }
        return guides.compactMap { item.hasSuffix("." + $0) ? String(item.dropLast($0.count + 1)) : nil }.first
            .flatMap { isID($0) ? $0 : nil }
    }
}
