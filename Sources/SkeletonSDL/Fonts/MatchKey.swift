/// A family and weight as fontconfig is asked for them.
struct MatchKey: Hashable {
    /// Family name as written in the theme.
    var family: String
    /// CSS weight.
    var weight: Int
}
