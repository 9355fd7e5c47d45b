import Testing

@testable import SkeletonSDL

@Test func fullCacheDropsTheLeastRecentlyUsedQuarter() {
    var cache = LRUCache<Int, String>(capacity: 8)
    for key in 0..<8 { cache.insert("v\(key)", for: key) }
    _ = cache.value(for: 0)
    _ = cache.value(for: 1)
    let evicted = cache.insert("v8", for: 8)
    #expect(evicted.sorted() == ["v2", "v3"])
    #expect(cache.count == 7)
    #expect(cache.value(for: 0) == "v0")
    #expect(cache.value(for: 2) == nil)
}

@Test func replacingAKeyReturnsTheOldValue() {
    var cache = LRUCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")
    #expect(cache.insert(2, for: "a") == [1])
    #expect(cache.value(for: "a") == 2)
    #expect(cache.count == 1)
}

@Test func capacityIsAtLeastOne() {
    var cache = LRUCache<Int, Int>(capacity: 0)
    cache.insert(1, for: 1)
    #expect(cache.insert(2, for: 2) == [1])
    #expect(cache.removeAll() == [2])
    #expect(cache.count == 0)
}
