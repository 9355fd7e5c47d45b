import SkeletonCore

extension ViewNode {
    /// This view and every view under it, list cell templates, headers and footers included: what
    /// the include budget counts.
    var viewCount: Int {
        var count = 1
        for child in children { count += child.viewCount }
        for template in list?.templates ?? [] { count += template.viewCount }
        return count
    }
}
